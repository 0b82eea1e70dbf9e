import { useMemo, useState } from 'react';
import type { Event } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { DaysField, FormDialog, rules, SharedForm, Stack, type FormFieldConfig } from '@sge/shared/ui';
import { refusalReason } from '../../../lib/api-errors';
import type { EventInfo } from '../event-dates';
import { EMPTY_EVENT_FORM, toEventFormValues, toSaveEvent, type EventFormValues } from '../event-form-values';
import { EVENT_MESSAGES } from '../messages';
import { useEventStore } from '../store';

const fields: FormFieldConfig<EventFormValues>[] = [
  { name: 'name', label: 'Nome', required: true, autoComplete: 'off', rules: [rules.minLength(2), rules.maxLength(150)] },
  { name: 'location', label: 'Local', required: true, autoComplete: 'off', rules: [rules.minLength(2), rules.maxLength(200)] },
  { name: 'description', label: 'Descrição', type: 'textarea', rules: [rules.maxLength(2000)] },
];

export interface EventFormDialogProps {
  open: boolean;
  /** The event to edit (a list row or the whole event); without it the dialog creates a new one. */
  event?: EventInfo;
  onClose: () => void;
  /** Called after a successful save (the success notification is already shown). */
  onSaved: (event: Event) => void;
}

/**
 * Creates an event (with its first days, optionally) or edits its name, location and description.
 * A failed save shows the store's notification; a refusal with a reason (e.g. 409) also shows the
 * server's message in the dialog, which stays open with everything typed.
 */
export function EventFormDialog({ open, event, onClose, onSaved }: EventFormDialogProps) {
  const add = useEventStore((s) => s.add);
  const update = useEventStore((s) => s.update);
  const [reason, setReason] = useState<string | null>(null);
  const initialValues = useMemo(() => (event ? toEventFormValues(event) : EMPTY_EVENT_FORM), [event]);
  const title = event ? 'Editar evento' : 'Novo evento';

  const save = async (values: EventFormValues) => {
    setReason(null);
    try {
      const saved = event ? await update(event.id, toSaveEvent(values)) : await add(toSaveEvent(values));
      notify.success(event ? EVENT_MESSAGES.updated : EVENT_MESSAGES.created);
      onSaved(saved);
    } catch (error) {
      setReason(refusalReason(error));
      throw error;
    }
  };

  return (
    <FormDialog open={open} onClose={onClose} title={title} error={reason} scrollBehavior="inside" onExitComplete={() => setReason(null)}>
      <SharedForm aria-label={title} fields={fields} initialValues={initialValues} onSubmit={save} onCancel={onClose}>
        {(form) => (
          <Stack gap="4">
            {form.renderField('name')}
            {form.renderField('location')}
            {form.renderField('description')}
            {!event && (
              <DaysField
                legend="Dias do evento"
                label="Data do dia"
                listLabel="Dias escolhidos"
                emptyText="Nenhum dia adicionado. Você também pode adicionar os dias depois, nos detalhes do evento."
                invalidMessage={EVENT_MESSAGES.invalidDay}
                duplicateMessage={EVENT_MESSAGES.duplicateDay}
                value={form.values.days}
                onChange={(days) => form.setValue('days', days)}
                disabled={form.isSaving}
              />
            )}
          </Stack>
        )}
      </SharedForm>
    </FormDialog>
  );
}

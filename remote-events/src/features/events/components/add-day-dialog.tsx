import { useMemo, useState } from 'react';
import type { Event } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { FormDialog, rules, SharedForm, type FormFieldConfig } from '@sge/shared/ui';
import { refusalReason } from '../../../lib/api-errors';
import { eventDates } from '../event-dates';
import { withDays } from '../event-form-values';
import { EVENT_MESSAGES } from '../messages';
import { useEventStore } from '../store';

type AddDayValues = { date: string };

export interface AddDayDialogProps {
  open: boolean;
  event: Event;
  onClose: () => void;
}

/**
 * Adds a day: a PUT of the event with the new date appended. A date the event already has is
 * refused here (SPEC §5); the server's refusal (409) shows in the dialog beside the store's notification.
 */
export function AddDayDialog({ open, event, onClose }: AddDayDialogProps) {
  const update = useEventStore((s) => s.update);
  const [reason, setReason] = useState<string | null>(null);
  const dates = useMemo(() => eventDates(event), [event]);

  const fields = useMemo<FormFieldConfig<AddDayValues>[]>(
    () => [
      {
        name: 'date',
        label: 'Data',
        type: 'date',
        required: true,
        rules: [rules.date, (value) => !dates.includes(String(value)) || EVENT_MESSAGES.duplicateDay],
      },
    ],
    [dates],
  );

  const save = async ({ date }: AddDayValues) => {
    setReason(null);
    try {
      await update(event.id, withDays(event, [...dates, date]));
    } catch (error) {
      setReason(refusalReason(error));
      throw error;
    }
    notify.success(EVENT_MESSAGES.dayAdded);
    onClose();
  };

  return (
    <FormDialog open={open} onClose={onClose} title="Adicionar dia" error={reason} closeOnInteractOutside onExitComplete={() => setReason(null)}>
      <SharedForm aria-label="Adicionar dia" fields={fields} initialValues={{ date: '' }} onSubmit={save} onCancel={onClose} submitLabel="Adicionar" />
    </FormDialog>
  );
}

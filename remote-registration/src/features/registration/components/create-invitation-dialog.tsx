import { useMemo, useState } from 'react';
import { EMPLOYEE_FUNCTIONS, type CreateInvitationLink, type InvitationLink } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { Button, Field, FormDialog, HStack, Input, rules, SharedForm, Stack, Text, type FormFieldConfig, type ValidationRule } from '@sge/shared/ui';
import { useQuery } from '@sge/shared/query';
import { createInvitationLink, registrationQueries, type EventOption } from '../api';
import { copyToClipboard, invitationUrl } from '../invitation-url';
import { REGISTRATION_TEXTS } from '../messages';
import { localToday } from '../worker-form-values';

type InvitationFormValues = {
  label: string;
  expiresOn: string;
  maxUses: number | null;
  eventId: string;
  function: string;
};

const plusDays = (days: number, now = new Date()): string => localToday(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));

const notBeforeToday: ValidationRule<InvitationFormValues> = (value) =>
  !value || String(value) >= localToday() || 'A validade não pode ser anterior a hoje';
const wholeUses: ValidationRule<InvitationFormValues> = (value) =>
  value === null || value === undefined || (Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 10000) || 'Informe um número inteiro entre 1 e 10000';

function fields(events: EventOption[]): FormFieldConfig<InvitationFormValues>[] {
  return [
    { name: 'label', label: 'Descrição', required: true, placeholder: 'Ex.: Equipe extra do congresso', rules: [rules.minLength(2), rules.maxLength(100)] },
    { name: 'expiresOn', label: 'Válido até', type: 'date', required: true, helperText: 'Último dia em que o link aceita cadastros', rules: [rules.date, notBeforeToday] },
    { name: 'maxUses', label: 'Máximo de usos', type: 'number', required: true, rules: [wholeUses] },
    {
      name: 'eventId',
      label: 'Evento (opcional)',
      type: 'select',
      options: events.map((e) => ({ value: String(e.id), label: e.name })),
    },
    {
      name: 'function',
      label: 'Função (opcional)',
      type: 'select',
      options: EMPLOYEE_FUNCTIONS.map((fn) => ({ value: fn, label: fn })),
    },
  ];
}

const toPayload = (values: InvitationFormValues): CreateInvitationLink => ({
  label: values.label.trim(),
  expiresOn: values.expiresOn,
  maxUses: Number(values.maxUses),
  eventId: values.eventId ? Number(values.eventId) : null,
  function: values.function || null,
});

export interface CreateInvitationDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the link is created (the list reloads); the dialog then shows its URL. */
  onCreated: (link: InvitationLink) => void;
}

/** Creates an invitation link, then shows its public URL with a copy button. */
export function CreateInvitationDialog({ open, onClose, onCreated }: CreateInvitationDialogProps) {
  // Without the events the link is simply for no event.
  const answer = useQuery({ ...registrationQueries.activeEvents(), enabled: open, meta: { notifyError: false } });
  const events = useMemo(() => (answer.data ?? []).filter((e) => !e.isFinalized), [answer.data]);
  const [created, setCreated] = useState<InvitationLink | null>(null);
  const formFields = useMemo(() => fields(events), [events]);
  const initialValues = useMemo<InvitationFormValues>(() => ({ label: '', expiresOn: plusDays(7), maxUses: 10, eventId: '', function: '' }), []);

  const save = async (values: InvitationFormValues) => {
    const link = await createInvitationLink(toPayload(values));
    notify.success(REGISTRATION_TEXTS.linkCreated);
    setCreated(link);
    onCreated(link);
  };

  const url = created ? invitationUrl(created.token) : '';
  const copy = async () => {
    if (await copyToClipboard(url)) notify.success(REGISTRATION_TEXTS.linkCopied);
    else notify.error(REGISTRATION_TEXTS.copyFailed);
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={created ? 'Convite criado' : 'Novo convite'}
      onExitComplete={() => setCreated(null)}
      scrollBehavior="inside"
    >
      {created ? (
        <Stack gap="4">
          <Text>Envie este link às pessoas que devem fazer o pré-cadastro. Ele aceita até {created.maxUses} cadastros.</Text>
          <Field.Root>
            <Field.Label>Link do convite</Field.Label>
            <Input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          </Field.Root>
          <HStack justify="flex-end">
            <Button variant="outline" onClick={() => void copy()}>
              Copiar link
            </Button>
            <Button colorPalette="gold" onClick={onClose}>
              Concluir
            </Button>
          </HStack>
        </Stack>
      ) : (
        <SharedForm<InvitationFormValues>
          aria-label="Novo convite"
          fields={formFields}
          initialValues={initialValues}
          submitLabel="Criar convite"
          onSubmit={save}
          onCancel={onClose}
        />
      )}
    </FormDialog>
  );
}

import { CONTACT_CHANNEL_LABELS, CONTACT_CHANNELS, type ContactChannel, type Defaulter } from '@sge/shared/contract';
import { formatDate, formatDateTime } from '@sge/shared/format';
import { notify } from '@sge/shared/notify';
import { Box, FormDialog, rules, Separator, SharedForm, Stack, Text } from '@sge/shared/ui';
import { todayIso } from '../../accounts/money';
import { addContact } from '../api';

type ContactValues = { channel: string; description: string; contactDate: string };

export interface ContactsDialogProps {
  open: boolean;
  defaulter?: Defaulter;
  onClose: () => void;
  /** After a contact was added: the defaulter as the server now has it. */
  onAdded: (defaulter: Defaulter) => void;
}

/** The contact history of a collection (newest first) and a form to record a new contact. */
export function ContactsDialog({ open, defaulter, onClose, onAdded }: ContactsDialogProps) {
  const save = async (values: ContactValues) => {
    if (!defaulter) return;
    const updated = await addContact(defaulter.id, {
      channel: values.channel as ContactChannel,
      description: values.description.trim(),
      contactDate: values.contactDate,
    });
    notify.success('Contato registrado');
    onAdded(updated);
  };
  const notFuture = (value: unknown) => !value || String(value) <= todayIso() || 'A data do contato não pode ser futura';
  return (
    <FormDialog open={open} onClose={onClose} title="Histórico de contatos" description={defaulter ? `${defaulter.clientName} — ${defaulter.description}` : undefined} size="lg" scrollBehavior="inside">
      {defaulter && (
        <Stack gap="4">
          <Box as="section" aria-label="Contatos registrados">
            {defaulter.contacts.length === 0 ? (
              <Text color="fg.muted">Nenhum contato registrado.</Text>
            ) : (
              <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
                {defaulter.contacts.map((c) => (
                  <Box as="li" key={c.id} borderStartWidth="3px" borderColor="gold.500" ps="3">
                    <Text fontSize="sm" fontWeight="semibold">
                      {formatDate(c.contactDate)} · {CONTACT_CHANNEL_LABELS[c.channel as ContactChannel] ?? c.channel}
                    </Text>
                    <Text>{c.description}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      Registrado por {c.userName ?? '—'} em {formatDateTime(c.createdAt)}
                    </Text>
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
          <Separator />
          <Text fontWeight="semibold">Registrar contato</Text>
          <SharedForm
            key={defaulter.contacts.length}
            aria-label="Registrar contato"
            columns={2}
            fields={[
              { name: 'channel', label: 'Canal', type: 'select', required: true, options: CONTACT_CHANNELS.map((c) => ({ value: c, label: CONTACT_CHANNEL_LABELS[c] })) },
              { name: 'contactDate', label: 'Data do contato', type: 'date', required: true, rules: [rules.date, notFuture] },
              { name: 'description', label: 'O que foi conversado', type: 'textarea', required: true, rules: [rules.minLength(3), rules.maxLength(2000)] },
            ]}
            initialValues={{ channel: 'TELEFONE', description: '', contactDate: todayIso() }}
            submitLabel="Registrar contato"
            cancelLabel="Fechar"
            onCancel={onClose}
            onSubmit={save}
          />
        </Stack>
      )}
    </FormDialog>
  );
}

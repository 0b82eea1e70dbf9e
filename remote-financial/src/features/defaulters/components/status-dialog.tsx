import { COLLECTION_STATUS_LABELS, COLLECTION_STATUSES, type CollectionStatus, type Defaulter } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { FormDialog, rules, SharedForm } from '@sge/shared/ui';
import { updateCollectionStatus } from '../api';

export interface StatusDialogProps {
  open: boolean;
  defaulter?: Defaulter;
  onClose: () => void;
  onSaved: () => void;
}

/** Changes the collection status (em aberto, contatado, em negociação…) with an optional note. */
export function StatusDialog({ open, defaulter, onClose, onSaved }: StatusDialogProps) {
  const save = async (values: { status: string; notes: string }) => {
    if (!defaulter) return;
    await updateCollectionStatus(defaulter.id, { status: values.status as CollectionStatus, notes: values.notes.trim() || null });
    notify.success('Situação da cobrança atualizada');
    onSaved();
  };
  return (
    <FormDialog open={open} onClose={onClose} title="Situação da cobrança" description={defaulter ? `${defaulter.clientName} — ${defaulter.description}` : undefined}>
      <SharedForm
        aria-label="Situação da cobrança"
        fields={[
          { name: 'status', label: 'Situação', type: 'select', required: true, options: COLLECTION_STATUSES.map((s) => ({ value: s, label: COLLECTION_STATUS_LABELS[s] })) },
          { name: 'notes', label: 'Observações', type: 'textarea', rules: [rules.maxLength(1000)] },
        ]}
        initialValues={{ status: defaulter?.collectionStatus ?? 'EM_ABERTO', notes: defaulter?.collectionNotes ?? '' }}
        onCancel={onClose}
        onSubmit={save}
      />
    </FormDialog>
  );
}

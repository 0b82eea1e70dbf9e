import type { Defaulter } from '@sge/shared/contract';
import { formatCurrency, formatDate } from '@sge/shared/format';
import { notify } from '@sge/shared/notify';
import { FormDialog, rules, SharedForm } from '@sge/shared/ui';
import { todayIso } from '../../accounts/money';
import { makeAgreement } from '../api';

export interface AgreementDialogProps {
  open: boolean;
  defaulter?: Defaulter;
  onClose: () => void;
  onSaved: () => void;
}

/** Records an agreement: the receivable's due date moves to the agreed date (today or later). */
export function AgreementDialog({ open, defaulter, onClose, onSaved }: AgreementDialogProps) {
  const notPast = (value: unknown) => !value || String(value) >= todayIso() || 'A nova data de vencimento deve ser hoje ou uma data futura';
  const save = async (values: { newDueDate: string; notes: string }) => {
    if (!defaulter) return;
    await makeAgreement(defaulter.id, { newDueDate: values.newDueDate, notes: values.notes.trim() || null });
    notify.success(`Acordo registrado: novo vencimento em ${formatDate(values.newDueDate)}`);
    onSaved();
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Registrar acordo"
      description={
        defaulter
          ? `${defaulter.clientName} — ${formatCurrency(defaulter.openAmount)} em aberto, vencido em ${formatDate(defaulter.dueDate)}. O vencimento da conta passa para a data acordada.`
          : undefined
      }
    >
      <SharedForm
        aria-label="Registrar acordo"
        fields={[
          { name: 'newDueDate', label: 'Nova data de vencimento', type: 'date', required: true, rules: [rules.date, notPast] },
          { name: 'notes', label: 'Condições do acordo', type: 'textarea', rules: [rules.maxLength(1000)] },
        ]}
        initialValues={{ newDueDate: '', notes: '' }}
        submitLabel="Registrar acordo"
        onCancel={onClose}
        onSubmit={save}
      />
    </FormDialog>
  );
}

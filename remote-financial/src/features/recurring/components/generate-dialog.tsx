import type { RecurringAccount } from '@sge/shared/contract';
import { formatCurrency, formatDate } from '@sge/shared/format';
import { notify } from '@sge/shared/notify';
import { FormDialog, rules, SharedForm } from '@sge/shared/ui';
import { generateRecurringAccount } from '../api';

export interface GenerateDialogProps {
  open: boolean;
  account?: RecurringAccount;
  onClose: () => void;
  onGenerated: () => void;
}

/**
 * Generates one account payable from a recurring account: on a chosen due date, or (left blank) on
 * the next occurrence whose period was not generated yet. A period is never generated twice (409).
 */
export function GenerateDialog({ open, account, onClose, onGenerated }: GenerateDialogProps) {
  const save = async ({ dueDate }: { dueDate: string }) => {
    if (!account) return;
    const payable = await generateRecurringAccount(account.id, dueDate || undefined);
    notify.success(`Conta a pagar gerada: ${payable.description}, vencimento ${formatDate(payable.dueDate)}`);
    onGenerated();
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Gerar conta a pagar"
      description={
        account
          ? `${account.description} (${formatCurrency(account.amount)}). Próximo vencimento pendente: ${account.nextDueDate ? formatDate(account.nextDueDate) : '—'}.`
          : undefined
      }
    >
      <SharedForm
        aria-label="Gerar conta a pagar"
        fields={[{ name: 'dueDate', label: 'Vencimento', type: 'date', rules: [rules.date], helperText: 'Em branco: o próximo vencimento pendente' }]}
        initialValues={{ dueDate: '' }}
        submitLabel="Gerar"
        onCancel={onClose}
        onSubmit={save}
      />
    </FormDialog>
  );
}

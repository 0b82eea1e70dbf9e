import { notify } from '@sge/shared/notify';
import { FormDialog, rules, SharedForm } from '@sge/shared/ui';
import { cancelAccount, type Account, type AccountKind } from '../api';
import { ACCOUNT_TEXTS } from '../texts';

type CancelValues = { reason: string };

export interface CancelAccountDialogProps {
  kind: AccountKind;
  open: boolean;
  account?: Account;
  onClose: () => void;
  onCancelled: (account: Account) => void;
}

/** Cancels an open account with a reason (kept on the account). Payments already made stay recorded. */
export function CancelAccountDialog({ kind, open, account, onClose, onCancelled }: CancelAccountDialogProps) {
  const texts = ACCOUNT_TEXTS[kind];
  const save = async ({ reason }: CancelValues) => {
    if (!account) return;
    const cancelled = await cancelAccount(kind, account.id, { reason: reason.trim() });
    notify.success(texts.cancelled);
    onCancelled(cancelled);
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Cancelar conta"
      description={account ? `${account.description}: a conta deixa de ser cobrada e não poderá mais ser alterada.` : undefined}
    >
      <SharedForm
        aria-label="Cancelar conta"
        fields={[{ name: 'reason', label: 'Motivo', type: 'textarea', required: true, rules: [rules.minLength(3), rules.maxLength(500)] }]}
        initialValues={{ reason: '' }}
        submitLabel="Confirmar cancelamento"
        cancelLabel="Voltar"
        onCancel={onClose}
        onSubmit={save}
      />
    </FormDialog>
  );
}

import { ApiError } from '@sge/shared/http';
import { notify } from '@sge/shared/notify';
import { ConfirmDialog } from '@sge/shared/ui';
import { deleteAccount, type Account, type AccountKind } from '../api';
import { ACCOUNT_TEXTS } from '../texts';

export interface DeleteAccountDialogProps {
  kind: AccountKind;
  open: boolean;
  account?: Account;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting an account without payments (the server refuses the others with 409). */
export function DeleteAccountDialog({ kind, open, account, onClose, onDeleted }: DeleteAccountDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Excluir conta"
      message={`Deseja excluir "${account?.description ?? ''}"? Esta ação não pode ser desfeita.`}
      confirmLabel="Excluir"
      destructive
      onClose={onClose}
      onConfirm={async () => {
        if (!account) return;
        try {
          await deleteAccount(kind, account.id);
        } catch (error) {
          // A refusal (409: it has payments) was shown by the http client; asking again would not change it.
          if (error instanceof ApiError) return;
          throw error;
        }
        notify.success(ACCOUNT_TEXTS[kind].deleted);
        onDeleted();
      }}
    />
  );
}

import type { User } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { FormDialog, SharedForm, type FormFieldConfig } from '@sge/shared/ui';
import { changeUserPassword } from '../api';
import { USER_MESSAGES } from '../messages';
import { confirmRule, EMPTY_USER_FORM, passwordRule, type UserFormValues } from '../user-form-values';

export interface ChangePasswordDialogProps {
  open: boolean;
  user?: User;
  onClose: () => void;
  onChanged: () => void;
}

/** An administrator sets a new password for a user (the old one stops working at once). */
export function ChangePasswordDialog({ open, user, onClose, onChanged }: ChangePasswordDialogProps) {
  const fields: FormFieldConfig<UserFormValues>[] = [
    {
      name: 'password',
      label: 'Nova senha',
      type: 'password',
      required: true,
      autoComplete: 'new-password',
      helperText: USER_MESSAGES.passwordHint,
      rules: [passwordRule(() => user?.username ?? '')],
    },
    { name: 'confirmPassword', label: 'Confirmar nova senha', type: 'password', required: true, autoComplete: 'new-password', rules: [confirmRule('password')] },
  ];

  const save = async (values: UserFormValues) => {
    if (!user) return;
    await changeUserPassword(user.id, { newPassword: values.password });
    notify.success(USER_MESSAGES.passwordChanged);
    onChanged();
  };

  return (
    <FormDialog open={open} onClose={onClose} title="Alterar senha" description={user ? `Defina uma nova senha para ${user.name} (${user.username}).` : undefined}>
      <SharedForm aria-label="Alterar senha" fields={fields} initialValues={EMPTY_USER_FORM} onSubmit={save} onCancel={onClose} />
    </FormDialog>
  );
}

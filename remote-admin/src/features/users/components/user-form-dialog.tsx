import { useMemo } from 'react';
import type { User } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { FormDialog, rules, SharedForm, type FormFieldConfig } from '@sge/shared/ui';
import { createUser, updateUser } from '../api';
import { USER_MESSAGES } from '../messages';
import {
  confirmRule,
  EMPTY_USER_FORM,
  passwordRule,
  ROLE_OPTIONS,
  toCreateUserPayload,
  toUpdateUserPayload,
  toUserFormValues,
  usernameRule,
  type UserFormValues,
} from '../user-form-values';

function userFields(creating: boolean): FormFieldConfig<UserFormValues>[] {
  const fields: FormFieldConfig<UserFormValues>[] = [
    { name: 'name', label: 'Nome', required: true, autoComplete: 'off', rules: [rules.minLength(2), rules.maxLength(150)] },
    { name: 'username', label: 'Usuário', required: true, autoComplete: 'off', helperText: 'Usado para entrar no sistema.', rules: [usernameRule] },
    { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'off', rules: [rules.email, rules.maxLength(200)] },
    { name: 'role', label: 'Perfil', type: 'select', required: true, options: ROLE_OPTIONS },
  ];
  if (creating) {
    fields.push(
      {
        name: 'password',
        label: 'Senha inicial',
        type: 'password',
        required: true,
        autoComplete: 'new-password',
        helperText: USER_MESSAGES.passwordHint,
        rules: [passwordRule((v) => v.username)],
      },
      { name: 'confirmPassword', label: 'Confirmar senha', type: 'password', required: true, autoComplete: 'new-password', rules: [confirmRule('password')] },
    );
  }
  return fields;
}

export interface UserFormDialogProps {
  open: boolean;
  /** The user to edit; without it the dialog creates one. */
  user?: User;
  onClose: () => void;
  onSaved: (user: User) => void;
}

/** Creates a user (with an initial password) or edits one; a refusal keeps the dialog and what was typed. */
export function UserFormDialog({ open, user, onClose, onSaved }: UserFormDialogProps) {
  const fields = useMemo(() => userFields(!user), [user]);
  const initialValues = useMemo(() => (user ? toUserFormValues(user) : EMPTY_USER_FORM), [user]);
  const title = user ? 'Editar usuário' : 'Novo usuário';

  const save = async (values: UserFormValues) => {
    const saved = user ? await updateUser(user.id, toUpdateUserPayload(values)) : await createUser(toCreateUserPayload(values));
    notify.success(user ? USER_MESSAGES.updated : USER_MESSAGES.created);
    onSaved(saved);
  };

  return (
    <FormDialog open={open} onClose={onClose} title={title} scrollBehavior="inside">
      <SharedForm aria-label={title} fields={fields} initialValues={initialValues} onSubmit={save} onCancel={onClose} />
    </FormDialog>
  );
}

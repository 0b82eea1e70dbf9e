/** The user forms' values, their rules (the contract's policy, as the server applies it) and payloads. */
import { checkPassword, checkUsername, ROLE_LABELS, ROLES, type CreateUser, type Role, type UpdateUser, type User } from '@sge/shared/contract';
import type { ValidationRule } from '@sge/shared/ui';
import { USER_MESSAGES } from './messages';

export type UserFormValues = {
  username: string;
  name: string;
  email: string;
  role: string;
  password: string;
  confirmPassword: string;
};

export const EMPTY_USER_FORM: UserFormValues = { username: '', name: '', email: '', role: '', password: '', confirmPassword: '' };

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function toUserFormValues(user: User): UserFormValues {
  return { ...EMPTY_USER_FORM, username: user.username, name: user.name, email: user.email ?? '', role: user.role };
}

export const usernameRule: ValidationRule<UserFormValues> = (value) => !value || checkUsername(String(value)) || true;

/** The password policy of the contract (length, letters and digits, not the username). */
export const passwordRule =
  (usernameOf: (values: UserFormValues) => string): ValidationRule<UserFormValues> =>
  (value, values) =>
    !value || checkPassword(String(value), usernameOf(values)) || true;

export const confirmRule =
  (field: 'password'): ValidationRule<UserFormValues> =>
  (value, values) =>
    value === values[field] || USER_MESSAGES.passwordsDiffer;

function common(values: UserFormValues): UpdateUser {
  return {
    username: values.username.trim().toLowerCase(),
    name: values.name.trim(),
    email: values.email.trim() || null,
    role: values.role as Role,
  };
}

export const toCreateUserPayload = (values: UserFormValues): CreateUser => ({ ...common(values), password: values.password });
export const toUpdateUserPayload = (values: UserFormValues): UpdateUser => common(values);

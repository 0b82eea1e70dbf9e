/**
 * The employee form's PIX key: the key, its type, and (when editing an employee who has one)
 * 'Remover chave PIX'. The form never holds the whole stored key (lists and forms show it masked,
 * LGPD): editing leaves the key field blank, which keeps the stored key; typing one replaces it.
 */
import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES, type CreateEmployee, type Employee, type PixKeyType } from '@sge/shared/contract';
import { rules, type FormFieldConfig } from '@sge/shared/ui';

export type PixKeyFormValues = {
  pixKey: string;
  /** '' reads the type from the key. */
  pixKeyType: PixKeyType | '';
  pixKeyRemove: boolean;
};

export const EMPTY_PIX_KEY_FORM: PixKeyFormValues = { pixKey: '', pixKeyType: '', pixKeyRemove: false };

export function toPixKeyFormValues(employee: Pick<Employee, 'pixKeyType'>): PixKeyFormValues {
  return { pixKey: '', pixKeyType: employee.pixKeyType ?? '', pixKeyRemove: false };
}

/** The body's PIX part: nothing (keep the key), null (remove it), or the new key and its type. */
export function toPixKeyPayload(values: PixKeyFormValues): Pick<CreateEmployee, 'pixKey' | 'pixKeyType'> {
  if (values.pixKeyRemove) return { pixKey: null, pixKeyType: null };
  const key = values.pixKey.trim();
  if (!key) return {};
  return { pixKey: key, ...(values.pixKeyType ? { pixKeyType: values.pixKeyType } : {}) };
}

export function pixKeyFields<V extends PixKeyFormValues>(employee?: Pick<Employee, 'pixKeyMasked'>): FormFieldConfig<V>[] {
  const current = employee?.pixKeyMasked;
  return [
    {
      name: 'pixKeyType' as FormFieldConfig<V>['name'],
      label: 'Tipo da chave PIX',
      type: 'select',
      options: [{ value: '', label: 'Identificar pela chave' }, ...PIX_KEY_TYPES.map((type) => ({ value: type, label: PIX_KEY_TYPE_LABELS[type] }))],
    },
    {
      name: 'pixKey' as FormFieldConfig<V>['name'],
      label: 'Chave PIX',
      autoComplete: 'off',
      placeholder: current ? 'Deixe em branco para manter a chave atual' : 'CPF, CNPJ, e-mail, telefone ou chave aleatória',
      helperText: current ? `Chave atual: ${current}` : undefined,
      rules: [rules.pixKey, rules.maxLength(140)],
    },
    ...(current ? [{ name: 'pixKeyRemove' as FormFieldConfig<V>['name'], label: 'Remover chave PIX', type: 'checkbox' as const }] : []),
  ];
}

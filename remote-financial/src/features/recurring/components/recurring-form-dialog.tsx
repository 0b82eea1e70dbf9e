import { useMemo } from 'react';
import { RECURRING_FREQUENCIES, RECURRING_FREQUENCY_LABELS, type AccountCategory, type RecurringAccount } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { FormDialog, rules, SharedForm, type FormFieldConfig, type ValidationRule } from '@sge/shared/ui';
import { cpfOrCnpjRule } from '../../accounts/money';
import { createRecurringAccount, updateRecurringAccount } from '../api';
import { EMPTY_RECURRING_FORM, toRecurringFormValues, toRecurringPayload, type RecurringFormValues } from '../recurring-form-values';

const endAfterStart: ValidationRule<RecurringFormValues> = (value, values) =>
  !value || !values.startDate || String(value) >= values.startDate || 'O último vencimento não pode ser anterior ao primeiro';

function recurringFields(categories: AccountCategory[]): FormFieldConfig<RecurringFormValues>[] {
  return [
    { name: 'description', label: 'Descrição', required: true, rules: [rules.minLength(2), rules.maxLength(200)], fullWidth: true },
    { name: 'supplierName', label: 'Fornecedor', required: true, rules: [rules.minLength(2), rules.maxLength(150)] },
    { name: 'supplierDocument', label: 'CPF/CNPJ', placeholder: '00.000.000/0000-00', rules: [cpfOrCnpjRule] },
    {
      name: 'categoryId',
      label: 'Categoria',
      type: 'select',
      required: true,
      options: categories.map((c) => ({ value: String(c.id), label: c.parentName ? `${c.parentName} › ${c.name}` : c.name })),
    },
    { name: 'amount', label: 'Valor', type: 'money', required: true, rules: [rules.money, rules.positive] },
    {
      name: 'frequency',
      label: 'Frequência',
      type: 'select',
      required: true,
      options: RECURRING_FREQUENCIES.map((f) => ({ value: f, label: RECURRING_FREQUENCY_LABELS[f] })),
    },
    { name: 'startDate', label: 'Primeiro vencimento', type: 'date', required: true, rules: [rules.date], helperText: 'Os próximos caem no mesmo dia da semana, do mês ou do ano' },
    { name: 'endDate', label: 'Último vencimento', type: 'date', rules: [rules.date, endAfterStart], helperText: 'Em branco: sem data para terminar' },
    { name: 'active', label: 'Ativa', type: 'checkbox' },
    { name: 'notes', label: 'Observações', type: 'textarea', rules: [rules.maxLength(2000)] },
  ];
}

export interface RecurringFormDialogProps {
  open: boolean;
  account?: RecurringAccount;
  categories: AccountCategory[];
  onClose: () => void;
  onSaved: () => void;
}

/** Creates or edits a recurring account; accounts already generated keep their values. */
export function RecurringFormDialog({ open, account, categories, onClose, onSaved }: RecurringFormDialogProps) {
  const fields = useMemo(() => recurringFields(categories), [categories]);
  const initialValues = useMemo(() => (account ? toRecurringFormValues(account) : EMPTY_RECURRING_FORM), [account]);
  const title = account ? 'Editar conta recorrente' : 'Nova conta recorrente';
  const save = async (values: RecurringFormValues) => {
    const body = toRecurringPayload(values);
    if (account) await updateRecurringAccount(account.id, body);
    else await createRecurringAccount(body);
    notify.success(account ? 'Conta recorrente atualizada com sucesso' : 'Conta recorrente cadastrada com sucesso');
    onSaved();
  };
  return (
    <FormDialog open={open} onClose={onClose} title={title} scrollBehavior="inside" size="lg">
      <SharedForm aria-label={title} fields={fields} initialValues={initialValues} onSubmit={save} onCancel={onClose} columns={2} />
    </FormDialog>
  );
}

import { useMemo } from 'react';
import type { AccountCategory } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { FormDialog, rules, SharedForm, type FormFieldConfig, type ValidationRule } from '@sge/shared/ui';
import { createAccount, updateAccount, type Account, type AccountKind } from '../api';
import { EMPTY_ACCOUNT_FORM, toAccountFormValues, toAccountPayload, type AccountFormValues } from '../account-form-values';
import { cpfOrCnpjRule } from '../money';
import { ACCOUNT_TEXTS } from '../texts';

/** The due date may not come before the issue date. */
const dueAfterIssue: ValidationRule<AccountFormValues> = (value, values) =>
  !values.issueDate || !value || String(value) >= values.issueDate || 'Vencimento anterior à data de emissão';

function accountFields(kind: AccountKind, categories: AccountCategory[]): FormFieldConfig<AccountFormValues>[] {
  const texts = ACCOUNT_TEXTS[kind];
  return [
    { name: 'description', label: 'Descrição', required: true, rules: [rules.minLength(2), rules.maxLength(200)], fullWidth: true },
    { name: 'party', label: texts.party, required: true, placeholder: texts.partyPlaceholder, rules: [rules.minLength(2), rules.maxLength(150)] },
    { name: 'document', label: 'CPF/CNPJ', placeholder: '000.000.000-00 ou 00.000.000/0000-00', rules: [cpfOrCnpjRule] },
    ...(kind === 'receivable'
      ? ([
          { name: 'email', label: 'E-mail', type: 'email', rules: [rules.email, rules.maxLength(200)] },
          { name: 'phone', label: 'Telefone', placeholder: '(11) 98765-4321', rules: [rules.phone] },
        ] as FormFieldConfig<AccountFormValues>[])
      : []),
    {
      name: 'categoryId',
      label: 'Categoria',
      type: 'select',
      required: true,
      options: categories.map((c) => ({ value: String(c.id), label: c.parentName ? `${c.parentName} › ${c.name}` : c.name })),
    },
    { name: 'amount', label: 'Valor', type: 'money', required: true, rules: [rules.money, rules.positive] },
    { name: 'issueDate', label: 'Data de emissão', type: 'date', rules: [rules.date], helperText: 'Em branco: hoje' },
    { name: 'dueDate', label: 'Vencimento', type: 'date', required: true, rules: [rules.date, dueAfterIssue] },
    { name: 'documentNumber', label: 'Número do documento', placeholder: 'NF, boleto, contrato…', rules: [rules.maxLength(60)] },
    { name: 'notes', label: 'Observações', type: 'textarea', rules: [rules.maxLength(2000)] },
  ];
}

export interface AccountFormDialogProps {
  kind: AccountKind;
  open: boolean;
  /** The account to edit; without it the dialog creates one. */
  account?: Account;
  categories: AccountCategory[];
  onClose: () => void;
  onSaved: (account: Account) => void;
}

/** Creates or edits an open account. A refusal from the server is notified and the dialog keeps what was typed. */
export function AccountFormDialog({ kind, open, account, categories, onClose, onSaved }: AccountFormDialogProps) {
  const texts = ACCOUNT_TEXTS[kind];
  const fields = useMemo(() => accountFields(kind, categories), [kind, categories]);
  const initialValues = useMemo(() => (account ? toAccountFormValues(account) : EMPTY_ACCOUNT_FORM), [account]);
  const title = account ? texts.editTitle : texts.newTitle;

  const save = async (values: AccountFormValues) => {
    const body = toAccountPayload(kind, values, account?.eventId);
    const saved = account ? await updateAccount(kind, account.id, body) : await createAccount(kind, body);
    notify.success(account ? texts.updated : texts.created);
    onSaved(saved);
  };

  return (
    <FormDialog open={open} onClose={onClose} title={title} scrollBehavior="inside" size="lg">
      <SharedForm aria-label={title} fields={fields} initialValues={initialValues} onSubmit={save} onCancel={onClose} columns={2} />
    </FormDialog>
  );
}

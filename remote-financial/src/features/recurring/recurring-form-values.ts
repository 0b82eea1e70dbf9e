/** The recurring account form's values and their conversion to and from the contract. */
import { onlyDigits, parseMoneyInput, type RecurringAccount, type RecurringFrequency, type SaveRecurringAccount } from '@sge/shared/contract';
import { decimalToMoneyInput, formatDocument } from '../accounts/money';

export type RecurringFormValues = {
  description: string;
  supplierName: string;
  supplierDocument: string;
  categoryId: string;
  amount: string;
  frequency: string;
  startDate: string;
  endDate: string;
  active: boolean;
  notes: string;
};

export const EMPTY_RECURRING_FORM: RecurringFormValues = {
  description: '',
  supplierName: '',
  supplierDocument: '',
  categoryId: '',
  amount: '',
  frequency: 'MENSAL',
  startDate: '',
  endDate: '',
  active: true,
  notes: '',
};

export function toRecurringFormValues(account: RecurringAccount): RecurringFormValues {
  return {
    description: account.description,
    supplierName: account.supplierName,
    supplierDocument: formatDocument(account.supplierDocument),
    categoryId: String(account.categoryId),
    amount: decimalToMoneyInput(account.amount),
    frequency: account.frequency,
    startDate: account.startDate,
    endDate: account.endDate ?? '',
    active: account.active,
    notes: account.notes ?? '',
  };
}

export function toRecurringPayload(values: RecurringFormValues): SaveRecurringAccount {
  const amount = parseMoneyInput(values.amount);
  if (amount === null) throw new Error(`Invalid amount: ${values.amount}`);
  return {
    description: values.description.trim(),
    supplierName: values.supplierName.trim(),
    supplierDocument: onlyDigits(values.supplierDocument) || null,
    categoryId: Number(values.categoryId),
    amount,
    frequency: values.frequency as RecurringFrequency,
    startDate: values.startDate,
    endDate: values.endDate || null,
    active: values.active,
    notes: values.notes.trim() || null,
  };
}

/**
 * The create/edit form's values and their conversion to and from the contract. Money stays a
 * decimal string the whole way ('1.234,50' typed → '1234.50' sent).
 */
import { onlyDigits, parseMoneyInput, type SavePayable, type SaveReceivable } from '@sge/shared/contract';
import { formatPhone } from '@sge/shared/format';
import type { Account, AccountKind, SaveAccount } from './api';
import { decimalToMoneyInput, formatDocument } from './money';

export type AccountFormValues = {
  description: string;
  party: string;
  document: string;
  email: string;
  phone: string;
  categoryId: string;
  amount: string;
  issueDate: string;
  dueDate: string;
  documentNumber: string;
  notes: string;
};

export const EMPTY_ACCOUNT_FORM: AccountFormValues = {
  description: '',
  party: '',
  document: '',
  email: '',
  phone: '',
  categoryId: '',
  amount: '',
  issueDate: '',
  dueDate: '',
  documentNumber: '',
  notes: '',
};

export function toAccountFormValues(account: Account): AccountFormValues {
  const receivable = 'clientName' in account ? account : null;
  return {
    description: account.description,
    party: receivable ? receivable.clientName : 'supplierName' in account ? account.supplierName : '',
    document: formatDocument(receivable ? receivable.clientDocument : 'supplierDocument' in account ? account.supplierDocument : null),
    email: receivable?.clientEmail ?? '',
    phone: formatPhone(receivable?.clientPhone ?? null),
    categoryId: String(account.categoryId),
    amount: decimalToMoneyInput(account.amount),
    issueDate: account.issueDate,
    dueDate: account.dueDate,
    documentNumber: account.documentNumber ?? '',
    notes: account.notes ?? '',
  };
}

const orNull = (value: string): string | null => value.trim() || null;

/** The request body of valid form values. Throws on an unparsable amount, which the rules prevent. */
export function toAccountPayload(kind: AccountKind, values: AccountFormValues, eventId?: number | null): SaveAccount {
  const amount = parseMoneyInput(values.amount);
  if (amount === null) throw new Error(`Invalid amount: ${values.amount}`);
  const common = {
    description: values.description.trim(),
    categoryId: Number(values.categoryId),
    amount,
    issueDate: orNull(values.issueDate),
    dueDate: values.dueDate,
    documentNumber: orNull(values.documentNumber),
    notes: orNull(values.notes),
    ...(eventId ? { eventId } : {}),
  };
  const document = onlyDigits(values.document) || null;
  if (kind === 'receivable') {
    const body: SaveReceivable = {
      ...common,
      clientName: values.party.trim(),
      clientDocument: document,
      clientEmail: orNull(values.email),
      clientPhone: onlyDigits(values.phone) || null,
    };
    return body;
  }
  const body: SavePayable = { ...common, supplierName: values.party.trim(), supplierDocument: document };
  return body;
}

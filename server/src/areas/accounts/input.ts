/** Business rules on the accounts area's input, after schema validation: trims, checks, canonical forms. */
import {
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  isValidPhone,
  onlyDigits,
  type SavePayable,
  type SaveReceivable,
  type SaveRecurringAccount,
} from '@sge/shared/contract';
import { badRequest } from '../../http/errors';
import { ACCOUNT_MESSAGES as M } from './messages';
import { blankToNull, collapse } from '../../lib/text';
import { isCalendarDate } from '../../lib/calendar';

/** A name or description of at least 2 visible characters. */
export function requiredText(value: string, label: string): string {
  const text = collapse(value);
  if (text.length < 2) throw badRequest(M.shortText(label));
  return text;
}

/** A CPF (11 digits) or CNPJ (14) with valid check digits, stored as digits; blank → null. */
export function toDocument(value: string | null | undefined): string | null {
  const raw = blankToNull(value);
  if (raw === null) return null;
  const digits = onlyDigits(raw);
  if (digits.length === 11) {
    if (!isValidCpf(digits)) throw badRequest(M.invalidCpf);
  } else if (digits.length === 14) {
    if (!isValidCnpj(digits)) throw badRequest(M.invalidCnpj);
  } else throw badRequest(M.invalidDocument);
  return digits;
}

/** A decimal string greater than zero ('0', '0.00' refused). */
export function positiveAmount(value: string, message: string = M.amountNotPositive): string {
  if (!/[1-9]/.test(value)) throw badRequest(message);
  return value;
}

export function calendarDate(value: string, message: string): string {
  if (!isCalendarDate(value)) throw badRequest(message);
  return value;
}

export interface AccountInput {
  description: string;
  categoryId: number;
  eventId: number | null;
  amount: string;
  issueDate: string | null;
  dueDate: string;
  documentNumber: string | null;
  notes: string | null;
  /** Column → value of the party (client or supplier). */
  party: Record<string, string | null>;
}

function commonInput(body: SaveReceivable | SavePayable): Omit<AccountInput, 'party'> {
  const issueDate = blankToNull(body.issueDate);
  const dueDate = calendarDate(body.dueDate, M.invalidDueDate);
  if (issueDate !== null) {
    calendarDate(issueDate, M.invalidIssueDate);
    if (dueDate < issueDate) throw badRequest(M.dueBeforeIssue);
  }
  return {
    description: requiredText(body.description, 'Descrição'),
    categoryId: body.categoryId,
    eventId: body.eventId ?? null,
    amount: positiveAmount(body.amount),
    issueDate,
    dueDate,
    documentNumber: blankToNull(body.documentNumber),
    notes: blankToNull(body.notes),
  };
}

export function toReceivableInput(body: SaveReceivable): AccountInput {
  const email = blankToNull(body.clientEmail);
  if (email !== null && !isValidEmail(email)) throw badRequest(M.invalidEmail);
  const phone = blankToNull(body.clientPhone);
  if (phone !== null && !isValidPhone(phone)) throw badRequest(M.invalidPhone);
  return {
    ...commonInput(body),
    party: {
      client_name: requiredText(body.clientName, 'Cliente'),
      client_document: toDocument(body.clientDocument),
      client_email: email,
      client_phone: phone === null ? null : onlyDigits(phone).replace(/^55(?=\d{10,11}$)/, ''),
    },
  };
}

export function toPayableInput(body: SavePayable): AccountInput {
  return {
    ...commonInput(body),
    party: {
      supplier_name: requiredText(body.supplierName, 'Fornecedor'),
      supplier_document: toDocument(body.supplierDocument),
    },
  };
}

export interface RecurringInput {
  description: string;
  supplierName: string;
  supplierDocument: string | null;
  categoryId: number;
  amount: string;
  frequency: SaveRecurringAccount['frequency'];
  startDate: string;
  endDate: string | null;
  active: boolean | undefined;
  notes: string | null;
}

export function toRecurringInput(body: SaveRecurringAccount): RecurringInput {
  const startDate = calendarDate(body.startDate, M.invalidStartDate);
  const endDate = blankToNull(body.endDate);
  if (endDate !== null) {
    calendarDate(endDate, M.invalidEndDate);
    if (endDate < startDate) throw badRequest(M.endBeforeStart);
  }
  return {
    description: requiredText(body.description, 'Descrição'),
    supplierName: requiredText(body.supplierName, 'Fornecedor'),
    supplierDocument: toDocument(body.supplierDocument),
    categoryId: body.categoryId,
    amount: positiveAmount(body.amount),
    frequency: body.frequency,
    startDate,
    endDate,
    active: body.active,
    notes: blankToNull(body.notes),
  };
}

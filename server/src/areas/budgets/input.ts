/** Business rules on the budgets area's input, after schema validation: trims, checks, canonical forms. */
import {
  BUDGET_MESSAGES,
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  isValidPhone,
  onlyDigits,
  type SaveBudget,
  type Settlement,
} from '@sge/shared/contract';
import { badRequest } from '../../http/errors';
import { blankToNull, requiredText } from '../../lib/text';
import { isCalendarDate } from '../../lib/calendar';

export function assertDate(value: string): string {
  if (!isCalendarDate(value)) throw badRequest(BUDGET_MESSAGES.invalidDate);
  return value;
}

/** CPF (11 digits) or CNPJ (14) with valid check digits, as bare digits; null when empty. */
export function toDocument(value: string | null | undefined): string | null {
  const raw = blankToNull(value);
  if (!raw) return null;
  const digits = onlyDigits(raw);
  if (!(digits.length === 11 ? isValidCpf(digits) : digits.length === 14 && isValidCnpj(digits))) {
    throw badRequest(BUDGET_MESSAGES.invalidDocument);
  }
  return digits;
}

export interface BudgetInput {
  clientName: string;
  clientDocument: string | null;
  clientEmail: string | null;
  clientPhone: string | null;
  eventName: string;
  eventLocation: string;
  eventDays: string[];
  validUntil: string;
  discount: string;
  notes: string | null;
  items: Array<{ serviceId: number; quantity: number; unitPrice: string | null; days: number }>;
}

export function toBudgetInput(body: SaveBudget, today: string): BudgetInput {
  const email = blankToNull(body.clientEmail);
  if (email && !isValidEmail(email)) throw badRequest(BUDGET_MESSAGES.invalidEmail);
  const phone = blankToNull(body.clientPhone);
  if (phone && !isValidPhone(phone)) throw badRequest(BUDGET_MESSAGES.invalidPhone);
  if (body.eventDays.length === 0) throw badRequest(BUDGET_MESSAGES.noDays);
  if (body.items.length === 0) throw badRequest(BUDGET_MESSAGES.noItems);
  const eventDays = body.eventDays.map(assertDate).sort();
  if (new Set(eventDays).size !== eventDays.length) throw badRequest(BUDGET_MESSAGES.duplicateDay);
  const validUntil = assertDate(body.validUntil);
  if (validUntil < today) throw badRequest(BUDGET_MESSAGES.pastValidity);
  const items = body.items.map((item) => {
    const days = item.days ?? eventDays.length;
    if (days > eventDays.length) throw badRequest(BUDGET_MESSAGES.itemDaysExceed);
    return { serviceId: item.serviceId, quantity: item.quantity, unitPrice: item.unitPrice ?? null, days };
  });
  return {
    clientName: requiredText(body.clientName, 'Cliente'),
    clientDocument: toDocument(body.clientDocument),
    clientEmail: email,
    clientPhone: phone ? onlyDigits(phone) : null,
    eventName: requiredText(body.eventName, 'Evento'),
    eventLocation: requiredText(body.eventLocation, 'Local'),
    eventDays,
    validUntil,
    discount: body.discount ?? '0',
    notes: blankToNull(body.notes),
    items,
  };
}

export interface SettlementInput {
  date: string;
  method: string;
  value: string | null;
  reference: string | null;
  notes: string | null;
}

export function toSettlementInput(body: Settlement): SettlementInput {
  return {
    date: assertDate(body.paymentDate),
    method: body.paymentMethod,
    value: body.paymentValue ?? null,
    reference: blankToNull(body.paymentReference),
    notes: blankToNull(body.paymentNotes),
  };
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** For messages only: a NUMERIC string shown in BRL (display, never arithmetic). */
export const formatBrl = (value: string): string => brl.format(Number(value)).replace(/\u00a0/g, ' ');

/** The budget form's values, from a budget and to the API payload. */
import { onlyDigits, parseMoneyInput, type Budget, type SaveBudget } from '@sge/shared/contract';

export interface BudgetItemRow {
  /** Local key of the row. */
  key: string;
  serviceId: string;
  quantity: string;
  /** As typed (pt-BR "1.234,50" or "1234.50"). */
  unitPrice: string;
  days: string;
}

export interface BudgetFormValues {
  clientName: string;
  clientDocument: string;
  clientEmail: string;
  clientPhone: string;
  eventName: string;
  eventLocation: string;
  eventDays: string[];
  validUntil: string;
  discount: string;
  notes: string;
  items: BudgetItemRow[];
}

let rowSeq = 0;
export const newRowKey = (): string => `row-${++rowSeq}`;

/** "1234.50" → "1234,50": how the form shows a decimal. */
export const toInputMoney = (value: string): string => value.replace('.', ',');

export function emptyBudgetForm(validUntil: string): BudgetFormValues {
  return {
    clientName: '',
    clientDocument: '',
    clientEmail: '',
    clientPhone: '',
    eventName: '',
    eventLocation: '',
    eventDays: [],
    validUntil,
    discount: '',
    notes: '',
    items: [],
  };
}

export function toBudgetFormValues(budget: Budget): BudgetFormValues {
  return {
    clientName: budget.clientName,
    clientDocument: budget.clientDocument ?? '',
    clientEmail: budget.clientEmail ?? '',
    clientPhone: budget.clientPhone ?? '',
    eventName: budget.eventName ?? '',
    eventLocation: budget.eventLocation ?? '',
    eventDays: budget.eventDays,
    validUntil: budget.validUntil ?? '',
    discount: budget.discount === '0.00' ? '' : toInputMoney(budget.discount),
    notes: budget.notes ?? '',
    items: budget.items.map((item) => ({
      key: newRowKey(),
      serviceId: String(item.serviceId),
      quantity: String(item.quantity),
      unitPrice: toInputMoney(item.unitPrice),
      days: String(item.days),
    })),
  };
}

const orNull = (value: string): string | null => (value.trim() ? value.trim() : null);

export function toBudgetPayload(values: BudgetFormValues): SaveBudget {
  return {
    clientName: values.clientName.trim(),
    clientDocument: values.clientDocument.trim() ? onlyDigits(values.clientDocument) : null,
    clientEmail: orNull(values.clientEmail),
    clientPhone: values.clientPhone.trim() ? onlyDigits(values.clientPhone) : null,
    eventName: values.eventName.trim(),
    eventLocation: values.eventLocation.trim(),
    eventDays: values.eventDays,
    validUntil: values.validUntil,
    discount: parseMoneyInput(values.discount) ?? '0.00',
    notes: orNull(values.notes),
    items: values.items.map((item) => ({
      serviceId: Number(item.serviceId),
      quantity: Number(item.quantity),
      unitPrice: parseMoneyInput(item.unitPrice) ?? undefined,
      days: Number(item.days),
    })),
  };
}

/** The first problem of the items, or true. */
export function checkItems(items: BudgetItemRow[], dayCount: number): true | string {
  if (items.length === 0) return 'Inclua pelo menos um item';
  for (const item of items) {
    if (!item.serviceId) return 'Escolha o serviço de cada item';
    if (!/^\d+$/.test(item.quantity) || Number(item.quantity) < 1) return 'Quantidade deve ser um número inteiro maior que zero';
    if (parseMoneyInput(item.unitPrice) === null) return 'Valor unitário inválido';
    if (!/^\d+$/.test(item.days) || Number(item.days) < 1) return 'Dias deve ser um número inteiro maior que zero';
    if (dayCount > 0 && Number(item.days) > dayCount) return 'Os dias de um item não podem passar do número de datas do evento';
  }
  return true;
}

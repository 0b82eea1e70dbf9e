/** The posting form's values, the rules that depend on the movement type, and the request body. */
import { parseMoneyInput, type CreateInventoryTransaction, type InventoryTransactionType } from '@sge/shared/contract';

export type TransactionFormValues = {
  type: string;
  eventId: string;
  itemId: string;
  quantity: number | null;
  damaged: number | null;
  lost: number | null;
  date: string;
  /** ENTRY only, as typed ('1.234,50'); empty keeps the item's cost. */
  unitCost: string;
  reason: string;
  note: string;
};

export const emptyTransactionForm = (today: string): TransactionFormValues => ({
  type: 'ENTRY',
  eventId: '',
  itemId: '',
  quantity: null,
  damaged: 0,
  lost: 0,
  date: today,
  unitCost: '',
  reason: '',
  note: '',
});

const asType = (value: string) => value as InventoryTransactionType;
export const needsEvent = (type: string): boolean => type === 'EXIT' || type === 'RETURN';
export const allowsEvent = (type: string): boolean => needsEvent(type) || type === 'LOSS';

/** Explains each type next to the form. */
export const TYPE_HELP: Record<InventoryTransactionType, string> = {
  ENTRY: 'Compra ou recebimento: soma ao estoque.',
  EXIT: 'Itens que saem do depósito para um evento.',
  RETURN: 'Itens que voltam de um evento. Informe quantos voltaram (incluindo os avariados) e quantos se perderam.',
  ADJUSTMENT: 'Correção de contagem: informe a diferença (positiva ou negativa) e o motivo.',
  LOSS: 'Itens perdidos ou quebrados no depósito; pode ser atribuída a um evento.',
};

/** Rules per field; they read the type, so a hidden field never blocks a save. */
export const TRANSACTION_RULES = {
  itemId: [(v: unknown) => (v ? true : 'Selecione o item a movimentar')],
  eventId: [(v: unknown, values: TransactionFormValues) => (!needsEvent(values.type) || v ? true : 'Selecione o evento da movimentação')],
  quantity: [
    (v: unknown, values: TransactionFormValues) => {
      // Required for every type, 'Quantidade devolvida' included (0 when nothing came back).
      if (v === null || v === undefined || v === '') return 'Campo obrigatório';
      const n = Number(v);
      if (!Number.isInteger(n)) return 'Informe um número inteiro';
      if (values.type === 'ADJUSTMENT') return n !== 0 ? true : 'O ajuste deve ser diferente de zero';
      if (values.type === 'RETURN') return n >= 0 ? true : 'Valor deve ser maior ou igual a zero';
      return n > 0 ? true : 'Valor deve ser maior que zero';
    },
  ],
  damaged: [
    (v: unknown, values: TransactionFormValues) => {
      if (values.type !== 'RETURN' || v === null || v === '') return true;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0) return 'Informe um número inteiro maior ou igual a zero';
      return n <= (values.quantity ?? 0) ? true : 'Avariados não podem exceder a quantidade devolvida';
    },
  ],
  lost: [
    (v: unknown, values: TransactionFormValues) => {
      if (values.type !== 'RETURN') return true;
      const n = v === null || v === '' ? 0 : Number(v);
      if (!Number.isInteger(n) || n < 0) return 'Informe um número inteiro maior ou igual a zero';
      return (values.quantity ?? 0) + n > 0 ? true : 'Informe a quantidade devolvida ou perdida';
    },
  ],
  unitCost: [(v: unknown, values: TransactionFormValues) => (values.type !== 'ENTRY' || !v || parseMoneyInput(String(v)) !== null ? true : 'Valor inválido')],
  reason: [(v: unknown, values: TransactionFormValues) => (values.type !== 'ADJUSTMENT' || String(v ?? '').trim() ? true : 'Informe o motivo do ajuste')],
  date: [(v: unknown) => (/^\d{4}-\d{2}-\d{2}$/.test(String(v ?? '')) ? true : 'Data inválida')],
};

export function toTransactionPayload(values: TransactionFormValues): CreateInventoryTransaction {
  const type = asType(values.type);
  const body: CreateInventoryTransaction = {
    type,
    itemId: Number(values.itemId),
    quantity: values.quantity ?? 0,
    date: values.date,
  };
  if (allowsEvent(type) && values.eventId) body.eventId = Number(values.eventId);
  if (type === 'RETURN') {
    body.damaged = values.damaged ?? 0;
    body.lost = values.lost ?? 0;
  }
  if (type === 'ENTRY' && values.unitCost.trim()) body.unitCost = parseMoneyInput(values.unitCost) ?? undefined;
  if (values.reason.trim()) body.reason = values.reason.trim();
  if (values.note.trim()) body.note = values.note.trim();
  return body;
}

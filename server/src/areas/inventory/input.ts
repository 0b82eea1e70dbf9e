/** Business rules on the inventory area's input, after schema validation: trims, checks, canonical forms. */
import type { CreateInventoryTransaction, InventoryTransactionType, UpdateInventoryItem } from '@sge/shared/contract';
import { badRequest } from '../../http/errors';
import { INVENTORY_MESSAGES as M } from './messages';
import { isCalendarDate, todayInCompanyZone } from '../../lib/calendar';
import { blankToNull, collapse } from '../../lib/text';

export interface ItemInput {
  name: string;
  sku: string;
  category: string;
  unit: string;
  type: UpdateInventoryItem['type'];
  minimumStock: number;
  location: string | null;
  unitCost: string;
  active: boolean | undefined;
}

export function toItemInput(body: UpdateInventoryItem): ItemInput {
  const name = collapse(body.name);
  if (name.length < 2) throw badRequest(M.nameTooShort);
  const category = collapse(body.category);
  if (category.length < 2) throw badRequest(M.categoryTooShort);
  const unit = collapse(body.unit);
  if (!unit) throw badRequest(M.unitRequired);
  return {
    name,
    sku: body.sku.trim().toUpperCase(),
    category,
    unit,
    type: body.type,
    minimumStock: body.minimumStock ?? 0,
    location: blankToNull(body.location && collapse(body.location)),
    unitCost: body.unitCost,
    active: body.active,
  };
}

export interface TransactionInput {
  type: InventoryTransactionType;
  itemId: number;
  quantity: number;
  damaged: number;
  lost: number;
  date: string;
  eventId: number | null;
  /** ENTRY only: the purchase cost, which becomes the item's cost. */
  unitCost: string | null;
  reason: string | null;
  note: string | null;
}

/** What a movement does to the quantity on hand. */
export function stockChangeOf(input: Pick<TransactionInput, 'type' | 'quantity' | 'damaged'>): number {
  switch (input.type) {
    case 'ENTRY':
    case 'ADJUSTMENT':
      return input.quantity;
    case 'RETURN':
      return input.quantity - input.damaged;
    case 'EXIT':
    case 'LOSS':
      return -input.quantity;
  }
}

/** A period filter: both ends real dates, in order (400 otherwise). */
export function assertPeriod(from: string | undefined, to: string | undefined): void {
  for (const value of [from, to]) if (value !== undefined && !isCalendarDate(value)) throw badRequest(M.invalidDate);
  if (from && to && from > to) throw badRequest(M.invalidPeriod);
}

export function toTransactionInput(body: CreateInventoryTransaction, today = todayInCompanyZone()): TransactionInput {
  const { type } = body;
  const damaged = body.damaged ?? 0;
  const lost = body.lost ?? 0;
  const eventId = body.eventId ?? null;
  const reason = blankToNull(body.reason && collapse(body.reason));

  if (type === 'ADJUSTMENT') {
    if (body.quantity === 0) throw badRequest(M.adjustmentZero);
  } else if (type === 'RETURN') {
    if (body.quantity < 0) throw badRequest(M.quantityNotNegative);
  } else if (body.quantity <= 0) {
    throw badRequest(M.quantityPositive);
  }
  if (type !== 'RETURN' && (damaged || lost)) throw badRequest(M.returnOnlyFields);
  if (type === 'RETURN') {
    if (damaged > body.quantity) throw badRequest(M.damagedExceeds);
    if (body.quantity + lost === 0) throw badRequest(M.returnEmpty);
  }
  if ((type === 'EXIT' || type === 'RETURN') && eventId === null) throw badRequest(M.eventRequired);
  if ((type === 'ENTRY' || type === 'ADJUSTMENT') && eventId !== null) throw badRequest(M.eventNotAllowed);
  if (type === 'ADJUSTMENT' && !reason) throw badRequest(M.reasonRequired);
  if (type !== 'ENTRY' && body.unitCost !== undefined) throw badRequest(M.unitCostOnlyEntry);

  const date = body.date ?? today;
  if (!isCalendarDate(date)) throw badRequest(M.invalidDate);
  if (date > today) throw badRequest(M.futureDate);

  return {
    type,
    itemId: body.itemId,
    quantity: body.quantity,
    damaged,
    lost,
    date,
    eventId,
    unitCost: body.unitCost ?? null,
    reason,
    note: blankToNull(body.note),
  };
}

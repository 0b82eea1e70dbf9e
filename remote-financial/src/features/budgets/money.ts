/**
 * Exact money for the budget form's live total: amounts are decimal strings ("180.00"), turned
 * into integer cents (BigInt) for the arithmetic and back, so no float ever adds money up. The
 * server recomputes the same total in SQL when the budget is saved.
 */
import { parseMoneyInput } from '@sge/shared/contract';

/** "1234.5" → 123450n; null when not a valid non-negative amount. */
export function toCents(value: string): bigint | null {
  const normalized = /^\d{1,12}(\.\d{1,2})?$/.test(value.trim()) ? value.trim() : parseMoneyInput(value);
  if (normalized === null) return null;
  const [int, frac = ''] = normalized.split('.');
  return BigInt(int) * 100n + BigInt(frac.padEnd(2, '0'));
}

/** 123450n → "1234.50" (negative amounts keep their sign). */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export interface LineInput {
  quantity: number;
  /** As typed or as the catalogue gives it. */
  unitPrice: string;
  days: number;
}

/** quantity × unit price × days, in cents; null when a part is not valid yet. */
export function lineCents(line: LineInput): bigint | null {
  const price = toCents(line.unitPrice);
  if (price === null || !Number.isInteger(line.quantity) || !Number.isInteger(line.days) || line.quantity < 1 || line.days < 1) return null;
  return price * BigInt(line.quantity) * BigInt(line.days);
}

export interface BudgetTotals {
  subtotal: string;
  discount: string;
  total: string;
  /** The discount is larger than the subtotal. */
  discountTooLarge: boolean;
}

/** Σ lines − discount (invalid lines count as zero until fixed). */
export function budgetTotals(lines: LineInput[], discount: string): BudgetTotals {
  const subtotal = lines.reduce((sum, line) => sum + (lineCents(line) ?? 0n), 0n);
  const off = discount.trim() ? (toCents(discount) ?? 0n) : 0n;
  return { subtotal: fromCents(subtotal), discount: fromCents(off), total: fromCents(subtotal - off), discountTooLarge: off > subtotal };
}

/**
 * Money as the API sends it (decimal strings) in integer cents for comparisons, never floats:
 * NUMERIC(14,2) fits in a double's 53-bit integer range as cents (at most ~10^14).
 */
import { isValidCnpj, isValidCpf, onlyDigits } from '@sge/shared/contract';

/** '1234.5' → 123450 (also '-0.10' → -10). */
export function toCents(decimal: string): number {
  const negative = decimal.trim().startsWith('-');
  const [int = '0', frac = ''] = decimal.trim().replace(/^-/, '').split('.');
  const cents = Number(int) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

/** '1234.50' → '1.234,50' (string work only), as typed in a pt-BR money field. */
export function decimalToMoneyInput(decimal: string): string {
  const [int = '0', frac = ''] = decimal.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped},${frac.padEnd(2, '0').slice(0, 2)}`;
}

/** Form rule: a CPF or CNPJ with valid check digits (optional). */
export function cpfOrCnpjRule(value: unknown): true | string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return true;
  const digits = onlyDigits(text);
  if (digits.length === 11) return isValidCpf(digits) || 'CPF inválido';
  if (digits.length === 14) return isValidCnpj(digits) || 'CNPJ inválido';
  return 'CPF/CNPJ inválido';
}

/** '11222333000181' → '11.222.333/0001-81'; '52998224725' → '529.982.247-25'. */
export function formatDocument(value: string | null | undefined): string {
  if (!value) return '';
  const d = onlyDigits(value);
  if (d.length === 11) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
  if (d.length === 14) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
  return value;
}

/** Today in the browser's calendar, YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 123450 → '1234.50' (integer work only). */
export function centsToDecimal(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * pt-BR formats (SPEC §5, §9): dates dd/MM/yyyy, 24 h time, BRL with 2 decimals. A YYYY-MM-DD string
 * is a local calendar date, never shifted by the time zone.
 */
import { DateTime } from 'luxon';

export const INVALID_DATE = 'Data inválida';
export const INVALID_TIME = 'Hora inválida';
export const LOCALE = 'pt-BR';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export type DateInput = string | number | Date | DateTime | null | undefined;

/** Reads a date: YYYY-MM-DD as a local date, other strings as ISO, numbers as epoch ms. */
export function toDateTime(value: DateInput): DateTime | null {
  if (value === null || value === undefined || value === '') return null;
  let dt: DateTime;
  if (DateTime.isDateTime(value)) dt = value;
  else if (value instanceof Date) dt = DateTime.fromJSDate(value);
  else if (typeof value === 'number') dt = DateTime.fromMillis(value);
  else if (DATE_ONLY.test(value)) dt = DateTime.fromISO(value, { zone: 'local' });
  else dt = DateTime.fromISO(value);
  return dt.isValid ? dt.setLocale(LOCALE) : null;
}

/** dd/MM/yyyy, or 'Data inválida'. */
export function formatDate(value: DateInput): string {
  const dt = toDateTime(value);
  return dt ? dt.toFormat('dd/MM/yyyy') : INVALID_DATE;
}

/** HH:mm (24 h), or 'Hora inválida'. */
export function formatTime(value: DateInput): string {
  const dt = toDateTime(value);
  return dt ? dt.toFormat('HH:mm') : INVALID_TIME;
}

/** dd/MM/yyyy HH:mm, or 'Data inválida'. */
export function formatDateTime(value: DateInput): string {
  const dt = toDateTime(value);
  return dt ? dt.toFormat('dd/MM/yyyy HH:mm') : INVALID_DATE;
}

/** Long pt-BR date, e.g. 'sábado, 21 de novembro de 2026'. */
export function formatLongDate(value: DateInput): string {
  const dt = toDateTime(value);
  return dt ? dt.toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) : INVALID_DATE;
}

/** The local calendar date as YYYY-MM-DD (for API payloads and date inputs). */
export function toIsoDate(value: DateInput): string | null {
  const dt = toDateTime(value);
  return dt ? dt.toISODate() : null;
}

/**
 * Built on the first amount shown, not when the module loads: a currency format loads ICU's data for
 * the locale, about 30 ms on a phone, and the first screens (sign-in, a coordinator's events) show no
 * amount.
 */
let brlFormat: Intl.NumberFormat | undefined;
const brl = (): Intl.NumberFormat =>
  (brlFormat ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * BRL with 2 decimals ('R$ 1.234,50' with a non-breaking space, as Intl writes it); 'R$ 0,00' when
 * empty. Accepts the API's decimal strings; formatting only, never arithmetic.
 */
export function formatCurrency(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return brl().format(0);
  const n = typeof value === 'number' ? value : Number(value);
  return brl().format(Number.isFinite(n) ? n : 0);
}

/** '12345678901' → '123.456.789-01'. */
export { formatCpf } from '../contract/rules';

/** '11987654321' → '(11) 98765-4321'. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const d = value.replace(/\D/g, '');
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return value;
}

/**
 * The two formats a phone's first screen shows (an event's days, the last sync), without luxon:
 * `@sge/shared/format` loads luxon and reads the locale through Intl when first used, about 20 KB
 * and a long task on a throttled phone before the first signed-in screen (issue 15). The same
 * outputs as `formatDate` of a YYYY-MM-DD string and `formatDateTime` of an instant (a test holds
 * them equal). Pure functions with no state: bundled where used, not a shared singleton.
 */

const INVALID_DATE = 'Data inválida';
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, size = 2): string => String(n).padStart(size, '0');

const dateOf = (d: Date): string => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${pad(d.getFullYear(), 4)}`;

/** dd/MM/yyyy of a YYYY-MM-DD calendar date (never shifted by the time zone), or 'Data inválida'. */
export function formatCalendarDate(iso: string): string {
  const match = DATE_ONLY.exec(iso);
  if (!match) return INVALID_DATE;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return INVALID_DATE;
  return dateOf(date);
}

/** dd/MM/yyyy HH:mm of an instant (epoch ms, or an ISO string) in the device's zone, or 'Data inválida'. */
export function formatLocalDateTime(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return INVALID_DATE;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return INVALID_DATE;
  return `${dateOf(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** HH:mm (24 h) of an instant (epoch ms, or an ISO string) in the device's zone, or 'Hora inválida'. */
export function formatLocalTime(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Hora inválida';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Hora inválida';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

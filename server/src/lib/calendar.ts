/** The company's calendar: São Paulo's, whatever zone the server runs in. */

export const COMPANY_TIME_ZONE = 'America/Sao_Paulo';

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** True for a real calendar date in YYYY-MM-DD ('2030-02-30' is not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today on the company's calendar, YYYY-MM-DD. */
export const todayInCompanyZone = (now = new Date()): string => DAY.format(now);

/** The calendar day `days` after `day` (YYYY-MM-DD; negative: before). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The company's calendar: São Paulo's, whatever zone the server runs in. */

export const COMPANY_TIME_ZONE = 'America/Sao_Paulo';

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today on the company's calendar, YYYY-MM-DD. */
export const todayInCompanyZone = (now = new Date()): string => DAY.format(now);

/** The calendar day `days` after `day` (YYYY-MM-DD; negative: before). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

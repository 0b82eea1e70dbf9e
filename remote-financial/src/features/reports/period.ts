/** The period filter of the report screens: defaults, validation (same limits as the server) and labels. */
import {
  REPORT_MAX_DAY_BUCKETS,
  REPORT_MAX_RANGE_DAYS,
  REPORT_MESSAGES,
  type ReportGroupBy,
} from '@sge/shared/contract';
import { formatDate } from '@sge/shared/format';

export interface PeriodValue {
  startDate: string;
  endDate: string;
  groupBy: ReportGroupBy;
}

export type PeriodErrors = Partial<Record<'startDate' | 'endDate' | 'groupBy', string>>;

const pad = (n: number): string => String(n).padStart(2, '0');
/** A local calendar date as YYYY-MM-DD. */
const iso = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The current month (from its first to its last day), grouped by day. */
export function currentMonth(now: Date = new Date()): PeriodValue {
  return { startDate: iso(new Date(now.getFullYear(), now.getMonth(), 1)), endDate: iso(new Date(now.getFullYear(), now.getMonth() + 1, 0)), groupBy: 'day' };
}

/** The last six months up to the end of the current one, grouped by month (the server's default). */
export function lastSixMonths(now: Date = new Date()): PeriodValue {
  return { startDate: iso(new Date(now.getFullYear(), now.getMonth() - 5, 1)), endDate: iso(new Date(now.getFullYear(), now.getMonth() + 1, 0)), groupBy: 'month' };
}

/** The last twelve months up to the end of the current one, grouped by month. */
export function lastTwelveMonths(now: Date = new Date()): PeriodValue {
  return { startDate: iso(new Date(now.getFullYear(), now.getMonth() - 11, 1)), endDate: iso(new Date(now.getFullYear(), now.getMonth() + 1, 0)), groupBy: 'month' };
}

/** The current calendar year, January to December, grouped by month. */
export function thisYear(now: Date = new Date()): PeriodValue {
  return { startDate: iso(new Date(now.getFullYear(), 0, 1)), endDate: iso(new Date(now.getFullYear(), 11, 31)), groupBy: 'month' };
}

/** A real calendar date YYYY-MM-DD as a UTC instant, or null. */
function parseDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.getTime() : null;
}

/** The first failing rule per field (empty when the period is valid). */
export function validatePeriod(value: PeriodValue): PeriodErrors {
  const start = parseDay(value.startDate);
  const end = parseDay(value.endDate);
  const errors: PeriodErrors = {};
  if (start === null) errors.startDate = REPORT_MESSAGES.invalidStartDate;
  if (end === null) errors.endDate = REPORT_MESSAGES.invalidEndDate;
  if (start !== null && end !== null) {
    const days = Math.round((end - start) / 86_400_000) + 1;
    if (days < 1) errors.endDate = REPORT_MESSAGES.endBeforeStart;
    else if (days > REPORT_MAX_RANGE_DAYS) errors.endDate = REPORT_MESSAGES.rangeTooLong;
    else if (value.groupBy === 'day' && days > REPORT_MAX_DAY_BUCKETS) errors.groupBy = REPORT_MESSAGES.dayRangeTooLong;
  }
  return errors;
}

/** '01/01/2030 a 31/03/2030' */
export const periodLabel = ({ startDate, endDate }: { startDate: string; endDate: string }): string =>
  `${formatDate(startDate)} a ${formatDate(endDate)}`;

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** A bucket's short label: 'mar/2030' for a month key, 'dd/MM' for a day or week's first day. */
export function bucketLabel(key: string, groupBy: ReportGroupBy): string {
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) return `${MONTHS[Number(month[2]) - 1]}/${month[1]}`;
  const day = formatDate(key).slice(0, 5);
  return groupBy === 'week' ? `sem. ${day}` : day;
}

const monthName = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A bucket's long label for tables: 'março de 2030', '14/01/2030 a 20/01/2030' or '14/01/2030'. */
export function bucketLongLabel(bucket: { period: string; startDate: string; endDate: string }, groupBy: ReportGroupBy): string {
  const month = /^(\d{4})-(\d{2})$/.exec(bucket.period);
  if (groupBy === 'month' && month) return monthName.format(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
  if (groupBy === 'week') return periodLabel(bucket);
  return formatDate(bucket.startDate);
}

/** A decimal string as a number for plotting only (never for arithmetic on money). */
export const plot = (value: string | null | undefined): number => (value ? Number(value) : 0);

/** '12,50 %' or '—' for a null percentage. */
export const formatPercent = (value: string | null | undefined): string =>
  value === null || value === undefined ? '—' : `${value.replace('.', ',')} %`;

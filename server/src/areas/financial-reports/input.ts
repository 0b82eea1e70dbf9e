/**
 * The period a report covers: the caller's startDate/endDate (real calendar dates, end ≥ start, not
 * longer than the limits of the contract) or the defaults, counted from São Paulo's calendar date.
 */
import {
  REPORT_MAX_DAY_BUCKETS,
  REPORT_MAX_RANGE_DAYS,
  REPORT_MESSAGES,
  type ReportGroupBy,
  type ReportPeriod,
} from '@sge/shared/contract';
import { badRequest } from '../../http/errors';
import { todayInCompanyZone } from '../../lib/calendar';

function parseDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = year >= 1900 && year <= 9999 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

const format = (date: Date): string => date.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** First day of the month `offset` months from the month of `day`. */
function monthStart(day: string, offset: number): Date {
  const date = parseDay(day)!;
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
}

/** Last day of the month `offset` months from the month of `day`. */
const monthEnd = (day: string, offset: number): Date => new Date(monthStart(day, offset + 1).getTime() - DAY_MS);

export interface PeriodInput {
  startDate?: string;
  endDate?: string;
  groupBy?: ReportGroupBy;
}

/**
 * Resolves and validates a period. `defaultMonths` is how many calendar months up to the current
 * one are covered when a date is missing (6 for the reports, 1 for the dashboard).
 */
export function resolvePeriod(input: PeriodInput, { today = todayInCompanyZone(), defaultMonths = 6 } = {}): ReportPeriod & { groupBy: ReportGroupBy } {
  const startDate = input.startDate ?? format(monthStart(input.endDate && parseDay(input.endDate) ? input.endDate : today, 1 - defaultMonths));
  const endDate = input.endDate ?? format(input.startDate && parseDay(input.startDate) ? monthEnd(input.startDate, defaultMonths - 1) : monthEnd(today, 0));
  const start = parseDay(startDate);
  if (!start) throw badRequest(REPORT_MESSAGES.invalidStartDate);
  const end = parseDay(endDate);
  if (!end) throw badRequest(REPORT_MESSAGES.invalidEndDate);
  if (end < start) throw badRequest(REPORT_MESSAGES.endBeforeStart);
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
  if (days > REPORT_MAX_RANGE_DAYS) throw badRequest(REPORT_MESSAGES.rangeTooLong);
  const groupBy = input.groupBy ?? 'month';
  if (groupBy === 'day' && days > REPORT_MAX_DAY_BUCKETS) throw badRequest(REPORT_MESSAGES.dayRangeTooLong);
  return { startDate, endDate, groupBy };
}

/**
 * Calendar dates of the accounts area. "Today" is São Paulo's date, taken from the database clock
 * (TODAY) so every comparison of the area uses one clock; recurring occurrences are plain calendar
 * arithmetic on YYYY-MM-DD strings (UTC Date objects only as a calculator, never a time zone).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, RecurringFrequency } from '../../db/schema';
import { addDays } from '../../lib/calendar';

/** São Paulo's today as a SQL date expression. */
export const TODAY = sql<string>`(now() AT TIME ZONE 'America/Sao_Paulo')::date`;

/** São Paulo's today, YYYY-MM-DD, read from the database clock. */
export async function today(db: Kysely<DB> | Transaction<DB>): Promise<string> {
  const { rows } = await sql<{ today: string }>`SELECT ${TODAY} AS today`.execute(db);
  return rows[0].today;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const toIso = (d: Date): string => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const parse = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const daysInMonth = (year: number, month0: number): number => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();


/** `iso` + n months, the day clamped to the month's length (Jan 31 + 1 → Feb 28/29). */
export function addMonths(iso: string, months: number): string {
  const d = parse(iso);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month0 = total - year * 12;
  const day = Math.min(d.getUTCDate(), daysInMonth(year, month0));
  return toIso(new Date(Date.UTC(year, month0, day)));
}

/** ISO 8601 week of a date, as '2026-W47'. */
export function isoWeek(iso: string): string {
  const d = parse(iso);
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${pad(week)}`;
}

/** The period a due date belongs to: '2026-11' (monthly), '2026' (yearly), '2026-W47' (weekly). */
export function periodOf(frequency: RecurringFrequency, dueDate: string): string {
  if (frequency === 'MENSAL') return dueDate.slice(0, 7);
  if (frequency === 'ANUAL') return dueDate.slice(0, 4);
  return isoWeek(dueDate);
}

/** The n-th occurrence (n ≥ 0) of a schedule starting on `start`. */
export function occurrence(frequency: RecurringFrequency, start: string, n: number): string {
  if (frequency === 'SEMANAL') return addDays(start, 7 * n);
  if (frequency === 'MENSAL') return addMonths(start, n);
  return addMonths(start, 12 * n);
}

interface Schedule {
  frequency: RecurringFrequency;
  startDate: string;
  endDate: string | null;
}

/** Every occurrence in [from, to], in order (bounded by the schedule's start and end). */
export function occurrencesBetween(schedule: Schedule, from: string, to: string): string[] {
  const last = schedule.endDate && schedule.endDate < to ? schedule.endDate : to;
  const result: string[] = [];
  // Jump close to `from` instead of walking from a start date years back.
  let n = 0;
  if (from > schedule.startDate) {
    const s = parse(schedule.startDate);
    const f = parse(from);
    if (schedule.frequency === 'SEMANAL') n = Math.max(0, Math.floor((f.getTime() - s.getTime()) / (7 * 86_400_000)) - 1);
    else {
      const months = (f.getUTCFullYear() - s.getUTCFullYear()) * 12 + f.getUTCMonth() - s.getUTCMonth();
      n = Math.max(0, (schedule.frequency === 'MENSAL' ? months : Math.floor(months / 12)) - 1);
    }
  }
  for (; ; n++) {
    const date = occurrence(schedule.frequency, schedule.startDate, n);
    if (date > last) break;
    if (date >= from) result.push(date);
  }
  return result;
}

/** First and last day of the month 'YYYY-MM'. */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, m] = month.split('-').map(Number);
  return { first: `${month}-01`, last: `${month}-${pad(daysInMonth(year, m - 1))}` };
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** 'R$ 1.234,50' for a message (formatting only, never arithmetic). */
export const formatBrl = (decimal: string): string => brl.format(Number(decimal)).replace(/\u00a0/g, ' ');

/**
 * Double booking: the same employee on two events the same day.
 * - Assigning asks for confirmation: the repository answers the other events of the day (a dry
 *   run, or a 409 naming them unless the booking is confirmed).
 * - Times may not overlap: a check-in or check-out (online, or synced from a device) that would
 *   make the employee's time at one event overlap their time at another event that day is refused
 *   (409 online, a `refused` verdict in the batch).
 * Every writer of an employee's day takes `lockEmployeeDays` after its row locks (events, then
 * links), so two events' check-ins of one person are decided one after the other; the holder of
 * this lock never waits for a row lock, so the order of locks.ts stays deadlock-free.
 */
import { sql } from 'kysely';
import type { EmployeeDayOverlap } from '@sge/shared/contract';
import { formatClock } from './dates';
import type { Executor } from './links-query';
import { EVENT_MESSAGES } from './messages';

/** The advisory-lock class of an employee's days (the second key is the employee id). */
const EMPLOYEE_DAY_LOCK_CLASS = 734_011_805;

/** Serializes the writers of these employees' days until the transaction ends (ascending ids). */
export async function lockEmployeeDays(trx: Executor, employeeIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(employeeIds)].sort((a, b) => a - b);
  for (const id of ids) await sql`SELECT pg_advisory_xact_lock(${EMPLOYEE_DAY_LOCK_CLASS}::int, ${id}::int)`.execute(trx);
}

export interface DayKey {
  employeeId: number;
  eventDay: string;
}

/** A staff link of an employee's day, with its event's name (for the messages). */
export interface DayLink extends EmployeeDayOverlap {
  employeeId: number;
}

/** Every link of these employees on these days, with the event's name and location. */
export async function linksOfDays(db: Executor, keys: readonly DayKey[]): Promise<DayLink[]> {
  if (!keys.length) return [];
  const rows = JSON.stringify(keys.map((key) => ({ employee_id: key.employeeId, event_day: key.eventDay })));
  const { rows: links } = await sql<DayLink>`
    SELECT ee.id AS "eventEmployeeId", ee.event_id AS "eventId", ee.employee_id AS "employeeId", ev.name AS "eventName",
           ev.location AS "eventLocation", to_char(ee.event_day, 'YYYY-MM-DD') AS "eventDay",
           ee.check_in AS "checkIn", ee.check_out AS "checkOut"
    FROM event_employees ee
    JOIN events ev ON ev.id = ee.event_id
    JOIN jsonb_to_recordset(${rows}::jsonb) AS k(employee_id bigint, event_day date)
      ON k.employee_id = ee.employee_id AND k.event_day = ee.event_day
    ORDER BY ee.event_day, ev.name, ee.id`.execute(db);
  // int8 arrives as a number and timestamptz as an ISO string (db/pg-types.ts).
  return links;
}

const ms = (iso: string): number => Date.parse(iso);

/**
 * Why these times of a link may not stand, or null. Another link's time runs from its check-in to
 * its check-out, or on without end while it has no check-out (the person has not left); the link's
 * own time runs from its check-in to its check-out, or is just the instant of its check-in while it
 * has none (a check-out may still come from another device). Touching ends do not overlap.
 */
export function overlapRefusal(
  own: { eventId: number; checkIn: string | null; checkOut: string | null },
  others: ReadonlyArray<Pick<EmployeeDayOverlap, 'eventId' | 'eventName' | 'checkIn' | 'checkOut'>>,
): string | null {
  if (!own.checkIn) return null;
  const start = ms(own.checkIn);
  const end = own.checkOut ? ms(own.checkOut) : null;
  for (const other of others) {
    if (other.eventId === own.eventId || !other.checkIn) continue;
    const otherStart = ms(other.checkIn);
    const otherEnd = other.checkOut ? ms(other.checkOut) : Infinity;
    const overlaps = end === null ? otherStart <= start && start < otherEnd : start < otherEnd && otherStart < end;
    if (overlaps) return EVENT_MESSAGES.overlappingTimes(other.eventName, formatClock(other.checkIn), other.checkOut ? formatClock(other.checkOut) : null);
  }
  return null;
}

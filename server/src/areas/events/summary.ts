/**
 * Freezing an event: per employee the days worked (a check-in was recorded; an assigned day with no
 * check-in is not paid) and the amount due, and the event's total, summed in SQL as NUMERIC (never as
 * floats) and stored with the event. Used by finalize and the demo seed.
 */
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** Marks the event finalized at `finalizedAt` (default: now) and stores its summary. */
export async function freezeEvent(trx: Transaction<DB>, eventId: number, finalizedAt: string | null = null): Promise<void> {
  await sql`
    UPDATE events ev
    SET is_finalized = true,
        finalized_at = f.at,
        updated_at = now(),
        summary = jsonb_build_object(
          'employeeSummary', coalesce((
            SELECT jsonb_agg(jsonb_build_object('employeeId', s.employee_id, 'name', e.name, 'days', s.days, 'total', s.total::text)
                             ORDER BY e.name, e.id)
            FROM (SELECT employee_id, count(*) AS days, round(sum(pay_rate), 2) AS total
                  FROM event_employees WHERE event_id = ev.id AND check_in IS NOT NULL GROUP BY employee_id) s
            JOIN employees e ON e.id = s.employee_id), '[]'::jsonb),
          'eventTotal', (SELECT round(coalesce(sum(pay_rate), 0), 2)::text FROM event_employees WHERE event_id = ev.id AND check_in IS NOT NULL),
          'finalizedDate', to_char(f.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    FROM (SELECT coalesce(${finalizedAt}::timestamptz, now()) AS at) f
    WHERE ev.id = ${eventId}`.execute(trx);
}

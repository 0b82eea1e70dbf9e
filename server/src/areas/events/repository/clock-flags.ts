/**
 * GET /events/{id}/clock-flags: the synced parts of an event's staff links whose device clock was
 * off by more than the system setting when they were sent (offline_sync_log.clock_flagged), newest
 * first, so a manager can check those times by hand. The flag never changed what was applied.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ClockFlag } from '@sge/shared/contract';
import { notFound } from '../../../http/errors';
import { EVENT_MESSAGES } from '../messages';

export function createClockFlags(app: FastifyInstance) {
  const { db } = app;
  return async (eventId: number): Promise<ClockFlag[]> => {
    const event = await db.selectFrom('events').select('id').where('id', '=', eventId).executeTakeFirst();
    if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
    const { rows } = await sql<ClockFlag>`
      SELECT l.id, l.event_employee_id AS "eventEmployeeId", ee.employee_id AS "employeeId", e.name AS "employeeName",
             ee.event_day AS "eventDay", l.kind, l.device_time AS "deviceTime", l.received_at AS "receivedAt",
             coalesce(l.clock_skew_ms, 0) AS "clockSkewMs", l.applied, rb.username AS "recordedBy", sb.username AS "sentBy"
      FROM offline_sync_log AS l
      JOIN event_employees AS ee ON ee.id = l.event_employee_id
      JOIN employees AS e ON e.id = ee.employee_id
      LEFT JOIN users AS rb ON rb.id = l.recorded_by
      LEFT JOIN users AS sb ON sb.id = l.user_id
      WHERE ee.event_id = ${eventId} AND l.clock_flagged
      ORDER BY l.received_at DESC, l.id DESC`.execute(db);
    return rows;
  };
}

export type ClockFlags = ReturnType<typeof createClockFlags>;

/**
 * GET /api/events/today: the coordinator's dashboard. The events not finalized with a day today (the
 * company's calendar day in São Paulo), each with today's staff and how many of them checked in,
 * counted in SQL, by name, at most TODAY_EVENTS_MAX.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, TODAY_EVENTS_MAX, TodayEventsSchema } from '@sge/shared/contract';
import { sql } from 'kysely';
import { requireRoles } from '../../../auth/guard';
import { PERMISSIONS } from '../../../auth/permissions';
import { COMPANY_TIME_ZONE } from '../../../lib/calendar';

interface TodayRow {
  today: string;
  id: number | null;
  name: string | null;
  location: string | null;
  staff_count: number | string;
  present_count: number | string;
}

export const todayEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { onRequest: requireRoles(...PERMISSIONS.events), schema: { response: { 200: Envelope(TodayEventsSchema) } } },
    async () => {
      const { rows } = await sql<TodayRow>`
        WITH d AS (SELECT (now() AT TIME ZONE ${COMPANY_TIME_ZONE})::date AS today),
        todays AS (
          SELECT ev.id, ev.name, ev.location
          FROM d
          JOIN event_days ed ON ed.date = d.today
          JOIN events ev ON ev.id = ed.event_id AND NOT ev.is_finalized
          ORDER BY ev.name, ev.id
          LIMIT ${TODAY_EVENTS_MAX}
        )
        SELECT to_char(d.today, 'YYYY-MM-DD') AS today, t.id, t.name, t.location,
               count(ee.id) AS staff_count,
               count(ee.id) FILTER (WHERE ee.check_in IS NOT NULL) AS present_count
        FROM d
        LEFT JOIN todays t ON true
        LEFT JOIN event_employees ee ON ee.event_id = t.id AND ee.event_day = d.today
        GROUP BY d.today, t.id, t.name, t.location
        ORDER BY t.name, t.id`.execute(app.db);
      const events = rows
        .filter((row) => row.id !== null)
        .map((row) => ({
          id: row.id!,
          name: row.name!,
          location: row.location!,
          staffCount: Number(row.staff_count),
          presentCount: Number(row.present_count),
        }));
      return { data: { today: rows[0]!.today, events } };
    },
  );
};

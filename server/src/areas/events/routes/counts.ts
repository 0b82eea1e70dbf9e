/**
 * GET /api/events/counts: the dashboard's events card. Counts the events (not finalized) with a day
 * today and with a day in the next 7 days, in SQL over event_days (indexed by date), so the card never
 * loads the event list. "Today" is the company's calendar day in São Paulo.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, EventCountsSchema } from '@sge/shared/contract';
import { sql } from 'kysely';
import { requireRoles } from '../../../auth/guard';
import { PERMISSIONS } from '../../../auth/permissions';
import { COMPANY_TIME_ZONE } from '../../../lib/calendar';

export const eventCountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { onRequest: requireRoles(...PERMISSIONS.events), schema: { response: { 200: Envelope(EventCountsSchema) } } },
    async () => {
      const { rows } = await sql<{ today: string; today_count: number | string; next_count: number | string }>`
        WITH d AS (SELECT (now() AT TIME ZONE ${COMPANY_TIME_ZONE})::date AS today)
        SELECT to_char(d.today, 'YYYY-MM-DD') AS today,
               count(DISTINCT ed.event_id) FILTER (WHERE ed.date = d.today) AS today_count,
               count(DISTINCT ed.event_id) FILTER (WHERE ed.date > d.today) AS next_count
        FROM d
        LEFT JOIN event_days ed ON ed.date BETWEEN d.today AND d.today + 7
          AND EXISTS (SELECT 1 FROM events ev WHERE ev.id = ed.event_id AND NOT ev.is_finalized)
        GROUP BY d.today`.execute(app.db);
      const row = rows[0]!;
      return { data: { today: row.today, todayCount: Number(row.today_count), next7DaysCount: Number(row.next_count) } };
    },
  );
};

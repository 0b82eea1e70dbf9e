/**
 * How many staff an event may have: the services its APROVADO or PAGO budgets contracted (each
 * service brings staff_per_unit people of its staff function per unit, per day), against the staff
 * assigned. An event without such a budget has no limits: every answer is an empty list.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ApprovedService, AvailableQuantity, ServiceLimit } from '@sge/shared/contract';
import { notFound } from '../../../http/errors';
import { assertEventDay } from './event-employees';
import type { Executor } from '../links-query';
import { EVENT_MESSAGES } from '../messages';

const CONTRACTED = sql`b.status IN ('APROVADO', 'PAGO')`;

async function assertEvent(db: Executor, eventId: number): Promise<void> {
  const event = await db.selectFrom('events').select('id').where('id', '=', eventId).executeTakeFirst();
  if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
}

/** Per staff function: limit (per-day limit × days), assigned links and what is left, for all days or one. */
async function availability(db: Executor, eventId: number, day: string | null): Promise<AvailableQuantity[]> {
  const { rows } = await sql<AvailableQuantity>`
    WITH limits AS (
      SELECT s.staff_function AS staff_function, sum(i.quantity * s.staff_per_unit) AS per_day
      FROM budget_items i
      JOIN budgets b ON b.id = i.budget_id
      JOIN service_catalog s ON s.id = i.service_id
      WHERE b.event_id = ${eventId} AND ${CONTRACTED} AND s.staff_function IS NOT NULL
      GROUP BY s.staff_function
    ),
    days AS (
      SELECT count(*) AS n FROM event_days WHERE event_id = ${eventId} AND (${day}::date IS NULL OR date = ${day}::date)
    ),
    assigned AS (
      SELECT lower(function) AS staff_function, count(*) AS n
      FROM event_employees
      WHERE event_id = ${eventId} AND (${day}::date IS NULL OR event_day = ${day}::date)
      GROUP BY lower(function)
    )
    SELECT l.staff_function AS "staffFunction",
           (l.per_day * d.n)::int AS "limit",
           coalesce(a.n, 0)::int AS assigned,
           greatest(l.per_day * d.n - coalesce(a.n, 0), 0)::int AS available
    FROM limits l
    CROSS JOIN days d
    LEFT JOIN assigned a ON a.staff_function = lower(l.staff_function)
    ORDER BY l.staff_function`.execute(db);
  return rows;
}

export function createStaffingRepository(app: FastifyInstance) {
  const { db } = app;
  return {
    /** One row per contracted service with a staff function: limitPerDay = quantity × staff per unit. */
    async serviceLimits(eventId: number): Promise<ServiceLimit[]> {
      await assertEvent(db, eventId);
      const { rows } = await sql<ServiceLimit>`
        SELECT s.id AS "serviceId", s.name AS "serviceName", s.staff_function AS "staffFunction",
               sum(i.quantity)::int AS quantity, s.staff_per_unit AS "staffPerUnit",
               (sum(i.quantity) * s.staff_per_unit)::int AS "limitPerDay"
        FROM budget_items i
        JOIN budgets b ON b.id = i.budget_id
        JOIN service_catalog s ON s.id = i.service_id
        WHERE b.event_id = ${eventId} AND ${CONTRACTED} AND s.staff_function IS NOT NULL
        GROUP BY s.id
        ORDER BY s.name, s.id`.execute(db);
      return rows;
    },

    /** Summed over the event's days. */
    async availableQuantities(eventId: number): Promise<AvailableQuantity[]> {
      await assertEvent(db, eventId);
      return availability(db, eventId, null);
    },

    /** For one day of the event (404 when the event does not have it). */
    async availableQuantitiesOnDay(eventId: number, day: string): Promise<AvailableQuantity[]> {
      await assertEventDay(db, eventId, day);
      return availability(db, eventId, day);
    },

    /** The contracted budget items, total = quantity × unit price × days (NUMERIC, in SQL). */
    async approvedServices(eventId: number): Promise<ApprovedService[]> {
      await assertEvent(db, eventId);
      const { rows } = await sql<ApprovedService>`
        SELECT b.id AS "budgetId", s.id AS "serviceId", s.name AS "serviceName", s.description, s.unit,
               i.unit_price AS "unitPrice", i.quantity, i.days, s.staff_function AS "staffFunction",
               s.staff_per_unit AS "staffPerUnit", round((i.quantity * i.unit_price * i.days), 2) AS total
        FROM budget_items i
        JOIN budgets b ON b.id = i.budget_id
        JOIN service_catalog s ON s.id = i.service_id
        WHERE b.event_id = ${eventId} AND ${CONTRACTED}
        ORDER BY b.id, s.name, i.id`.execute(db);
      return rows;
    },
  };
}

export type StaffingRepository = ReturnType<typeof createStaffingRepository>;

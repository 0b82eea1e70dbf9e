/** SQL of the badges area: an employee's current badge, its replacement, an event's badges to print. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { BADGE_MESSAGES, type Badge, type EventBadge } from '@sge/shared/contract';
import { notFound } from '../../http/errors';
import { EMPLOYEE_MESSAGES } from '../employees/messages';
import { assertEventDay } from '../events/repository/event-employees';
import { EVENT_MESSAGES } from '../events/messages';
import { newBadgeCode, toBadgeFace } from './codes';

const toBadge = (row: { employeeId: number; code: string; issuedAt: string }): Badge => ({
  employeeId: row.employeeId,
  ...toBadgeFace(row.code),
  issuedAt: row.issuedAt,
});

export function createBadgesRepository(app: FastifyInstance) {
  const { db } = app;
  return {
    /** The employee's current badge; 404 for an unknown employee. */
    async current(employeeId: number): Promise<Badge> {
      const row = await db
        .selectFrom('employees as e')
        .leftJoin('employee_badges as b', (join) => join.onRef('b.employee_id', '=', 'e.id').on('b.replaced_at', 'is', null))
        .select(['e.id as employeeId', 'b.code', 'b.issued_at as issuedAt'])
        .where('e.id', '=', employeeId)
        .executeTakeFirst();
      if (!row) throw notFound(EMPLOYEE_MESSAGES.notFound);
      // Every employee has one (migration 010 and its trigger); this guards a hand-edited database.
      if (!row.code || !row.issuedAt) throw notFound(BADGE_MESSAGES.notFound);
      return toBadge({ employeeId: row.employeeId, code: row.code, issuedAt: row.issuedAt });
    },

    /**
     * A new code for the employee; the current one is marked replaced (kept as history). The
     * employee row is locked, so concurrent replacements run one after the other and each leaves
     * exactly one current badge (the partial unique index is the backstop).
     */
    replace(employeeId: number, userId: number): Promise<Badge> {
      return db.transaction().execute(async (trx) => {
        const employee = await trx.selectFrom('employees').select('id').where('id', '=', employeeId).forNoKeyUpdate().executeTakeFirst();
        if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
        await trx
          .updateTable('employee_badges')
          .set({ replaced_at: sql<string>`now()` })
          .where('employee_id', '=', employeeId)
          .where('replaced_at', 'is', null)
          .execute();
        const row = await trx
          .insertInto('employee_badges')
          .values({
            employee_id: employeeId,
            code: newBadgeCode(),
            // Null when the signed-in user is no longer a row of users.
            issued_by: sql<number | null>`(SELECT id FROM users WHERE id = ${userId})`,
          })
          .returning(['employee_id as employeeId', 'code', 'issued_at as issuedAt'])
          .executeTakeFirstOrThrow();
        return toBadge(row);
      });
    },

    /**
     * One badge per staff member of the event (or of one of its days), by name: the function of
     * their first day in the selection and every day they work in the event.
     */
    async forEvent(eventId: number, day?: string): Promise<EventBadge[]> {
      if (day) await assertEventDay(db, eventId, day);
      else {
        const event = await db.selectFrom('events').select('id').where('id', '=', eventId).executeTakeFirst();
        if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
      }
      const rows = await db
        .selectFrom('event_employees as ee')
        .innerJoin('employees as e', 'e.id', 'ee.employee_id')
        .innerJoin('employee_badges as b', (join) => join.onRef('b.employee_id', '=', 'e.id').on('b.replaced_at', 'is', null))
        .select(['e.id as employeeId', 'e.name', 'ee.function', 'ee.event_day as day', 'b.code'])
        .where('ee.event_id', '=', eventId)
        .$if(day !== undefined, (qb) =>
          qb.where('ee.employee_id', 'in', (eb) =>
            eb.selectFrom('event_employees').select('employee_id').where('event_id', '=', eventId).where('event_day', '=', day!),
          ),
        )
        .orderBy('e.name')
        .orderBy('e.id')
        .orderBy('ee.event_day')
        .execute();
      const badges: EventBadge[] = [];
      const byEmployee = new Map<number, EventBadge>();
      for (const row of rows) {
        const badge = byEmployee.get(row.employeeId);
        if (badge) {
          badge.days.push(row.day);
          if (row.day === day) badge.function = row.function;
          continue;
        }
        const created = { employeeId: row.employeeId, name: row.name, function: row.function, days: [row.day], ...toBadgeFace(row.code) };
        byEmployee.set(row.employeeId, created);
        badges.push(created);
      }
      return badges;
    },
  };
}

export type BadgesRepository = ReturnType<typeof createBadgesRepository>;

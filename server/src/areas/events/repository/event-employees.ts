/** Staff links (an employee on one event day): SQL for /api/event-employees. */
import type { FastifyInstance } from 'fastify';
import { sql, type ExpressionBuilder, type SelectQueryBuilder, type Transaction } from 'kysely';
import {
  onlyDigits,
  type AssignmentCheck,
  type EmployeeDayOverlap,
  type EventEmployee,
  type EventEmployeeSort,
  type Page,
  type PageQuery,
} from '@sge/shared/contract';
import type { DB } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { escapeLike, paginate, nullable, sortBy, type SortColumns } from '../../../http/paging';
import { EMPLOYEE_MESSAGES } from '../../employees/messages';
import type { LinkInput } from '../input';
import { findLink, orderLinks, selectLinks, type Executor } from '../links-query';
import { databaseNow, lockEvent, lockLink } from '../locks';
import { EVENT_MESSAGES } from '../messages';
import { linksOfDays, lockEmployeeDays, overlapRefusal } from '../overlaps';

export interface LinkFilter {
  eventId?: number;
  employeeId?: number;
  eventDay?: string;
}

/** GET /event-employees: the filters, a search on the employee's name or CPF, and paging. */
export interface LinkListQuery extends LinkFilter, PageQuery {
  search?: string;
}

/** What the general list may be sorted by (EVENT_EMPLOYEE_SORTS), in SQL. */
const SORTS: SortColumns<EventEmployeeSort> = {
  eventDay: 'ee.event_day',
  employeeName: 'e.name',
  function: 'ee.function',
  payRate: 'ee.pay_rate',
  checkIn: nullable('ee.check_in'),
  checkOut: nullable('ee.check_out'),
  eventId: 'ee.event_id',
};

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  (error as { code?: string })?.code === UNIQUE_VIOLATION && (error as { constraint?: string }).constraint === constraint;

async function assertEventExists(db: Executor, eventId: number): Promise<void> {
  const event = await db.selectFrom('events').select('id').where('id', '=', eventId).executeTakeFirst();
  if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
}

async function assertEmployeeExists(db: Executor, employeeId: number): Promise<void> {
  const employee = await db.selectFrom('employees').select('id').where('id', '=', employeeId).executeTakeFirst();
  if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
}

/** 404 'Dia não encontrado no evento' unless the event (which must exist) has that day. */
export async function assertEventDay(db: Executor, eventId: number, day: string): Promise<void> {
  await assertEventExists(db, eventId);
  const found = await db.selectFrom('event_days').select('id').where('event_id', '=', eventId).where('date', '=', day).executeTakeFirst();
  if (!found) throw notFound(EVENT_MESSAGES.dayNotInEvent);
}

/** 409 when these times would overlap the employee's time at another event that day. */
async function assertNoOverlap(
  trx: Executor,
  link: { employeeId: number; eventDay: string },
  times: { eventId: number; checkIn: string | null; checkOut: string | null },
): Promise<void> {
  await lockEmployeeDays(trx, [link.employeeId]);
  const refusal = overlapRefusal(times, await linksOfDays(trx, [link]));
  if (refusal) throw conflict(refusal);
}

/**
 * What an assignment must pass (the event open, the employee active, the day in the event, not yet
 * on it) and the employee's other events that day, under the event's share lock and the
 * employee's day lock.
 */
async function checkAssignment(trx: Transaction<DB>, input: LinkInput) {
  await lockEvent(trx, input.eventId, 'share');
  const employee = await trx
    .selectFrom('employees')
    .select(['function', 'pay_rate', 'active'])
    .where('id', '=', input.employeeId)
    .executeTakeFirst();
  if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
  if (!employee.active) throw conflict(EVENT_MESSAGES.inactiveEmployee);
  const day = await trx
    .selectFrom('event_days')
    .select('id')
    .where('event_id', '=', input.eventId)
    .where('date', '=', input.eventDay)
    .executeTakeFirst();
  if (!day) throw conflict(EVENT_MESSAGES.dayNotInEventForLink);
  await lockEmployeeDays(trx, [input.employeeId]);
  const sameDay = await linksOfDays(trx, [{ employeeId: input.employeeId, eventDay: input.eventDay }]);
  if (sameDay.some((link) => link.eventId === input.eventId)) throw conflict(EVENT_MESSAGES.alreadyAssigned);
  const overlaps: EmployeeDayOverlap[] = sameDay.map(({ employeeId: _employee, ...overlap }) => overlap);
  return { employee, overlaps };
}

export function createEventEmployeesRepository(app: FastifyInstance) {
  const { db } = app;
  const filtered = (filter: LinkFilter) =>
    selectLinks(db)
      .$if(filter.eventId !== undefined, (qb) => qb.where('ee.event_id', '=', filter.eventId!))
      .$if(filter.employeeId !== undefined, (qb) => qb.where('ee.employee_id', '=', filter.employeeId!))
      .$if(filter.eventDay !== undefined, (qb) => qb.where('ee.event_day', '=', filter.eventDay!));
  /** Every link of one event, day or employee: bounded by its parent, so answered whole. */
  const list = (filter: LinkFilter): Promise<EventEmployee[]> => orderLinks(filtered(filter)).execute();

  return {
    /** One page of every staff link matching the filters and search (issue 14). */
    page(query: LinkListQuery): Promise<Page<EventEmployee>> {
      const search = query.search?.trim();
      const searchBy = (eb: ExpressionBuilder<DB & { ee: DB['event_employees']; e: DB['employees'] }, 'ee' | 'e'>) => {
        const digits = onlyDigits(search!);
        return eb.or([eb('e.name', 'ilike', `%${escapeLike(search!)}%`), ...(digits ? [eb('e.cpf', 'like', `%${digits}%`)] : [])]);
      };
      const qb = filtered(query).$if(Boolean(search), (q) => q.where(searchBy));
      // No sort asked: by day, then by name, as the list always was.
      const ordered = query.sort ? sortBy(qb, query.sort, SORTS, 'eventDay', 'ee.id') : orderLinks(qb);
      // Counted on the links alone (their employee only for a search): every link has its employee
      // (NOT NULL foreign key) and at most one live request, so the joins add no row nor remove one.
      // Five years (150,000 links): 300 ms (count over the list's joins) → about 20 ms.
      const count = async () => {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        const base: SelectQueryBuilder<any, any, { total: string }> = (
          search ? db.selectFrom('event_employees as ee').innerJoin('employees as e', 'e.id', 'ee.employee_id') : db.selectFrom('event_employees as ee')
        ).select((eb) => eb.fn.countAll<string>().as('total'));
        const row = await base
          .$if(query.eventId !== undefined, (q) => q.where('ee.event_id', '=', query.eventId!))
          .$if(query.employeeId !== undefined, (q) => q.where('ee.employee_id', '=', query.employeeId!))
          .$if(query.eventDay !== undefined, (q) => q.where('ee.event_day', '=', query.eventDay!))
          .$if(Boolean(search), (q) => q.where(searchBy))
          .executeTakeFirstOrThrow();
        return row.total;
      };
      return paginate(db, ordered, query, { count });
    },

    async byEvent(eventId: number): Promise<EventEmployee[]> {
      await assertEventExists(db, eventId);
      return list({ eventId });
    },

    async byEventDay(eventId: number, eventDay: string): Promise<EventEmployee[]> {
      await assertEventDay(db, eventId, eventDay);
      return list({ eventId, eventDay });
    },

    async byEmployee(employeeId: number): Promise<EventEmployee[]> {
      await assertEmployeeExists(db, employeeId);
      return list({ employeeId });
    },

    async byEventAndEmployee(eventId: number, employeeId: number): Promise<EventEmployee[]> {
      await assertEventExists(db, eventId);
      await assertEmployeeExists(db, employeeId);
      return list({ eventId, employeeId });
    },

    /**
     * Assigns an active employee to a day of the event; function and pay rate default to the
     * employee's. When the employee already works another event that day, the booking needs
     * `confirmOverlap` (409 naming the other events otherwise).
     */
    create(input: LinkInput): Promise<EventEmployee> {
      return db.transaction().execute(async (trx) => {
        const { employee, overlaps } = await checkAssignment(trx, input);
        if (overlaps.length && !input.confirmOverlap) throw conflict(EVENT_MESSAGES.bookedElsewhere(overlaps.map((o) => o.eventName)));
        try {
          const { id } = await trx
            .insertInto('event_employees')
            .values({
              event_id: input.eventId,
              employee_id: input.employeeId,
              event_day: input.eventDay,
              function: input.function ?? employee.function,
              pay_rate: input.payRate ?? employee.pay_rate,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return (await findLink(trx, id))!;
        } catch (error) {
          if (isUniqueViolation(error, 'event_employees_event_employee_day_key')) throw conflict(EVENT_MESSAGES.alreadyAssigned);
          throw error;
        }
      });
    },

    /** The dry run of `create`: the same checks and refusals, then the other events of the day; creates nothing. */
    check(input: LinkInput): Promise<AssignmentCheck> {
      return db.transaction().execute(async (trx) => ({ overlaps: (await checkAssignment(trx, input)).overlaps }));
    },

    update(id: number, input: { function: string; payRate: string }): Promise<EventEmployee> {
      return db.transaction().execute(async (trx) => {
        await lockLink(trx, id);
        await trx
          .updateTable('event_employees')
          .set({ function: input.function, pay_rate: input.payRate, last_updated_at: sql<string>`now()` })
          .where('id', '=', id)
          .execute();
        return (await findLink(trx, id))!;
      });
    },

    /** Removes an employee from a day; 409 once the day has a payment request (even a cancelled one). */
    remove(id: number): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await lockLink(trx, id);
        const request = await trx.selectFrom('payment_requests').select('id').where('event_employee_id', '=', id).limit(1).executeTakeFirst();
        if (request) throw conflict(EVENT_MESSAGES.linkHasPaymentRequests);
        await trx.deleteFrom('event_employees').where('id', '=', id).execute();
      });
    },

    /** Records the arrival at `time` (ISO) or now. */
    checkIn(id: number, time: string | undefined): Promise<EventEmployee> {
      return db.transaction().execute(async (trx) => {
        const link = await lockLink(trx, id);
        if (link.checkIn) throw conflict(EVENT_MESSAGES.checkInDone);
        const at = await databaseNow(trx, time);
        if (link.checkOut && Date.parse(at) > Date.parse(link.checkOut)) throw badRequest(EVENT_MESSAGES.checkOutBeforeCheckIn);
        await assertNoOverlap(trx, link, { eventId: link.eventId, checkIn: at, checkOut: link.checkOut });
        await trx
          .updateTable('event_employees')
          .set({ check_in: at, sync_status: 'SYNCED', last_updated_at: sql<string>`now()` })
          .where('id', '=', id)
          .execute();
        return (await findLink(trx, id))!;
      });
    },

    /** Records the departure at `time` (ISO) or now; needs a check-in no later than it. */
    checkOut(id: number, time: string | undefined): Promise<EventEmployee> {
      return db.transaction().execute(async (trx) => {
        const link = await lockLink(trx, id);
        if (!link.checkIn) throw badRequest(EVENT_MESSAGES.checkOutWithoutCheckIn);
        if (link.checkOut) throw conflict(EVENT_MESSAGES.checkOutDone);
        const at = await databaseNow(trx, time);
        if (Date.parse(at) < Date.parse(link.checkIn)) throw badRequest(EVENT_MESSAGES.checkOutBeforeCheckIn);
        await assertNoOverlap(trx, link, { eventId: link.eventId, checkIn: link.checkIn, checkOut: at });
        await trx
          .updateTable('event_employees')
          .set({ check_out: at, sync_status: 'SYNCED', last_updated_at: sql<string>`now()` })
          .where('id', '=', id)
          .execute();
        return (await findLink(trx, id))!;
      });
    },
  };
}

export type EventEmployeesRepository = ReturnType<typeof createEventEmployeesRepository>;

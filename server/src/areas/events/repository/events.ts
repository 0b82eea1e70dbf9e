/** Events and their days: SQL for /api/events. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type {
  Event,
  EventDayEmployee,
  EventListItem,
  EventListQuery,
  EventSort,
  EventSummary,
  Page,
} from '@sge/shared/contract';
import { conflict } from '../../../http/errors';
import { escapeLike, paginate, nullable, sortBy, type SortColumns } from '../../../http/paging';
import type { EventInput } from '../input';
import { orderLinks, selectLinks, type Executor } from '../links-query';
import { lockEvent } from '../locks';
import { COMPANY_TIME_ZONE } from '../../../lib/calendar';
import { EVENT_MESSAGES } from '../messages';
import { freezeEvent } from '../summary';

function selectEvents(db: Executor) {
  return db
    .selectFrom('events as ev')
    .select([
      'ev.id',
      'ev.name',
      sql<string>`coalesce(ev.location, '')`.as('location'),
      'ev.description',
      'ev.is_finalized as isFinalized',
      'ev.summary',
      'ev.created_at as createdAt',
      'ev.updated_at as updatedAt',
    ]);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number];

/** Adds each event's days, and each day's staff, in two queries whatever the number of events. */
async function withDays(db: Executor, rows: EventRow[]): Promise<Event[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [days, links] = await Promise.all([
    db.selectFrom('event_days').select(['event_id as eventId', 'date']).where('event_id', 'in', ids).orderBy('date').execute(),
    orderLinks(selectLinks(db).where('ee.event_id', 'in', ids)).execute(),
  ]);
  const staff = new Map<string, EventDayEmployee[]>();
  for (const link of links) {
    const key = `${link.eventId}|${link.eventDay}`;
    const list = staff.get(key) ?? [];
    list.push({
      id: link.id,
      employeeId: link.employeeId,
      name: link.employeeFullName,
      function: link.function,
      payRate: link.payRate,
      checkIn: link.checkIn,
      checkOut: link.checkOut,
      paymentRequested: link.paymentRequested,
      paid: link.paid,
      syncStatus: link.syncStatus,
    });
    staff.set(key, list);
  }
  return rows.map(({ summary, ...event }) => ({
    ...event,
    summary: (summary as EventSummary | null) ?? null,
    eventDays: days
      .filter((day) => day.eventId === event.id)
      .map((day) => ({ date: day.date, employees: staff.get(`${event.id}|${day.date}`) ?? [] })),
  }));
}

/** The event's first day, for ORDER BY (event_days is indexed by event). */
const FIRST_DAY = sql<string | null>`(SELECT min(d.date) FROM event_days d WHERE d.event_id = ev.id)`;
/** Today's date in the company's zone. */
const TODAY = sql<string>`(now() AT TIME ZONE ${COMPANY_TIME_ZONE})::date`;
/** The event's next day, today included. */
const NEXT_DAY = sql<string | null>`(SELECT min(d.date) FROM event_days d WHERE d.event_id = ev.id AND d.date >= ${TODAY})`;

/** What the list may be sorted by (EVENT_SORTS), in SQL. */
const SORTS: SortColumns<EventSort> = {
  name: 'ev.name',
  location: nullable('ev.location'),
  status: 'ev.is_finalized',
  firstDay: nullable(FIRST_DAY),
  staffCount: sql`(SELECT count(DISTINCT ee.employee_id) FROM event_employees ee WHERE ee.event_id = ev.id)`,
  createdAt: 'ev.created_at',
};

type ListRow = Omit<EventListItem, 'eventDays' | 'staffCount' | 'staffDays'>;

/** Adds each listed event's days with their staff counts, and its distinct staff, in two queries for the page. */
async function withCounts(db: Executor, rows: ListRow[]): Promise<EventListItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [days, people] = await Promise.all([
    db
      .selectFrom('event_days as d')
      .leftJoin('event_employees as ee', (join) => join.onRef('ee.event_id', '=', 'd.event_id').onRef('ee.event_day', '=', 'd.date'))
      .select(['d.event_id as eventId', 'd.date', sql<string>`count(ee.id)`.as('staffCount')])
      .where('d.event_id', 'in', ids)
      .groupBy(['d.event_id', 'd.date'])
      .orderBy('d.date')
      .execute(),
    db
      .selectFrom('event_employees')
      .select(['event_id as eventId', sql<string>`count(DISTINCT employee_id)`.as('staffCount')])
      .where('event_id', 'in', ids)
      .groupBy('event_id')
      .execute(),
  ]);
  const staffOf = new Map(people.map((row) => [row.eventId, Number(row.staffCount)]));
  return rows.map((event) => {
    const eventDays = days.filter((day) => day.eventId === event.id).map((day) => ({ date: day.date, staffCount: Number(day.staffCount) }));
    return {
      ...event,
      eventDays,
      staffCount: staffOf.get(event.id) ?? 0,
      staffDays: eventDays.reduce((sum, day) => sum + day.staffCount, 0),
    };
  });
}

async function findEvent(db: Executor, id: number): Promise<Event | undefined> {
  const rows = await selectEvents(db).where('ev.id', '=', id).execute();
  return (await withDays(db, rows))[0];
}

export function createEventsRepository(app: FastifyInstance) {
  const { db } = app;
  return {
    /** One page of the events matching the search and status, with their days' staff counts (issue 14). */
    async list(query: EventListQuery): Promise<Page<EventListItem>> {
      const search = query.search?.trim();
      const filtered = db
        .selectFrom('events as ev')
        .select([
          'ev.id',
          'ev.name',
          sql<string>`coalesce(ev.location, '')`.as('location'),
          'ev.description',
          'ev.is_finalized as isFinalized',
          'ev.created_at as createdAt',
          'ev.updated_at as updatedAt',
        ])
        .$if(Boolean(search), (qb) =>
          qb.where((eb) => {
            const pattern = `%${escapeLike(search!)}%`;
            return eb.or([eb('ev.name', 'ilike', pattern), eb('ev.location', 'ilike', pattern), eb('ev.description', 'ilike', pattern)]);
          }),
        )
        .$if(query.status !== undefined, (qb) => qb.where('ev.is_finalized', '=', query.status === 'finalized'))
        .$if(query.status === 'upcoming', (qb) => qb.where(sql<boolean>`${NEXT_DAY} IS NOT NULL`));
      const ordered = query.sort
        ? sortBy(filtered, query.sort, SORTS, 'status', 'ev.id')
        : query.status === 'upcoming'
          ? filtered.orderBy(NEXT_DAY).orderBy('ev.name').orderBy('ev.id')
          : filtered.orderBy('ev.is_finalized').orderBy(sql`${FIRST_DAY} NULLS LAST`).orderBy('ev.name').orderBy('ev.id');
      const page = await paginate(db, ordered, query);
      return { ...page, data: await withCounts(db, page.data) };
    },

    findById: (id: number): Promise<Event | undefined> => findEvent(db, id),

    create(input: EventInput): Promise<Event> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('events')
          .values({ name: input.name, location: input.location, description: input.description })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (input.days?.length) {
          await trx.insertInto('event_days').values(input.days.map((date) => ({ event_id: id, date }))).execute();
        }
        return (await findEvent(trx, id))!;
      });
    },

    /** Replaces name, location and description; with `days`, adds the new dates and removes the absent ones. */
    update(id: number, input: EventInput): Promise<Event> {
      return db.transaction().execute(async (trx) => {
        await lockEvent(trx, id, 'update');
        await trx
          .updateTable('events')
          .set({ name: input.name, location: input.location, description: input.description, updated_at: sql<string>`now()` })
          .where('id', '=', id)
          .execute();
        if (input.days) {
          const wanted = new Set(input.days);
          const current = await trx.selectFrom('event_days').select('date').where('event_id', '=', id).execute();
          const removed = current.map((day) => day.date).filter((date) => !wanted.has(date));
          const have = new Set(current.map((day) => day.date));
          const added = input.days.filter((date) => !have.has(date));
          if (removed.length) {
            const staffed = await trx
              .selectFrom('event_employees')
              .select('id')
              .where('event_id', '=', id)
              .where('event_day', 'in', removed)
              .limit(1)
              .executeTakeFirst();
            if (staffed) throw conflict(EVENT_MESSAGES.dayHasStaff);
            await trx.deleteFrom('event_days').where('event_id', '=', id).where('date', 'in', removed).execute();
          }
          if (added.length) {
            await trx.insertInto('event_days').values(added.map((date) => ({ event_id: id, date }))).execute();
          }
        }
        return (await findEvent(trx, id))!;
      });
    },

    /** Deletes the event with its days and staff, unless a staff day has a check-in or a payment request. */
    remove(id: number): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await lockEvent(trx, id, 'update');
        const { rows } = await sql<{ blocked: boolean }>`
          SELECT EXISTS (
            SELECT 1 FROM event_employees ee
            WHERE ee.event_id = ${id}
              AND (ee.check_in IS NOT NULL OR ee.check_out IS NOT NULL
                   OR EXISTS (SELECT 1 FROM payment_requests pr WHERE pr.event_employee_id = ee.id))
          ) AS blocked`.execute(trx);
        if (rows[0].blocked) throw conflict(EVENT_MESSAGES.eventHasRecords);
        await trx.deleteFrom('events').where('id', '=', id).execute();
      });
    },

    /** Freezes the event with its summary; 409 when it already is. */
    finalize(id: number): Promise<Event> {
      return db.transaction().execute(async (trx) => {
        const event = await lockEvent(trx, id, 'update', { allowFinalized: true });
        if (event.isFinalized) throw conflict(EVENT_MESSAGES.alreadyFinalized);
        // A statement after the lock: it sees every staff change committed before the lock was granted.
        await freezeEvent(trx, id);
        return (await findEvent(trx, id))!;
      });
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;


/**
 * The event close-out ('Fechamento do evento'): one row per staff day with its times, hours, pay
 * rate, payment request and exceptions, and the totals by function against the APROVADO/PAGO
 * budgets' staff lines; and 'Solicitar pagamento dos presentes', which opens the request of every
 * day with a check-in that has none, set-based and idempotent, each day with its own outcome.
 * Both work on a finalized event: paying comes after finalizing.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  CLOSE_OUT_MESSAGES,
  maskPixKey,
  type CloseOutException,
  type CloseOutRow,
  type CloseOutTotal,
  type EventCloseOut,
  type PixKeyType,
  type RequestEventPaymentResult,
  type RequestEventPaymentsReply,
} from '@sge/shared/contract';
import type { Executor } from '../links-query';
import { notFound } from '../../../http/errors';
import { lockEvent } from '../locks';
import { EVENT_MESSAGES } from '../messages';

interface DayRow {
  eventEmployeeId: number;
  employeeId: number;
  employeeName: string;
  function: string;
  eventDay: string;
  checkIn: string | null;
  checkOut: string | null;
  hours: string | null;
  payRate: string;
  paymentRequestId: number | null;
  paymentRequestStatus: CloseOutRow['paymentRequestStatus'];
  pixKey: string | null;
  pixKeyType: PixKeyType | null;
  otherEvent: boolean;
  clockFlagged: boolean;
}

/** The event's staff days with what the exceptions need, by day and name. */
async function readDays(db: Executor, eventId: number): Promise<DayRow[]> {
  const { rows } = await sql<DayRow>`
    SELECT ee.id AS "eventEmployeeId", ee.employee_id AS "employeeId", e.name AS "employeeName", ee.function,
           ee.event_day AS "eventDay", ee.check_in AS "checkIn", ee.check_out AS "checkOut",
           CASE WHEN ee.check_in IS NOT NULL AND ee.check_out IS NOT NULL
                THEN round((extract(epoch FROM (ee.check_out - ee.check_in)) / 3600.0)::numeric, 2) END AS hours,
           ee.pay_rate AS "payRate", pr.id AS "paymentRequestId", pr.status AS "paymentRequestStatus",
           e.pix_key AS "pixKey", e.pix_key_type AS "pixKeyType",
           EXISTS (SELECT 1 FROM event_employees o
                   WHERE o.employee_id = ee.employee_id AND o.event_day = ee.event_day AND o.event_id <> ee.event_id
                     AND o.check_in IS NOT NULL) AS "otherEvent",
           EXISTS (SELECT 1 FROM offline_sync_log l WHERE l.event_employee_id = ee.id AND l.clock_flagged) AS "clockFlagged"
    FROM event_employees ee
    JOIN employees e ON e.id = ee.employee_id
    LEFT JOIN LATERAL (
      SELECT p.id, p.status FROM payment_requests p
      WHERE p.event_employee_id = ee.id AND p.status <> 'CANCELLED'
      ORDER BY p.id DESC LIMIT 1
    ) pr ON true
    WHERE ee.event_id = ${eventId}
    ORDER BY ee.event_day, e.name, ee.id`.execute(db);
  return rows;
}

function exceptionsOf(day: DayRow): CloseOutException[] {
  const found: CloseOutException[] = [];
  if (day.checkIn && !day.checkOut) found.push('NO_CHECKOUT');
  if (!day.checkIn) found.push('ABSENT');
  if (day.otherEvent) found.push('OTHER_EVENT_SAME_DAY');
  if (day.clockFlagged) found.push('CLOCK_SKEW');
  if (!day.pixKey) found.push('NO_PIX_KEY');
  return found;
}

/** Sums of money strings in cents (exact; every amount has two decimals at most). */
const cents = (amount: string): number => Math.round(Number(amount) * 100);
const money = (c: number): string => (c / 100).toFixed(2);

interface BudgetLine {
  function: string;
  staffDays: number;
  amount: string;
}

async function budgetLines(db: Executor, eventId: number): Promise<BudgetLine[]> {
  const { rows } = await sql<{ function: string; staffDays: number; amount: string }>`
    WITH days AS (SELECT count(*)::int AS n FROM event_days WHERE event_id = ${eventId})
    SELECT s.staff_function AS function,
           (sum(i.quantity * s.staff_per_unit) * (SELECT n FROM days))::int AS "staffDays",
           sum(i.quantity * i.unit_price * i.days)::numeric(14, 2)::text AS amount
    FROM budget_items i
    JOIN budgets b ON b.id = i.budget_id
    JOIN service_catalog s ON s.id = i.service_id
    WHERE b.event_id = ${eventId} AND b.status IN ('APROVADO', 'PAGO') AND s.staff_function IS NOT NULL
    GROUP BY s.staff_function`.execute(db);
  return rows;
}

async function hasApprovedBudget(db: Executor, eventId: number): Promise<boolean> {
  const row = await db.selectFrom('budgets').select('id').where('event_id', '=', eventId).where('status', 'in', ['APROVADO', 'PAGO']).executeTakeFirst();
  return Boolean(row);
}

function totals(rows: CloseOutRow[], lines: BudgetLine[]): { byFunction: CloseOutTotal[]; overall: CloseOutTotal } {
  const key = (fn: string) => fn.toLocaleLowerCase('pt-BR');
  const acc = new Map<string, { fn: string; staffDays: number; workedDays: number; hours: number; payroll: number; budgetedStaffDays: number; budgeted: number }>();
  const entry = (fn: string) => {
    let found = acc.get(key(fn));
    if (!found) acc.set(key(fn), (found = { fn, staffDays: 0, workedDays: 0, hours: 0, payroll: 0, budgetedStaffDays: 0, budgeted: 0 }));
    return found;
  };
  for (const row of rows) {
    const t = entry(row.function);
    t.staffDays += 1;
    if (row.checkIn) {
      t.workedDays += 1;
      t.payroll += cents(row.payRate);
    }
    t.hours += row.hours ?? 0;
  }
  for (const line of lines) {
    const t = entry(line.function);
    t.budgetedStaffDays += line.staffDays;
    t.budgeted += cents(line.amount);
  }
  const toTotal = (fn: string | null, t: Omit<ReturnType<typeof entry>, 'fn'>): CloseOutTotal => ({
    function: fn,
    staffDays: t.staffDays,
    workedDays: t.workedDays,
    hours: Math.round(t.hours * 100) / 100,
    payroll: money(t.payroll),
    budgetedStaffDays: t.budgetedStaffDays,
    budgetedAmount: money(t.budgeted),
  });
  const all = [...acc.values()].sort((a, b) => a.fn.localeCompare(b.fn, 'pt-BR'));
  const sum = all.reduce(
    (s, t) => ({
      staffDays: s.staffDays + t.staffDays,
      workedDays: s.workedDays + t.workedDays,
      hours: s.hours + t.hours,
      payroll: s.payroll + t.payroll,
      budgetedStaffDays: s.budgetedStaffDays + t.budgetedStaffDays,
      budgeted: s.budgeted + t.budgeted,
    }),
    { staffDays: 0, workedDays: 0, hours: 0, payroll: 0, budgetedStaffDays: 0, budgeted: 0 },
  );
  return { byFunction: all.map((t) => toTotal(t.fn, t)), overall: toTotal(null, sum) };
}

export function createCloseOut(app: FastifyInstance) {
  const { db } = app;
  return {
    /** The close-out; `wholeKeys` (ADMIN, FINANCIAL) reads the PIX keys whole, else masked. */
    async read(eventId: number, wholeKeys: boolean): Promise<EventCloseOut> {
      const event = await db.selectFrom('events').select(['id', 'name', 'is_finalized']).where('id', '=', eventId).executeTakeFirst();
      if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
      const [days, lines, budgeted] = await Promise.all([readDays(db, eventId), budgetLines(db, eventId), hasApprovedBudget(db, eventId)]);
      const rows: CloseOutRow[] = days.map((day) => ({
        eventEmployeeId: day.eventEmployeeId,
        employeeId: day.employeeId,
        employeeName: day.employeeName,
        function: day.function,
        eventDay: day.eventDay,
        checkIn: day.checkIn,
        checkOut: day.checkOut,
        hours: day.hours === null ? null : Number(day.hours),
        payRate: day.payRate,
        paymentRequestId: day.paymentRequestId,
        paymentRequestStatus: day.paymentRequestStatus,
        pixKey: day.pixKey && day.pixKeyType ? (wholeKeys ? day.pixKey : maskPixKey(day.pixKey, day.pixKeyType)) : null,
        pixKeyType: day.pixKeyType,
        exceptions: exceptionsOf(day),
      }));
      // Exceptions first; the sort is stable, so each part keeps the day-and-name order.
      rows.sort((a, b) => Number(b.exceptions.length > 0) - Number(a.exceptions.length > 0));
      return { eventId: event.id, eventName: event.name, isFinalized: event.is_finalized, rows, ...totals(rows, lines), hasApprovedBudget: budgeted };
    },

    /**
     * Opens a request (the day's pay rate) for every staff day with a check-in and no live request.
     * Days with exceptions are skipped unless `include` names them. One transaction: the event FOR
     * SHARE and its links FOR UPDATE (the events area's lock order), so two calls at once create each
     * request once; a second call answers 'existing' for each.
     */
    requestPayments(eventId: number, include: number[], userId: number): Promise<RequestEventPaymentsReply> {
      return db.transaction().execute(async (trx) => {
        await lockEvent(trx, eventId, 'share', { allowFinalized: true });
        // The links first, ascending id (every writer's order), in a statement of their own: the
        // days are read after, in a new snapshot that sees the requests a call holding these locks
        // before us committed (a single locking read would check its old snapshot's requests).
        await sql`SELECT id FROM event_employees WHERE event_id = ${eventId} ORDER BY id FOR UPDATE`.execute(trx);
        const days = await readDays(trx, eventId);
        const ticked = new Set(include);
        const results: RequestEventPaymentResult[] = [];
        const toCreate: DayRow[] = [];
        for (const day of days) {
          const base = { eventEmployeeId: day.eventEmployeeId, employeeName: day.employeeName, eventDay: day.eventDay };
          const exceptions = exceptionsOf(day);
          if (day.paymentRequestId !== null) {
            results.push({ ...base, outcome: 'existing', reason: null, paymentRequestId: day.paymentRequestId });
          } else if (!day.checkIn) {
            // An absent day is only answered when it was ticked: it has nothing to pay.
            if (ticked.has(day.eventEmployeeId)) results.push({ ...base, outcome: 'refused', reason: CLOSE_OUT_MESSAGES.absent, paymentRequestId: null });
          } else if (exceptions.length && !ticked.has(day.eventEmployeeId)) {
            results.push({ ...base, outcome: 'skipped', reason: CLOSE_OUT_MESSAGES.exceptionNotTicked, paymentRequestId: null });
          } else if (cents(day.payRate) <= 0) {
            results.push({ ...base, outcome: 'refused', reason: CLOSE_OUT_MESSAGES.zeroRate, paymentRequestId: null });
          } else {
            toCreate.push(day);
            results.push({ ...base, outcome: 'created', reason: null, paymentRequestId: null });
          }
        }
        const known = new Set(days.map((d) => d.eventEmployeeId));
        for (const id of ticked) {
          if (!known.has(id)) results.push({ eventEmployeeId: id, employeeName: '', eventDay: '', outcome: 'refused', reason: CLOSE_OUT_MESSAGES.notInEvent, paymentRequestId: null });
        }
        if (toCreate.length) {
          const created = await trx
            .insertInto('payment_requests')
            .values(
              toCreate.map((day) => ({
                event_employee_id: day.eventEmployeeId,
                amount: day.payRate,
                notes: 'Fechamento do evento',
                requested_by: sql<number | null>`(SELECT id FROM users WHERE id = ${userId})`,
              })),
            )
            .returning(['id', 'event_employee_id'])
            .execute();
          const byLink = new Map(created.map((row) => [Number(row.event_employee_id), Number(row.id)]));
          for (const result of results) if (result.outcome === 'created') result.paymentRequestId = byLink.get(result.eventEmployeeId) ?? null;
        }
        const count = (outcome: RequestEventPaymentResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
        return { results, created: count('created'), existing: count('existing'), skipped: count('skipped'), refused: count('refused') };
      });
    },
  };
}

export type CloseOut = ReturnType<typeof createCloseOut>;

/**
 * The financial side of staff payment requests (/payment-requests): list, approve (raises the
 * account payable), pay (settles the payable, marks the request PAID and its staff day paid) and
 * cancel (with a reason; cancels the unpaid payable). Locks follow the events area's order: the
 * event FOR SHARE, the staff link, then the request and its payable.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import {
  PAYMENT_REQUEST_MESSAGES as MSG,
  type ApprovePaymentRequest,
  type PaymentRequestItem,
  type Page,
  type PaymentRequestFilter,
  type PaymentRequestListQuery,
  type PaymentRequestSort,
  type PaymentRequestStatus,
} from '@sge/shared/contract';
import type { DB } from '../../../db/schema';
import { conflict, notFound } from '../../../http/errors';
import { escapeLike, pageWindow, paginate, sortBy, type SortColumns } from '../../../http/paging';
import { lockLink } from '../../events/locks';
import { EVENT_MESSAGES } from '../../events/messages';
import { assertDate, type SettlementInput } from '../input';
import { todayInCompanyZone } from '../../../lib/calendar';
import { existingUser, lockAccount, settleAccount, staffCategoryId, type Trx } from '../ledger';

type Executor = Kysely<DB> | Transaction<DB>;

function selectRequests(db: Executor) {
  return db
    .selectFrom('payment_requests as pr')
    .innerJoin('event_employees as ee', 'ee.id', 'pr.event_employee_id')
    .innerJoin('employees as e', 'e.id', 'ee.employee_id')
    .innerJoin('events as ev', 'ev.id', 'ee.event_id')
    .leftJoin('users as u', 'u.id', 'pr.requested_by')
    .leftJoin('accounts_payable as ap', 'ap.payment_request_id', 'pr.id')
    .select([
      'pr.id',
      'pr.status',
      'pr.amount',
      'pr.notes',
      'pr.event_employee_id as eventEmployeeId',
      'ee.event_id as eventId',
      'ev.name as eventName',
      'ee.event_day as eventDay',
      'ee.employee_id as employeeId',
      'e.name as employeeName',
      'ee.function',
      'pr.requested_at as requestedAt',
      'u.name as requestedByName',
      'pr.approved_at as approvedAt',
      'pr.paid_at as paidAt',
      'pr.cancelled_at as cancelledAt',
      'pr.cancel_reason as cancelReason',
      'ap.id as payableId',
      'ap.status as payableStatus',
      'ee.paid as eventEmployeePaymentConfirmed',
    ]);
}

/** The work queue order: pending, approved, paid, cancelled. */
const statusOrder = sql`CASE pr.status WHEN 'PENDING' THEN 0 WHEN 'APPROVED' THEN 1 WHEN 'PAID' THEN 2 ELSE 3 END`;

/** What the list may be sorted by (PAYMENT_REQUEST_SORTS), in SQL. */
const SORTS: SortColumns<PaymentRequestSort> = {
  id: 'pr.id',
  employeeName: 'e.name',
  eventName: 'ev.name',
  eventDay: 'ee.event_day',
  amount: 'pr.amount',
  status: statusOrder,
  requestedAt: 'pr.requested_at',
};

async function findItem(db: Executor, id: number): Promise<PaymentRequestItem> {
  return (await selectRequests(db).where('pr.id', '=', id).executeTakeFirst()) as PaymentRequestItem;
}

interface LockedRequest {
  id: number;
  status: PaymentRequestStatus;
  amount: string;
  linkId: number;
}

/** Locks the request's event (share), staff link and the request itself; 404 when missing. */
async function lockRequest(trx: Trx, id: number): Promise<LockedRequest> {
  const owner = await trx.selectFrom('payment_requests').select('event_employee_id').where('id', '=', id).executeTakeFirst();
  if (!owner) throw notFound(MSG.notFound);
  await lockLink(trx, owner.event_employee_id, { allowFinalized: true });
  const request = await trx
    .selectFrom('payment_requests')
    .select(['id', 'status', 'amount', 'event_employee_id as linkId'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return request;
}

/**
 * The request's payable, raised now when it has none (PENDING → APPROVED). A day is paid at most its
 * pay rate as it stands now: the rate may have been lowered since the request was made (409).
 */
async function approveLocked(trx: Trx, request: LockedRequest, userId: number | null, dueDate: string): Promise<number> {
  const { rows } = await sql<{ positive: boolean; aboveRate: boolean; payRate: string }>`
    SELECT ${request.amount}::numeric > 0 AS positive, ${request.amount}::numeric > ee.pay_rate AS "aboveRate", ee.pay_rate::text AS "payRate"
    FROM event_employees ee WHERE ee.id = ${request.linkId}`.execute(trx);
  if (!rows[0].positive) throw conflict(MSG.zeroAmount);
  if (rows[0].aboveRate) throw conflict(EVENT_MESSAGES.paymentAboveRate(Number(rows[0].payRate).toFixed(2)));
  const categoryId = await staffCategoryId(trx);
  const { rows: created } = await sql<{ id: number }>`
    INSERT INTO accounts_payable
      (description, supplier_name, supplier_document, category_id, event_id, payment_request_id, amount, issue_date, due_date, document_number, created_by)
    SELECT 'Diária de ' || e.name || ' — ' || ev.name || ' (' || to_char(ee.event_day, 'DD/MM/YYYY') || ')',
           e.name, CASE WHEN e.cpf ~ '^[0-9]{11}$' THEN e.cpf END, ${categoryId}, ee.event_id, pr.id, pr.amount,
           ${todayInCompanyZone()}::date, ${dueDate}::date, 'SP-' || pr.id, ${existingUser(userId)}
    FROM payment_requests pr
    JOIN event_employees ee ON ee.id = pr.event_employee_id
    JOIN employees e ON e.id = ee.employee_id
    JOIN events ev ON ev.id = ee.event_id
    WHERE pr.id = ${request.id}
    RETURNING id`.execute(trx);
  await trx
    .updateTable('payment_requests')
    .set({ status: 'APPROVED', approved_at: sql<string>`now()`, approved_by: existingUser(userId), updated_at: sql<string>`now()` })
    .where('id', '=', request.id)
    .execute();
  return created[0].id;
}

/**
 * Pays a locked request: raises its payable first when still PENDING, settles the payable, marks
 * the request PAID and its staff day paid (SPEC §4). Shared with the events area's confirm-payment.
 */
export async function payLockedRequest(trx: Trx, request: LockedRequest, payment: SettlementInput, userId: number | null): Promise<void> {
  if (request.status !== 'PENDING' && request.status !== 'APPROVED') throw conflict(MSG.payNotAllowed);
  const existing = await trx.selectFrom('accounts_payable').select('id').where('payment_request_id', '=', request.id).executeTakeFirst();
  const payableId = existing?.id ?? (await approveLocked(trx, request, userId, payment.date));
  const account = await lockAccount(trx, 'payable', payableId);
  if (account.status === 'CANCELADO') throw conflict(MSG.payableCancelled);
  if (account.status !== 'PAGO') await settleAccount(trx, 'payable', account, payment, userId, MSG.wrongPaymentValue);
  await trx
    .updateTable('payment_requests')
    .set({ status: 'PAID', paid_at: sql<string>`now()`, updated_at: sql<string>`now()` })
    .where('id', '=', request.id)
    .execute();
  await trx
    .updateTable('event_employees')
    .set({ paid: true, last_updated_at: sql<string>`now()` })
    .where('id', '=', request.linkId)
    .where('paid', '=', false)
    .execute();
}

/** One request's outcome in payMany: null when paid, else the pt-BR reason of the refusal. */
export type PayManyOutcome = { id: number; reason: string | null };

/**
 * Pays many requests in one transaction, set-based, with the single pay's rules and effects: the
 * events FOR SHARE, the staff links, the requests and then the payables FOR UPDATE (each kind in
 * ascending id, the order every writer takes), the state read afterwards in a fresh snapshot; a
 * request still PENDING raises its payable (due on the payment date) when its amount is positive and
 * within the day's pay rate; every payable not yet paid gets one payment of its open balance and is
 * PAGO; the request is PAID and its day paid. Each id answers for itself.
 */
async function payManyLocked(trx: Trx, ids: number[], payment: SettlementInput, userId: number | null): Promise<PayManyOutcome[]> {
  await sql`
    SELECT ev.id FROM events ev
    WHERE ev.id IN (SELECT ee.event_id FROM payment_requests pr JOIN event_employees ee ON ee.id = pr.event_employee_id WHERE pr.id = ANY(${ids}::bigint[]))
    ORDER BY ev.id FOR SHARE`.execute(trx);
  await sql`
    SELECT ee.id FROM event_employees ee
    WHERE ee.id IN (SELECT event_employee_id FROM payment_requests WHERE id = ANY(${ids}::bigint[]))
    ORDER BY ee.id FOR UPDATE`.execute(trx);
  await sql`SELECT id FROM payment_requests WHERE id = ANY(${ids}::bigint[]) ORDER BY id FOR UPDATE`.execute(trx);
  const { rows } = await sql<{ id: number; status: PaymentRequestStatus; positive: boolean; above: boolean; payRate: string; payableId: number | null; payableStatus: string | null }>`
    SELECT pr.id, pr.status, pr.amount > 0 AS positive, pr.amount > ee.pay_rate AS above, ee.pay_rate::text AS "payRate",
           ap.id AS "payableId", ap.status AS "payableStatus"
    FROM payment_requests pr
    JOIN event_employees ee ON ee.id = pr.event_employee_id
    LEFT JOIN accounts_payable ap ON ap.payment_request_id = pr.id
    WHERE pr.id = ANY(${ids}::bigint[])`.execute(trx);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const outcomes: PayManyOutcome[] = [];
  const toRaise: number[] = [];
  const toPay: number[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    let reason: string | null = null;
    if (!row) reason = MSG.notFound;
    else if (row.status !== 'PENDING' && row.status !== 'APPROVED') reason = MSG.payNotAllowed;
    else if (row.payableId !== null && row.payableStatus === 'CANCELADO') reason = MSG.payableCancelled;
    else if (row.payableId === null && !row.positive) reason = MSG.zeroAmount;
    else if (row.payableId === null && row.above) reason = EVENT_MESSAGES.paymentAboveRate(Number(row.payRate).toFixed(2));
    outcomes.push({ id, reason });
    if (reason === null) {
      toPay.push(id);
      if (row!.payableId === null) toRaise.push(id);
    }
  }
  if (!toPay.length) return outcomes;
  if (toRaise.length) {
    const categoryId = await staffCategoryId(trx);
    await sql`
      INSERT INTO accounts_payable
        (description, supplier_name, supplier_document, category_id, event_id, payment_request_id, amount, issue_date, due_date, document_number, created_by)
      SELECT 'Diária de ' || e.name || ' — ' || ev.name || ' (' || to_char(ee.event_day, 'DD/MM/YYYY') || ')',
             e.name, CASE WHEN e.cpf ~ '^[0-9]{11}$' THEN e.cpf END, ${categoryId}, ee.event_id, pr.id, pr.amount,
             ${todayInCompanyZone()}::date, ${payment.date}::date, 'SP-' || pr.id, ${existingUser(userId)}
      FROM payment_requests pr
      JOIN event_employees ee ON ee.id = pr.event_employee_id
      JOIN employees e ON e.id = ee.employee_id
      JOIN events ev ON ev.id = ee.event_id
      WHERE pr.id = ANY(${toRaise}::bigint[])
      ORDER BY pr.id`.execute(trx);
    await sql`
      UPDATE payment_requests SET status = 'APPROVED', approved_at = now(), approved_by = ${existingUser(userId)}, updated_at = now()
      WHERE id = ANY(${toRaise}::bigint[])`.execute(trx);
  }
  await sql`SELECT id FROM accounts_payable WHERE payment_request_id = ANY(${toPay}::bigint[]) ORDER BY id FOR UPDATE`.execute(trx);
  await sql`
    WITH open AS (
      SELECT ap.id, round(ap.amount - coalesce((SELECT sum(p.amount) FROM account_payments p WHERE p.payable_id = ap.id), 0), 2) AS balance
      FROM accounts_payable ap
      WHERE ap.payment_request_id = ANY(${toPay}::bigint[]) AND ap.status <> 'PAGO'
    ), paid AS (
      INSERT INTO account_payments (payable_id, payment_date, method, amount, reference, notes, user_id)
      SELECT id, ${payment.date}::date, ${payment.method}, balance, ${payment.reference}, ${payment.notes}, ${existingUser(userId)}
      FROM open WHERE balance > 0
      ORDER BY open.id
    )
    UPDATE accounts_payable SET status = 'PAGO', updated_at = now() WHERE id IN (SELECT id FROM open)`.execute(trx);
  await sql`UPDATE payment_requests SET status = 'PAID', paid_at = now(), updated_at = now() WHERE id = ANY(${toPay}::bigint[])`.execute(trx);
  await sql`
    UPDATE event_employees SET paid = true, last_updated_at = now()
    WHERE id IN (SELECT event_employee_id FROM payment_requests WHERE id = ANY(${toPay}::bigint[])) AND NOT paid`.execute(trx);
  return outcomes;
}

/** The events area's confirm-payment, run in its own transaction after it has locked the link. */
export async function confirmRequestFromEvent(trx: Trx, requestId: number, userId: number | null): Promise<void> {
  const request = await trx
    .selectFrom('payment_requests')
    .select(['id', 'status', 'amount', 'event_employee_id as linkId'])
    .where('id', '=', requestId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (request.status === 'PAID') return;
  await payLockedRequest(
    trx,
    request,
    { date: todayInCompanyZone(), method: 'OUTRO', value: null, reference: null, notes: 'Pagamento confirmado pelo evento' },
    userId,
  );
}

/** The work queue's order of statuses (statusOrder). */
const QUEUE_STATUSES: PaymentRequestStatus[] = ['PENDING', 'APPROVED', 'PAID', 'CANCELLED'];

/**
 * One page of the work queue (statusOrder, the latest worked day first, by name, id) read status by
 * status: counts per status place the page in the queue, and each status the page overlaps is read
 * on its own, ordered by (event_day desc, name, id), which the (event_day, id) index serves with no
 * sort of the whole list. Sorting every request by the status CASE across the join took 400 ms in
 * EXPLAIN ANALYZE over 140,000 requests; a page is now at most one page of each status it spans.
 */
async function workQueuePage(
  query: PaymentRequestListQuery,
  filtered: ReturnType<typeof selectRequests>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  countsByStatus: SelectQueryBuilder<any, any, any>,
): Promise<Page<PaymentRequestItem>> {
  const { page, pageSize, offset } = pageWindow(query);
  const counts = new Map(((await countsByStatus.execute()) as Array<{ status: string; n: string }>).map((row) => [row.status, Number(row.n)]));
  const data: PaymentRequestItem[] = [];
  let start = 0;
  for (const status of QUEUE_STATUSES) {
    const size = counts.get(status) ?? 0;
    const from = Math.max(offset, start);
    const until = Math.min(offset + pageSize, start + size);
    if (from < until) {
      const rows = await filtered
        .where('pr.status', '=', status)
        .orderBy('ee.event_day', 'desc')
        .orderBy('e.name')
        .orderBy('pr.id')
        .limit(until - from)
        .offset(from - start)
        .execute();
      data.push(...(rows as PaymentRequestItem[]));
    }
    start += size;
  }
  return { data, meta: { total: start, page, pageSize } };
}

/**
 * One page of the work queue for a search (issue 14). The requests matching the search are gathered
 * first with their sort keys, each branch by its own index: the employees whose name matches (trigram
 * index), their staff days (employee_id index) and those days' requests (event_employee_id index),
 * walked as nested loops (the LATERAL ... OFFSET 0 fences keep the planner from hashing all 150,000
 * staff days and 140,000 requests, as it did: 260-310 ms over five years); then the events and the
 * functions that match, the notes, and the request's number. The few thousand rows are then
 * filtered, counted and ordered as the queue orders them, and only the page's rows are read whole.
 * Over five years ('Silva': 6,700 of 140,000 requests) the ids and total take 50-75 ms in EXPLAIN
 * ANALYZE.
 */
async function searchQueuePage(
  db: Executor,
  query: PaymentRequestListQuery,
  search: string,
  from: string | null,
  to: string | null,
): Promise<Page<PaymentRequestItem>> {
  const { page, pageSize, offset } = pageWindow(query);
  const pattern = `%${escapeLike(search)}%`;
  const number = /^\d{1,9}$/.test(search) ? Number(search) : null;
  const keys = sql`pr.id, pr.status, se.event_day, me.name, se.event_id, se.employee_id`;
  const { rows } = await sql<{ id: number | null; total: string }>`
    WITH matched AS MATERIALIZED (
      SELECT ${keys}
      FROM employees me,
           LATERAL (SELECT se.id, se.event_day, se.event_id, se.employee_id FROM event_employees se WHERE se.employee_id = me.id OFFSET 0) se,
           LATERAL (SELECT pr.id, pr.status FROM payment_requests pr WHERE pr.event_employee_id = se.id OFFSET 0) pr
      WHERE me.name ILIKE ${pattern}
      UNION
      SELECT ${keys} FROM events mv
        JOIN event_employees se ON se.event_id = mv.id
        JOIN employees me ON me.id = se.employee_id
        JOIN payment_requests pr ON pr.event_employee_id = se.id
      WHERE mv.name ILIKE ${pattern}
      UNION
      SELECT ${keys} FROM event_employees se
        JOIN employees me ON me.id = se.employee_id
        JOIN payment_requests pr ON pr.event_employee_id = se.id
      WHERE se.function ILIKE ${pattern}
      UNION
      SELECT ${keys} FROM payment_requests pr
        JOIN event_employees se ON se.id = pr.event_employee_id
        JOIN employees me ON me.id = se.employee_id
      WHERE pr.notes ILIKE ${pattern} OR pr.id = ${number}::bigint
    ), filtered AS (
      SELECT * FROM matched
      WHERE (${query.status ?? null}::text IS NULL OR status = ${query.status ?? null})
        AND (${query.eventId ?? null}::bigint IS NULL OR event_id = ${query.eventId ?? null})
        AND (${query.employeeId ?? null}::bigint IS NULL OR employee_id = ${query.employeeId ?? null})
        AND (${from}::date IS NULL OR event_day >= ${from}::date)
        AND (${to}::date IS NULL OR event_day <= ${to}::date)
    )
    -- One row at least, so a page past the end still counts the matches.
    SELECT (SELECT count(*) FROM filtered) AS total, p.id
    FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (
      SELECT id FROM filtered
      ORDER BY CASE status WHEN 'PENDING' THEN 0 WHEN 'APPROVED' THEN 1 WHEN 'PAID' THEN 2 ELSE 3 END, event_day DESC, name, id
      LIMIT ${pageSize} OFFSET ${offset}
    ) AS p ON true`.execute(db);
  const ids = rows.filter((row) => row.id !== null).map((row) => Number(row.id));
  const full = ids.length ? ((await selectRequests(db).where('pr.id', 'in', ids).execute()) as PaymentRequestItem[]) : [];
  const byId = new Map(full.map((item) => [item.id, item]));
  return { data: ids.map((id) => byId.get(id)!), meta: { total: Number(rows[0]?.total ?? 0), page, pageSize } };
}

/**
 * The list's filters, on any query that joins payment_requests as pr and event_employees as ee (the
 * list, its count, and the bulk calls' 'all matching the filter').
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function applyListFilters<QB extends SelectQueryBuilder<any, any, any>>(qb: QB, query: PaymentRequestFilter, from: string | null, to: string | null): QB {
  const search = query.search?.trim();
  return qb
    .$if(Boolean(search), (q) =>
      q.where((eb) => {
        const pattern = `%${escapeLike(search!)}%`;
        // The staff days whose employee, event or function matches, as one set of ids (a
        // UNION, each part served by its own index: trigram indexes on employees.name and
        // event_employees.function, event_employees' employee and event indexes). The count
        // then needs no join, and no name is matched row by row over every request.
        const links = eb
          .selectFrom('event_employees as se')
          .select('se.id')
          .where('se.employee_id', 'in', eb.selectFrom('employees as me').select('me.id').where('me.name', 'ilike', pattern))
          .union(
            eb
              .selectFrom('event_employees as se')
              .select('se.id')
              .where('se.event_id', 'in', eb.selectFrom('events as mv').select('mv.id').where('mv.name', 'ilike', pattern)),
          )
          .union(eb.selectFrom('event_employees as se').select('se.id').where('se.function', 'ilike', pattern));
        return eb.or([
          eb('pr.event_employee_id', 'in', links),
          eb('pr.notes', 'ilike', pattern),
          ...(/^\d{1,9}$/.test(search!) ? [eb('pr.id', '=', Number(search))] : []),
        ]);
      }),
    )
    .$if(query.status !== undefined, (q) => q.where('pr.status', '=', query.status!))
    .$if(query.eventId !== undefined, (q) => q.where('ee.event_id', '=', query.eventId!))
    .$if(query.employeeId !== undefined, (q) => q.where('ee.employee_id', '=', query.employeeId!))
    .$if(from !== null, (q) => q.where('ee.event_day', '>=', from!))
    .$if(to !== null, (q) => q.where('ee.event_day', '<=', to!)) as QB;
}

export function createPaymentRequestsLedger(app: FastifyInstance) {
  const db = app.db;
  return {
    /**
     * One page of the requests matching the search and filters (issue 14). Without `sort`: the work
     * queue (pending first, then approved, paid, cancelled; the latest worked day first; by name).
     */
    async list(query: PaymentRequestListQuery): Promise<Page<PaymentRequestItem>> {
      const from = query.from ? assertDate(query.from) : null;
      const to = query.to ? assertDate(query.to) : null;
      const search = query.search?.trim();
      // The same filters on the list and on its count. Every request has its staff day, employee
      // and event (NOT NULL foreign keys) and at most one payable (unique), so the count needs only
      // the tables the filters name: over 140,000 requests it read all six joined before.
      const applyFilters = <QB extends SelectQueryBuilder<any, any, any>>(qb: QB): QB => applyListFilters(qb, query, from, to); // eslint-disable-line @typescript-eslint/no-explicit-any
      const filtered = applyFilters(selectRequests(db));
      const needsStaffDay = query.eventId !== undefined || query.employeeId !== undefined || from !== null || to !== null;
      const countBase = () => {
        return needsStaffDay
            ? db.selectFrom('payment_requests as pr').innerJoin('event_employees as ee', 'ee.id', 'pr.event_employee_id')
            : db.selectFrom('payment_requests as pr');
      };
      if (!query.sort && search) return searchQueuePage(db, query, search, from, to);
      if (!query.sort) return workQueuePage(query, filtered, applyFilters(countBase().select(['pr.status', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('pr.status')));
      const count = async () => {
        const row = await applyFilters(countBase().select((eb) => eb.fn.countAll<string>().as('total'))).executeTakeFirstOrThrow();
        return (row as { total: string }).total;
      };
      const sorted = sortBy(filtered, query.sort, SORTS, 'status', 'pr.id');
      return (await paginate(db, sorted, query, { count })) as Page<PaymentRequestItem>;
    },

    /** The ids of the requests matching the list's filters, in the list's default order of ids; at most `limit`. */
    async matchingIds(filter: PaymentRequestFilter, limit: number): Promise<number[]> {
      const from = filter.from ? assertDate(filter.from) : null;
      const to = filter.to ? assertDate(filter.to) : null;
      const base = db.selectFrom('payment_requests as pr').innerJoin('event_employees as ee', 'ee.id', 'pr.event_employee_id').select('pr.id');
      const rows = await applyListFilters(base, filter, from, to).orderBy('pr.id').limit(limit).execute();
      return rows.map((row) => Number(row.id));
    },

    approve(id: number, body: ApprovePaymentRequest, userId: number): Promise<PaymentRequestItem> {
      const dueDate = body.dueDate ? assertDate(body.dueDate) : todayInCompanyZone();
      return db.transaction().execute(async (trx) => {
        const request = await lockRequest(trx, id);
        if (request.status !== 'PENDING') throw conflict(MSG.approveOnlyPending);
        await approveLocked(trx, request, userId, dueDate);
        return findItem(trx, id);
      });
    },

    /** approve() without reading the request back (the bulk call reads every outcome in one query). */
    approveOnly(id: number, body: ApprovePaymentRequest, userId: number): Promise<void> {
      const dueDate = body.dueDate ? assertDate(body.dueDate) : todayInCompanyZone();
      return db.transaction().execute(async (trx) => {
        const request = await lockRequest(trx, id);
        if (request.status !== 'PENDING') throw conflict(MSG.approveOnlyPending);
        await approveLocked(trx, request, userId, dueDate);
      });
    },

    /** Pays many requests in one transaction, each with its own outcome (payManyLocked). */
    payMany(ids: number[], payment: SettlementInput, userId: number): Promise<PayManyOutcome[]> {
      return db.transaction().execute((trx) => payManyLocked(trx, ids, payment, userId));
    },

    pay(id: number, payment: SettlementInput, userId: number): Promise<PaymentRequestItem> {
      return db.transaction().execute(async (trx) => {
        const request = await lockRequest(trx, id);
        await payLockedRequest(trx, request, payment, userId);
        return findItem(trx, id);
      });
    },

    cancel(id: number, reason: string, userId: number): Promise<PaymentRequestItem> {
      return db.transaction().execute(async (trx) => {
        const request = await lockRequest(trx, id);
        if (request.status === 'PAID') throw conflict(MSG.cancelPaid);
        if (request.status === 'CANCELLED') throw conflict(MSG.alreadyCancelled);
        const payable = await trx.selectFrom('accounts_payable').select('id').where('payment_request_id', '=', id).executeTakeFirst();
        if (payable) {
          const account = await lockAccount(trx, 'payable', payable.id);
          if (account.hasPayments) throw conflict(MSG.payableHasPayments);
          if (account.status !== 'CANCELADO') {
            await trx
              .updateTable('accounts_payable')
              .set({ status: 'CANCELADO', cancel_reason: reason, cancelled_at: sql<string>`now()`, updated_at: sql<string>`now()` })
              .where('id', '=', payable.id)
              .execute();
          }
        }
        await trx
          .updateTable('payment_requests')
          .set({
            status: 'CANCELLED',
            cancelled_at: sql<string>`now()`,
            cancelled_by: existingUser(userId),
            cancel_reason: reason,
            updated_at: sql<string>`now()`,
          })
          .where('id', '=', id)
          .execute();
        return findItem(trx, id);
      });
    },
  };
}

export type PaymentRequestsLedger = ReturnType<typeof createPaymentRequestsLedger>;

/**
 * Accounts receivable and payable: one repository for the two ledgers, which differ only in
 * their party (client / supplier), the settled status (RECEBIDO / PAGO), the category type
 * (RECEITA / DESPESA) and the payments column. Queries are typed by db/schema.ts on the columns the
 * two tables share; the party's own columns (and a payable's payment request) are named through
 * `sql.ref`, and the route schemas check every row that leaves.
 *
 * Money: amounts are NUMERIC(14,2); the paid total, the open balance and every comparison of
 * amounts (overpayment, settling, "amount below what was paid") happen in SQL, never in floats.
 * A payment locks the account row (FOR UPDATE), so two concurrent payments cannot overpay.
 *
 * Each step is a function of the ledger's context (`LedgerContext`); `createLedger` binds them.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type AliasedRawBuilder, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import {
  onlyDigits,
  type AccountSituation,
  type AccountStatistics,
  type Page,
  type PageQuery,
  type Payable,
  type PaymentPayload,
  type Receivable,
} from '@sge/shared/contract';
import type { DB, PayableStatus, ReceivableStatus } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { escapeLike, paginate, sortBy, type SortColumns } from '../../../http/paging';
import { blankToNull, collapse } from '../../../lib/text';
import { TODAY, formatBrl } from '../dates';
import { calendarDate, positiveAmount, type AccountInput } from '../input';
import { ACCOUNT_MESSAGES as M } from '../messages';

export type LedgerKind = 'receivable' | 'payable';
type AccountStatus = ReceivableStatus | PayableStatus;
type Executor = Kysely<DB> | Transaction<DB>;

interface LedgerConfig {
  table: 'accounts_receivable' | 'accounts_payable';
  paymentColumn: 'receivable_id' | 'payable_id';
  settled: 'RECEBIDO' | 'PAGO';
  categoryType: 'RECEITA' | 'DESPESA';
  partyName: string;
  partyDocument: string;
  /** The party's own columns of the list row, as [column of `a`, field]. */
  partyColumns: ReadonlyArray<readonly [string, string]>;
  notFound: string;
  settledLocked: string;
  alreadySettled: string;
  settledNoCancel: string;
}

const CONFIG: Record<LedgerKind, LedgerConfig> = {
  receivable: {
    table: 'accounts_receivable',
    paymentColumn: 'receivable_id',
    settled: 'RECEBIDO',
    categoryType: 'RECEITA',
    partyName: 'client_name',
    partyDocument: 'client_document',
    partyColumns: [
      ['client_name', 'clientName'],
      ['client_document', 'clientDocument'],
      ['client_email', 'clientEmail'],
      ['client_phone', 'clientPhone'],
      ['budget_id', 'budgetId'],
    ],
    notFound: M.receivableNotFound,
    settledLocked: M.receivableSettled,
    alreadySettled: M.alreadyReceived,
    settledNoCancel: M.receivedNoCancel,
  },
  payable: {
    table: 'accounts_payable',
    paymentColumn: 'payable_id',
    settled: 'PAGO',
    categoryType: 'DESPESA',
    partyName: 'supplier_name',
    partyDocument: 'supplier_document',
    partyColumns: [
      ['supplier_name', 'supplierName'],
      ['supplier_document', 'supplierDocument'],
      ['payment_request_id', 'paymentRequestId'],
      ['recurring_account_id', 'recurringAccountId'],
      ['recurring_period', 'recurringPeriod'],
    ],
    notFound: M.payableNotFound,
    settledLocked: M.payableSettled,
    alreadySettled: M.alreadyPaid,
    settledNoCancel: M.paidNoCancel,
  },
};

/** Filters and paging of the list (receivable and payable list queries, merged). */
export interface LedgerListQuery extends PageQuery {
  search?: string;
  status?: AccountStatus;
  situation?: AccountSituation;
  startDate?: string;
  endDate?: string;
  categoryId?: number;
  eventId?: number;
  overdue?: boolean;
  clientName?: string;
  supplierName?: string;
  recurringAccountId?: number;
}

/** What every step of one ledger shares: its kind and config, the database and its SQL fragments. */
interface LedgerContext {
  kind: LedgerKind;
  cfg: LedgerConfig;
  db: Kysely<DB>;
  /** What was paid on the account row `a`. */
  paid: RawBuilder<string>;
  isOpen: RawBuilder<boolean>;
  isOverdue: RawBuilder<boolean>;
  /** What the list may be sorted by (RECEIVABLE_SORTS / PAYABLE_SORTS), in SQL. */
  sorts: SortColumns;
}

function ledgerContext(app: FastifyInstance, kind: LedgerKind): LedgerContext {
  const cfg = CONFIG[kind];
  /**
   * A correlated subquery, not a join to every account's totals: the planner computes it for the
   * page's rows only, after the sort and limit (five-year data, payables first page: 623 ms →
   * 0.4 ms in EXPLAIN ANALYZE), on account_payments' index.
   */
  const paid = sql<string>`coalesce((SELECT sum(ap.amount) FROM account_payments ap WHERE ${sql.ref(`ap.${cfg.paymentColumn}`)} = a.id), 0)`;
  const isOpen = sql<boolean>`a.status IN ('PENDENTE', 'PARCIAL')`;
  const isOverdue = sql<boolean>`(${isOpen} AND a.due_date < ${TODAY})`;
  const sorts: SortColumns = {
    dueDate: 'a.due_date',
    issueDate: 'a.issue_date',
    amount: 'a.amount',
    openAmount: sql`CASE WHEN ${isOpen} THEN a.amount - ${paid} ELSE 0 END`,
    description: 'a.description',
    [kind === 'receivable' ? 'clientName' : 'supplierName']: `a.${cfg.partyName}`,
    categoryName: 'c.name',
    status: 'a.status',
    createdAt: 'a.created_at',
  };
  return { kind, cfg, db: app.db, paid, isOpen, isOverdue, sorts };
}

/** The party's own columns of `a`, as the list row's fields. */
const partySelection = (cfg: LedgerConfig): AliasedRawBuilder<string | number | null, string>[] =>
  cfg.partyColumns.map(([column, field]) => sql.ref<string | number | null>(`a.${column}`).as(field));

/** The account rows with category, event and paid totals (payments not included). */
function baseQuery({ cfg, paid, isOpen, isOverdue }: LedgerContext, executor: Executor) {
  return executor
    .selectFrom(executor.dynamic.table(cfg.table).as('a'))
    .innerJoin('financial_categories as c', 'c.id', 'a.category_id')
    .leftJoin('events as e', 'e.id', 'a.event_id')
    .select([
      'a.id',
      'a.description',
      'a.category_id as categoryId',
      'c.name as categoryName',
      'c.color as categoryColor',
      'a.event_id as eventId',
      'e.name as eventName',
      'a.amount',
      sql<string>`round(${paid}, 2)`.as('paidAmount'),
      sql<string>`round((CASE WHEN ${isOpen} THEN a.amount - ${paid} ELSE 0 END), 2)`.as('openAmount'),
      'a.issue_date as issueDate',
      'a.due_date as dueDate',
      'a.status',
      isOverdue.as('overdue'),
      sql<number>`CASE WHEN ${isOverdue} THEN ${TODAY} - a.due_date ELSE 0 END`.as('daysOverdue'),
      'a.document_number as documentNumber',
      'a.notes',
      'a.cancel_reason as cancelReason',
      'a.cancelled_at as cancelledAt',
      'a.created_at as createdAt',
      'a.updated_at as updatedAt',
      ...partySelection(cfg),
    ]);
}
type BaseQuery = ReturnType<typeof baseQuery>;

function payments({ cfg }: LedgerContext, executor: Executor, id: number) {
  return executor
    .selectFrom('account_payments as ap')
    .leftJoin('users as u', 'u.id', 'ap.user_id')
    .select([
      'ap.id',
      'ap.payment_date as paymentDate',
      'ap.method as paymentMethod',
      'ap.amount as paymentValue',
      'ap.reference as paymentReference',
      'ap.notes as paymentNotes',
      'u.name as userName',
      'ap.created_at as createdAt',
    ])
    .where(`ap.${cfg.paymentColumn}`, '=', id)
    .orderBy('ap.payment_date')
    .orderBy('ap.id')
    .execute();
}

async function findWithPayments<Row extends Receivable | Payable>(ctx: LedgerContext, executor: Executor, id: number): Promise<Row | undefined> {
  const account = await baseQuery(ctx, executor).where('a.id', '=', id).executeTakeFirst();
  if (!account) return undefined;
  return { ...account, payments: await payments(ctx, executor, id) } as Row;
}

/** Locks the account row for the rest of the transaction (404 when missing). */
async function lock({ kind, cfg }: LedgerContext, trx: Executor, id: number) {
  const paymentRequestId = kind === 'payable' ? sql.ref<number | null>('a.payment_request_id') : sql<number | null>`NULL::int`;
  const row = await trx
    .selectFrom(trx.dynamic.table(cfg.table).as('a'))
    .select(['a.id', 'a.status', 'a.amount', 'a.due_date as dueDate', paymentRequestId.as('paymentRequestId')])
    .where('a.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(cfg.notFound);
  return row;
}

async function paidSoFar({ cfg }: LedgerContext, trx: Executor, id: number): Promise<string> {
  const { rows } = await sql<{ paid: string }>`
    SELECT round(coalesce(sum(amount), 0), 2) AS paid FROM account_payments WHERE ${sql.ref(cfg.paymentColumn)} = ${id}`.execute(trx);
  return rows[0].paid;
}

async function checkReferences({ cfg }: LedgerContext, executor: Executor, input: AccountInput): Promise<void> {
  const category = await executor
    .selectFrom('financial_categories')
    .select('id')
    .where('id', '=', input.categoryId)
    .where('type', '=', cfg.categoryType)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!category) throw badRequest(M.invalidCategory(cfg.categoryType));
  if (input.eventId !== null) {
    const event = await executor.selectFrom('events').select('id').where('id', '=', input.eventId).executeTakeFirst();
    if (!event) throw badRequest(M.eventNotFound);
  }
}

const toRow = (input: AccountInput) => ({
  description: input.description,
  category_id: input.categoryId,
  event_id: input.eventId,
  amount: input.amount,
  due_date: input.dueDate,
  document_number: input.documentNumber,
  notes: input.notes,
  ...input.party,
});

/** The list's filters on the base query: search, party, status or situation, dates, category, event. */
function filterList(ctx: LedgerContext, qb: BaseQuery, query: LedgerListQuery): BaseQuery {
  const { kind, cfg, isOpen, isOverdue } = ctx;
  const search = query.search?.trim();
  const party = (kind === 'receivable' ? query.clientName : query.supplierName)?.trim();
  return qb
    .$if(Boolean(search), (q) =>
      q.where((eb) => {
        const pattern = `%${escapeLike(search!)}%`;
        const digits = onlyDigits(search!);
        return eb.or([
          eb('a.description', 'ilike', pattern),
          eb(sql.ref(`a.${cfg.partyName}`), 'ilike', pattern),
          eb('a.document_number', 'ilike', pattern),
          ...(digits ? [eb(sql.ref(`a.${cfg.partyDocument}`), 'like', `%${digits}%`)] : []),
        ]);
      }),
    )
    .$if(Boolean(party), (q) => q.where(sql.ref(`a.${cfg.partyName}`), 'ilike', `%${escapeLike(party!)}%`))
    .$if(Boolean(query.status), (q) => q.where('a.status', '=', query.status!))
    .$if(Boolean(query.situation), (q) => {
      const situation = query.situation!;
      if (situation === 'open') return q.where(isOpen);
      if (situation === 'overdue') return q.where(isOverdue);
      return q.where('a.status', '=', situation === 'settled' ? cfg.settled : situation);
    })
    .$if(Boolean(query.startDate), (q) => q.where('a.due_date', '>=', query.startDate!))
    .$if(Boolean(query.endDate), (q) => q.where('a.due_date', '<=', query.endDate!))
    .$if(query.categoryId !== undefined, (q) => q.where('a.category_id', '=', query.categoryId!))
    .$if(query.eventId !== undefined, (q) => q.where('a.event_id', '=', query.eventId!))
    .$if(query.recurringAccountId !== undefined && kind === 'payable', (q) =>
      q.where(sql.ref('a.recurring_account_id'), '=', query.recurringAccountId!),
    )
    .$if(query.overdue === true, (q) => q.where(isOverdue))
    .$if(query.overdue === false, (q) => q.where(sql<boolean>`NOT ${isOverdue}`));
}

/** One page of `qb`, sorted by the query's sort or the due date (then id). */
function page<Row>(ctx: LedgerContext, qb: BaseQuery, query: PageQuery): Promise<Page<Row>> {
  return paginate(ctx.db, sortBy(qb, query.sort, ctx.sorts, 'dueDate', 'a.id'), query) as Promise<Page<Row>>;
}

/** Active categories of the ledger's type (RECEITA / DESPESA). */
function categories({ db, cfg }: LedgerContext) {
  return db
    .selectFrom('financial_categories as c')
    .leftJoin('financial_categories as parent', 'parent.id', 'c.parent_id')
    .select(['c.id', 'c.name', 'c.type', 'c.color', 'c.parent_id as parentId', 'parent.name as parentName'])
    .where('c.type', '=', cfg.categoryType)
    .where('c.active', '=', true)
    .orderBy(sql`coalesce(parent.name, c.name)`)
    .orderBy(sql`c.parent_id IS NOT NULL`)
    .orderBy('c.name')
    .execute();
}

async function statistics({ db, cfg }: LedgerContext, range: { startDate?: string; endDate?: string; dueSoonDays?: number }): Promise<AccountStatistics> {
  const dueSoonDays = range.dueSoonDays ?? 7;
  const where = sql`(${range.startDate ?? null}::date IS NULL OR a.due_date >= ${range.startDate ?? null}::date)
    AND (${range.endDate ?? null}::date IS NULL OR a.due_date <= ${range.endDate ?? null}::date)`;
  const accounts = sql`
    SELECT a.status, a.amount, a.due_date, coalesce(p.paid, 0) AS paid,
           CASE WHEN a.status IN ('PENDENTE', 'PARCIAL') THEN a.amount - coalesce(p.paid, 0) ELSE 0 END AS open
    FROM ${sql.table(cfg.table)} a
    LEFT JOIN (SELECT ${sql.ref(cfg.paymentColumn)} AS account_id, sum(amount) AS paid FROM account_payments
               WHERE ${sql.ref(cfg.paymentColumn)} IS NOT NULL GROUP BY 1) p ON p.account_id = a.id
    WHERE ${where}`;
  const open = sql`status IN ('PENDENTE', 'PARCIAL')`;
  const { rows } = await sql<Omit<AccountStatistics, 'byStatus' | 'dueSoonDays'>>`
    WITH acc AS (${accounts})
    SELECT count(*) FILTER (WHERE status <> 'CANCELADO')::int AS "count",
           round(coalesce(sum(amount) FILTER (WHERE status <> 'CANCELADO'), 0), 2) AS "totalAmount",
           round(coalesce(sum(paid), 0), 2) AS "paidAmount",
           round(coalesce(sum(open), 0), 2) AS "openAmount",
           count(*) FILTER (WHERE ${open} AND due_date < ${TODAY})::int AS "overdueCount",
           round(coalesce(sum(open) FILTER (WHERE ${open} AND due_date < ${TODAY}), 0), 2) AS "overdueAmount",
           count(*) FILTER (WHERE ${open} AND due_date BETWEEN ${TODAY} AND ${TODAY} + ${dueSoonDays}::int)::int AS "dueSoonCount",
           round(coalesce(sum(open) FILTER (WHERE ${open} AND due_date BETWEEN ${TODAY} AND ${TODAY} + ${dueSoonDays}::int), 0), 2) AS "dueSoonAmount"
    FROM acc`.execute(db);
  const byStatus = await sql<{ status: string; count: number; amount: string }>`
    WITH acc AS (${accounts})
    SELECT status, count(*)::int AS "count", round(sum(amount), 2) AS amount FROM acc GROUP BY status ORDER BY status`.execute(db);
  return { ...rows[0]!, dueSoonDays, byStatus: byStatus.rows };
}

async function createAccount<Row extends Receivable | Payable>(ctx: LedgerContext, input: AccountInput, userId: number): Promise<Row> {
  return ctx.db.transaction().execute(async (trx) => {
    await checkReferences(ctx, trx, input);
    const { id } = await trx
      .insertInto(ctx.cfg.table)
      .values({
        ...toRow(input),
        // Without an issue date: today, or the due date when that is earlier (an old debt recorded now).
        issue_date: input.issueDate ?? sql<string>`least(${TODAY}, ${input.dueDate}::date)`,
        created_by: sql<number | null>`(SELECT id FROM users WHERE id = ${userId})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await findWithPayments<Row>(ctx, trx, id))!;
  });
}

/** Edits an open account; an amount below what was already paid is refused (409). */
async function updateAccount<Row extends Receivable | Payable>(ctx: LedgerContext, id: number, input: AccountInput): Promise<Row> {
  const { cfg } = ctx;
  return ctx.db.transaction().execute(async (trx) => {
    const account = await lock(ctx, trx, id);
    if (account.status === cfg.settled) throw conflict(cfg.settledLocked);
    if (account.status === 'CANCELADO') throw conflict(M.cancelledLocked);
    await checkReferences(ctx, trx, input);
    const paidNow = await paidSoFar(ctx, trx, id);
    const { rows } = await sql<{ below: boolean; unpaid: boolean; covered: boolean }>`
      SELECT ${input.amount}::numeric < ${paidNow}::numeric AS below, ${paidNow}::numeric = 0 AS unpaid,
             ${paidNow}::numeric >= ${input.amount}::numeric AS covered`.execute(trx);
    const { below, unpaid, covered } = rows[0];
    if (below) throw conflict(M.amountBelowPaid(formatBrl(paidNow)));
    await trx
      .updateTable(cfg.table)
      .set({
        ...toRow(input),
        ...(input.issueDate ? { issue_date: input.issueDate } : {}),
        status: unpaid ? 'PENDENTE' : covered ? cfg.settled : 'PARCIAL',
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
    // An amount lowered to what was already paid settles the account, as a last payment would.
    if (!unpaid && covered && account.paymentRequestId) await markPaymentRequestPaid(trx, account.paymentRequestId);
    const updated = await findWithPayments<Row>(ctx, trx, id);
    if (updated!.dueDate < updated!.issueDate) throw badRequest(M.dueBeforeIssue);
    return updated!;
  });
}

/** Deletes an account with no payments (409 otherwise, and for a payable raised by a payment request). */
async function removeAccount(ctx: LedgerContext, id: number): Promise<void> {
  const { cfg } = ctx;
  await ctx.db.transaction().execute(async (trx) => {
    const account = await lock(ctx, trx, id);
    if (account.paymentRequestId) throw conflict(M.fromPaymentRequest);
    const hasPayment = await trx.selectFrom('account_payments').select('id').where(cfg.paymentColumn, '=', id).executeTakeFirst();
    if (hasPayment) throw conflict(M.hasPayments);
    await trx.deleteFrom(cfg.table).where('id', '=', id).execute();
  });
}

/**
 * Records a payment (receipt): partial payments are allowed; the one that reaches the amount
 * settles the account. A value above the open balance is refused (400), checked under the row lock.
 */
async function payAccount<Row extends Receivable | Payable>(ctx: LedgerContext, id: number, body: PaymentPayload, userId: number): Promise<Row> {
  const { kind, cfg } = ctx;
  const value = positiveAmount(body.paymentValue, M.paymentNotPositive);
  const paymentDate = calendarDate(body.paymentDate, M.invalidPaymentDate);
  return ctx.db.transaction().execute(async (trx) => {
    const account = await lock(ctx, trx, id);
    if (account.status === cfg.settled) throw conflict(cfg.alreadySettled);
    if (account.status === 'CANCELADO') throw conflict(M.cancelledNoPayment);
    const { rows } = await sql<{ open: string; exceeds: boolean; settles: boolean; future: boolean }>`
      SELECT round((a.amount - t.paid), 2) AS open,
             ${value}::numeric > a.amount - t.paid AS exceeds,
             ${value}::numeric = a.amount - t.paid AS settles,
             ${paymentDate}::date > ${TODAY} AS future
      FROM ${sql.table(cfg.table)} a,
           (SELECT coalesce(sum(amount), 0) AS paid FROM account_payments WHERE ${sql.ref(cfg.paymentColumn)} = ${id}) t
      WHERE a.id = ${id}`.execute(trx);
    const check = rows[0];
    if (check.future) throw badRequest(M.futurePaymentDate);
    if (check.exceeds) throw badRequest(M.paymentAboveOpen(formatBrl(check.open)));
    await trx
      .insertInto('account_payments')
      .values({
        ...(kind === 'receivable' ? { receivable_id: id } : { payable_id: id }),
        payment_date: paymentDate,
        method: body.paymentMethod,
        amount: value,
        reference: blankToNull(body.paymentReference),
        notes: blankToNull(body.paymentNotes),
        user_id: sql<number | null>`(SELECT id FROM users WHERE id = ${userId})`,
      })
      .execute();
    await trx
      .updateTable(cfg.table)
      .set({ status: check.settles ? cfg.settled : 'PARCIAL', updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    if (check.settles && account.paymentRequestId) await markPaymentRequestPaid(trx, account.paymentRequestId);
    return (await findWithPayments<Row>(ctx, trx, id))!;
  });
}

/** Cancels an open account (payments already made stay in the ledger). */
async function cancelAccount<Row extends Receivable | Payable>(ctx: LedgerContext, id: number, reason: string): Promise<Row> {
  const { cfg } = ctx;
  const text = collapse(reason);
  if (text.length < 3) throw badRequest(M.reasonRequired);
  return ctx.db.transaction().execute(async (trx) => {
    const account = await lock(ctx, trx, id);
    if (account.status === cfg.settled) throw conflict(cfg.settledNoCancel);
    if (account.status === 'CANCELADO') throw conflict(M.alreadyCancelled);
    await trx
      .updateTable(cfg.table)
      .set({ status: 'CANCELADO', cancel_reason: text, cancelled_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    return (await findWithPayments<Row>(ctx, trx, id))!;
  });
}

/**
 * A payable raised by a staff payment request, once paid in full, marks the request PAID and the
 * staff link paid (SPEC §4: PAID confirms the event-employee payment). Idempotent.
 */
async function markPaymentRequestPaid(trx: Executor, requestId: number): Promise<void> {
  await sql`UPDATE payment_requests SET status = 'PAID', paid_at = now(), updated_at = now() WHERE id = ${requestId} AND status IN ('PENDING', 'APPROVED')`.execute(trx);
  await sql`UPDATE event_employees SET paid = true, last_updated_at = now()
            WHERE id = (SELECT event_employee_id FROM payment_requests WHERE id = ${requestId} AND status = 'PAID') AND NOT paid`.execute(trx);
}

/** One ledger's repository: the steps above bound to its context. */
export function createLedger<Row extends Receivable | Payable>(app: FastifyInstance, kind: LedgerKind) {
  const ctx = ledgerContext(app, kind);
  return {
    /** One page of the accounts matching the search and filters; oldest due date first by default. */
    list: (query: LedgerListQuery): Promise<Page<Row>> => page<Row>(ctx, filterList(ctx, baseQuery(ctx, ctx.db), query), query),
    findById: (id: number) => findWithPayments<Row>(ctx, ctx.db, id),
    /** One page of the open accounts past their due date, oldest first by default. */
    overdue: (query: PageQuery = {}): Promise<Page<Row>> => page<Row>(ctx, baseQuery(ctx, ctx.db).where(ctx.isOverdue), query),
    /** One page of the open accounts due from today to today + days. */
    dueSoon: (days: number, query: PageQuery = {}): Promise<Page<Row>> =>
      page<Row>(
        ctx,
        baseQuery(ctx, ctx.db).where(ctx.isOpen).where('a.due_date', '>=', TODAY).where('a.due_date', '<=', sql<string>`${TODAY} + ${days}::int`),
        query,
      ),
    categories: () => categories(ctx),
    statistics: (range: { startDate?: string; endDate?: string; dueSoonDays?: number }) => statistics(ctx, range),
    create: (input: AccountInput, userId: number) => createAccount<Row>(ctx, input, userId),
    update: (id: number, input: AccountInput) => updateAccount<Row>(ctx, id, input),
    remove: (id: number) => removeAccount(ctx, id),
    pay: (id: number, body: PaymentPayload, userId: number) => payAccount<Row>(ctx, id, body, userId),
    cancel: (id: number, reason: string) => cancelAccount<Row>(ctx, id, reason),
    /** For other modules of the area: the accounts `where` picks (no payments), oldest due date first. */
    listWhere: (executor: Executor, where: (qb: BaseQuery) => BaseQuery): Promise<Row[]> =>
      where(baseQuery(ctx, executor)).orderBy('a.due_date').orderBy('a.id').$castTo<Row>().execute(),
    findWithPayments: (executor: Executor, id: number) => findWithPayments<Row>(ctx, executor, id),
  };
}

export type Ledger<Row extends Receivable | Payable> = ReturnType<typeof createLedger<Row>>;

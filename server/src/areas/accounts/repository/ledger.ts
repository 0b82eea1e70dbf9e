/**
 * Accounts receivable and payable: one repository for the two ledgers, which differ only in
 * their party (client / supplier), the settled status (RECEBIDO / PAGO), the category type
 * (RECEITA / DESPESA) and the payments column. Kysely is used untyped here (`Kysely<any>`) because
 * the table is a parameter; the route schemas check every row that leaves.
 *
 * Money: amounts are NUMERIC(14,2); the paid total, the open balance and every comparison of
 * amounts (overpayment, settling, "amount below what was paid") happen in SQL, never in floats.
 * A payment locks the account row (FOR UPDATE), so two concurrent payments cannot overpay.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { onlyDigits, type AccountSituation, type AccountStatistics, type Page, type PageQuery, type Payable, type PaymentPayload, type Receivable } from '@sge/shared/contract';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { escapeLike, paginate, sortBy, type SortColumns } from '../../../http/paging';
import { TODAY, formatBrl } from '../dates';
import { calendarDate, positiveAmount, type AccountInput } from '../input';
import { blankToNull } from '../../../lib/text';
import { ACCOUNT_MESSAGES as M } from '../messages';

export type LedgerKind = 'receivable' | 'payable';

interface LedgerConfig {
  table: 'accounts_receivable' | 'accounts_payable';
  paymentColumn: 'receivable_id' | 'payable_id';
  settled: 'RECEBIDO' | 'PAGO';
  categoryType: 'RECEITA' | 'DESPESA';
  partyName: string;
  partyDocument: string;
  partyColumns: string[];
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
      'a.client_name as clientName',
      'a.client_document as clientDocument',
      'a.client_email as clientEmail',
      'a.client_phone as clientPhone',
      'a.budget_id as budgetId',
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
      'a.supplier_name as supplierName',
      'a.supplier_document as supplierDocument',
      'a.payment_request_id as paymentRequestId',
      'a.recurring_account_id as recurringAccountId',
      'a.recurring_period as recurringPeriod',
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
  status?: string;
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

export function createLedger<Row extends Receivable | Payable>(app: FastifyInstance, kind: LedgerKind) {
  const db = app.db as unknown as AnyDb;
  const cfg = CONFIG[kind];
  /**
   * What was paid on the account row `a`. A correlated subquery, not a join to every account's
   * totals: the planner computes it for the page's rows only, after the sort and limit (five-year
   * data, payables first page: 623 ms → 0.4 ms in EXPLAIN ANALYZE), on account_payments' index.
   */
  const paid = sql<string>`coalesce((SELECT sum(ap.amount) FROM account_payments ap WHERE ${sql.ref(`ap.${cfg.paymentColumn}`)} = a.id), 0)`;
  const isOpen = sql<boolean>`a.status IN ('PENDENTE', 'PARCIAL')`;
  const isOverdue = sql<boolean>`(${isOpen} AND a.due_date < ${TODAY})`;

  /** What the list may be sorted by (RECEIVABLE_SORTS / PAYABLE_SORTS), in SQL. */
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

  /** The account rows with category, event and paid totals (payments not included). */
  function baseQuery(executor: AnyDb): AnySelect {
    return executor
      .selectFrom(`${cfg.table} as a`)
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
        ...cfg.partyColumns,
      ]);
  }

  function payments(executor: AnyDb, id: number) {
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

  async function findWithPayments(executor: AnyDb, id: number): Promise<Row | undefined> {
    const account = await baseQuery(executor).where('a.id', '=', id).executeTakeFirst();
    if (!account) return undefined;
    return { ...account, payments: await payments(executor, id) } as Row;
  }

  /** Locks the account row for the rest of the transaction (404 when missing). */
  async function lock(trx: AnyDb, id: number) {
    const row = await trx
      .selectFrom(`${cfg.table} as a`)
      .select(['a.id', 'a.status', 'a.amount', 'a.due_date as dueDate', ...(kind === 'payable' ? ['a.payment_request_id as paymentRequestId'] : [])])
      .where('a.id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(cfg.notFound);
    return row as { id: number; status: string; amount: string; dueDate: string; paymentRequestId?: number | null };
  }

  async function paidSoFar(trx: AnyDb, id: number): Promise<string> {
    const { rows } = await sql<{ paid: string }>`
      SELECT round(coalesce(sum(amount), 0), 2) AS paid FROM account_payments WHERE ${sql.ref(cfg.paymentColumn)} = ${id}`.execute(trx);
    return rows[0].paid;
  }

  async function checkReferences(executor: AnyDb, input: AccountInput): Promise<void> {
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

  return {
    /** One page of the accounts matching the search and filters (issue 14); oldest due date first by default. */
    list(query: LedgerListQuery): Promise<Page<Row>> {
      const search = query.search?.trim();
      const party = (kind === 'receivable' ? query.clientName : query.supplierName)?.trim();
      const filtered = baseQuery(db)
        .$if(Boolean(search), (qb) =>
          qb.where((eb) => {
            const pattern = `%${escapeLike(search!)}%`;
            const digits = onlyDigits(search!);
            return eb.or([
              eb('a.description', 'ilike', pattern),
              eb(`a.${cfg.partyName}`, 'ilike', pattern),
              eb('a.document_number', 'ilike', pattern),
              ...(digits ? [eb(`a.${cfg.partyDocument}`, 'like', `%${digits}%`)] : []),
            ]);
          }),
        )
        .$if(Boolean(party), (qb) => qb.where(`a.${cfg.partyName}`, 'ilike', `%${escapeLike(party!)}%`))
        .$if(Boolean(query.status), (qb) => qb.where('a.status', '=', query.status!))
        .$if(Boolean(query.situation), (qb) => {
          const situation = query.situation!;
          if (situation === 'open') return qb.where(isOpen);
          if (situation === 'overdue') return qb.where(isOverdue);
          return qb.where('a.status', '=', situation === 'settled' ? cfg.settled : situation);
        })
        .$if(Boolean(query.startDate), (qb) => qb.where('a.due_date', '>=', query.startDate!))
        .$if(Boolean(query.endDate), (qb) => qb.where('a.due_date', '<=', query.endDate!))
        .$if(query.categoryId !== undefined, (qb) => qb.where('a.category_id', '=', query.categoryId!))
        .$if(query.eventId !== undefined, (qb) => qb.where('a.event_id', '=', query.eventId!))
        .$if(query.recurringAccountId !== undefined && kind === 'payable', (qb) =>
          qb.where('a.recurring_account_id', '=', query.recurringAccountId!),
        )
        .$if(query.overdue === true, (qb) => qb.where(isOverdue))
        .$if(query.overdue === false, (qb) => qb.where(sql<boolean>`NOT ${isOverdue}`));
      return paginate(db, sortBy(filtered, query.sort, sorts, 'dueDate', 'a.id'), query) as Promise<Page<Row>>;
    },

    findById: (id: number) => findWithPayments(db, id),

    /** One page of the open accounts past their due date, oldest first by default. */
    overdue(query: PageQuery = {}): Promise<Page<Row>> {
      return paginate(db, sortBy(baseQuery(db).where(isOverdue), query.sort, sorts, 'dueDate', 'a.id'), query) as Promise<Page<Row>>;
    },

    /** One page of the open accounts due from today to today + days. */
    dueSoon(days: number, query: PageQuery = {}): Promise<Page<Row>> {
      const filtered = baseQuery(db)
        .where(isOpen)
        .where('a.due_date', '>=', TODAY)
        .where('a.due_date', '<=', sql<string>`${TODAY} + ${days}::int`);
      return paginate(db, sortBy(filtered, query.sort, sorts, 'dueDate', 'a.id'), query) as Promise<Page<Row>>;
    },

    /** Active categories of the ledger's type (RECEITA / DESPESA). */
    categories() {
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
    },

    async statistics(range: { startDate?: string; endDate?: string; dueSoonDays?: number }): Promise<AccountStatistics> {
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
    },

    async create(input: AccountInput, userId: number) {
      return db.transaction().execute(async (trx) => {
        await checkReferences(trx, input);
        const { id } = await trx
          .insertInto(cfg.table)
          .values({
            ...toRow(input),
            // Without an issue date: today, or the due date when that is earlier (an old debt recorded now).
            issue_date: input.issueDate ?? sql<string>`least(${TODAY}, ${input.dueDate}::date)`,
            created_by: sql<number | null>`(SELECT id FROM users WHERE id = ${userId})`,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return (await findWithPayments(trx, id))!;
      });
    },

    /** Edits an open account; an amount below what was already paid is refused (409). */
    async update(id: number, input: AccountInput) {
      return db.transaction().execute(async (trx) => {
        const account = await lock(trx, id);
        if (account.status === cfg.settled) throw conflict(cfg.settledLocked);
        if (account.status === 'CANCELADO') throw conflict(M.cancelledLocked);
        await checkReferences(trx, input);
        const paidNow = await paidSoFar(trx, id);
        const { rows } = await sql<{ below: boolean }>`SELECT ${input.amount}::numeric < ${paidNow}::numeric AS below`.execute(trx);
        if (rows[0].below) throw conflict(M.amountBelowPaid(formatBrl(paidNow)));
        await trx
          .updateTable(cfg.table)
          .set({
            ...toRow(input),
            ...(input.issueDate ? { issue_date: input.issueDate } : {}),
            status: sql`CASE WHEN ${paidNow}::numeric = 0 THEN 'PENDENTE'
                             WHEN ${paidNow}::numeric >= ${input.amount}::numeric THEN ${cfg.settled}
                             ELSE 'PARCIAL' END`,
            updated_at: sql`now()`,
          })
          .where('id', '=', id)
          .execute();
        const updated = await findWithPayments(trx, id);
        if (updated!.dueDate < updated!.issueDate) throw badRequest(M.dueBeforeIssue);
        return updated!;
      });
    },

    /** Deletes an account with no payments (409 otherwise, and for a payable raised by a payment request). */
    async remove(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const account = await lock(trx, id);
        if (account.paymentRequestId) throw conflict(M.fromPaymentRequest);
        const hasPayment = await trx.selectFrom('account_payments').select('id').where(cfg.paymentColumn, '=', id).executeTakeFirst();
        if (hasPayment) throw conflict(M.hasPayments);
        await trx.deleteFrom(cfg.table).where('id', '=', id).execute();
      });
    },

    /**
     * Records a payment (receipt): partial payments are allowed; the one that reaches the amount
     * settles the account. A value above the open balance is refused (400), checked under the row lock.
     */
    async pay(id: number, body: PaymentPayload, userId: number) {
      const value = positiveAmount(body.paymentValue, M.paymentNotPositive);
      const paymentDate = calendarDate(body.paymentDate, M.invalidPaymentDate);
      return db.transaction().execute(async (trx) => {
        const account = await lock(trx, id);
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
            [cfg.paymentColumn]: id,
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
        return (await findWithPayments(trx, id))!;
      });
    },

    /** Cancels an open account (payments already made stay in the ledger). */
    async cancel(id: number, reason: string) {
      const text = reason.trim().replace(/\s+/g, ' ');
      if (text.length < 3) throw badRequest(M.reasonRequired);
      return db.transaction().execute(async (trx) => {
        const account = await lock(trx, id);
        if (account.status === cfg.settled) throw conflict(cfg.settledNoCancel);
        if (account.status === 'CANCELADO') throw conflict(M.alreadyCancelled);
        await trx
          .updateTable(cfg.table)
          .set({ status: 'CANCELADO', cancel_reason: text, cancelled_at: sql`now()`, updated_at: sql`now()` })
          .where('id', '=', id)
          .execute();
        return (await findWithPayments(trx, id))!;
      });
    },

    /** For other modules of the area: the base query (e.g. generated accounts of a recurring account). */
    baseQuery: (executor: AnyDb = db) => baseQuery(executor),
    findWithPayments: (executor: AnyDb, id: number) => findWithPayments(executor, id),
  };
}

/**
 * A payable raised by a staff payment request, once paid in full, marks the request PAID and the
 * staff link paid (SPEC §4: PAID confirms the event-employee payment). Idempotent.
 */
async function markPaymentRequestPaid(trx: AnyDb, requestId: number): Promise<void> {
  await sql`UPDATE payment_requests SET status = 'PAID', paid_at = now(), updated_at = now() WHERE id = ${requestId} AND status IN ('PENDING', 'APPROVED')`.execute(trx);
  await sql`UPDATE event_employees SET paid = true, last_updated_at = now()
            WHERE id = (SELECT event_employee_id FROM payment_requests WHERE id = ${requestId} AND status = 'PAID') AND NOT paid`.execute(trx);
}

export type Ledger<Row extends Receivable | Payable> = ReturnType<typeof createLedger<Row>>;

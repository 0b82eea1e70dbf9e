/**
 * Recurring accounts: payables that repeat weekly, monthly or yearly. Each occurrence
 * (startDate + n periods, see dates.ts) becomes one account payable for its period, and the
 * unique (recurring_account_id, recurring_period) pair of accounts_payable makes generation
 * idempotent: an INSERT … ON CONFLICT DO NOTHING never writes a period twice, even when two
 * servers (or two clicks) generate at once.
 *
 * - generate: one account. With a dueDate, the period of that date (409 when already generated);
 *   without, the first occurrence from the current period on that is not generated yet.
 * - generate-all: every active account's occurrences falling in a month (default: the current one)
 *   and not generated yet, i.e. what is due in that month.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type NotNull, type Transaction } from 'kysely';
import { onlyDigits, type Page, type Payable, type RecurringAccount, type RecurringListQuery, type RecurringSort, type RecurringStatistics } from '@sge/shared/contract';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { escapeLike, paginate, nullable, sortBy, type SortColumns } from '../../../http/paging';
import { addDays, isCalendarDate } from '../../../lib/calendar';
import { addMonths, monthBounds, occurrencesBetween, periodOf, today, TODAY } from '../dates';
import type { RecurringInput } from '../input';
import type { Ledger } from './ledger';
import { ACCOUNT_MESSAGES as M } from '../messages';
import type { DB, RecurringFrequency } from '../../../db/schema';

type AnyDb = Kysely<DB> | Transaction<DB>;

interface RecurringRow {
  id: number;
  description: string;
  supplierName: string;
  supplierDocument: string | null;
  categoryId: number;
  categoryName: string;
  amount: string;
  frequency: RecurringFrequency;
  startDate: string;
  endDate: string | null;
  active: boolean;
  notes: string | null;
  generatedCount: number;
  lastGeneratedDueDate: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What the list may be sorted by (RECURRING_SORTS), in SQL. */
const SORTS: SortColumns<RecurringSort> = {
  description: 'r.description',
  supplierName: 'r.supplier_name',
  categoryName: nullable('c.name'),
  amount: 'r.amount',
  frequency: 'r.frequency',
  startDate: 'r.start_date',
  generatedCount: sql`coalesce(g.n, 0)`,
  active: 'r.active',
  createdAt: 'r.created_at',
};

/** 'novembro/2026'-like label of a period, for descriptions and messages. */
export function periodLabel(frequency: RecurringFrequency, period: string): string {
  if (frequency === 'MENSAL') return `${period.slice(5, 7)}/${period.slice(0, 4)}`;
  if (frequency === 'ANUAL') return period;
  return `semana ${period.slice(6)}/${period.slice(0, 4)}`;
}

/** The first day of the period that contains `date`. */
function periodStart(frequency: RecurringFrequency, date: string): string {
  if (frequency === 'MENSAL') return `${date.slice(0, 7)}-01`;
  if (frequency === 'ANUAL') return `${date.slice(0, 4)}-01-01`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return addDays(date, 1 - weekday);
}

export function createRecurringRepository(app: FastifyInstance, payables: Ledger<Payable>) {
  const db = app.db;

  function baseQuery(executor: AnyDb) {
    const generated = executor
      .selectFrom('accounts_payable')
      .select(['recurring_account_id', sql<number>`count(*)::int`.as('n'), sql<string>`max(due_date)`.as('last')])
      .where('recurring_account_id', 'is not', null)
      .groupBy('recurring_account_id')
      .as('g');
    return executor
      .selectFrom('recurring_accounts as r')
      .innerJoin('financial_categories as c', 'c.id', 'r.category_id')
      .leftJoin(generated, 'g.recurring_account_id', 'r.id')
      .select([
        'r.id',
        'r.description',
        'r.supplier_name as supplierName',
        'r.supplier_document as supplierDocument',
        'r.category_id as categoryId',
        'c.name as categoryName',
        'r.amount',
        'r.frequency',
        'r.start_date as startDate',
        'r.end_date as endDate',
        'r.active',
        'r.notes',
        sql<number>`coalesce(g.n, 0)`.as('generatedCount'),
        'g.last as lastGeneratedDueDate',
        'r.created_at as createdAt',
        'r.updated_at as updatedAt',
      ]);
  }

  async function generatedPeriods(executor: AnyDb, ids: number[]): Promise<Map<number, Set<string>>> {
    const map = new Map<number, Set<string>>(ids.map((id) => [id, new Set<string>()]));
    if (!ids.length) return map;
    const rows = await executor
      .selectFrom('accounts_payable')
      .select(['recurring_account_id as id', 'recurring_period as period'])
      .where('recurring_account_id', 'in', ids)
      .where('recurring_period', 'is not', null)
      .$narrowType<{ id: NotNull; period: NotNull }>()
      .execute();
    for (const row of rows) map.get(row.id)?.add(row.period);
    return map;
  }

  /** The first occurrence from `from` on whose period is not generated (looks two years ahead). */
  function nextOpenOccurrence(row: RecurringRow, generated: Set<string>, from: string): string | null {
    const horizon = addMonths(from, 24);
    for (const date of occurrencesBetween(row, from < row.startDate ? row.startDate : from, horizon)) {
      if (!generated.has(periodOf(row.frequency, date))) return date;
    }
    return null;
  }

  async function withNextDueDate(executor: AnyDb, rows: RecurringRow[]): Promise<RecurringAccount[]> {
    const now = await today(executor);
    const generated = await generatedPeriods(executor, rows.map((r) => r.id));
    return rows.map((row) => ({ ...row, nextDueDate: nextOpenOccurrence(row, generated.get(row.id)!, now) }));
  }

  async function find(executor: AnyDb, id: number): Promise<RecurringAccount | undefined> {
    const row = (await baseQuery(executor).where('r.id', '=', id).executeTakeFirst()) as RecurringRow | undefined;
    return row ? (await withNextDueDate(executor, [row]))[0] : undefined;
  }

  async function lock(trx: AnyDb, id: number): Promise<RecurringRow> {
    const locked = await trx.selectFrom('recurring_accounts').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!locked) throw notFound(M.recurringNotFound);
    return (await baseQuery(trx).where('r.id', '=', id).executeTakeFirstOrThrow()) as RecurringRow;
  }

  async function checkCategory(executor: AnyDb, categoryId: number): Promise<void> {
    const category = await executor
      .selectFrom('financial_categories')
      .select('id')
      .where('id', '=', categoryId)
      .where('type', '=', 'DESPESA')
      .where('active', '=', true)
      .executeTakeFirst();
    if (!category) throw badRequest(M.invalidCategory('DESPESA'));
  }

  /** Inserts the payable of one occurrence; undefined when its period was already generated. */
  async function insertOccurrence(trx: AnyDb, row: RecurringRow, dueDate: string, userId: number): Promise<number | undefined> {
    const period = periodOf(row.frequency, dueDate);
    const inserted = await trx
      .insertInto('accounts_payable')
      .values({
        description: `${row.description} - ${periodLabel(row.frequency, period)}`,
        supplier_name: row.supplierName,
        supplier_document: row.supplierDocument,
        category_id: row.categoryId,
        amount: row.amount,
        issue_date: sql<string>`least(${TODAY}, ${dueDate}::date)`,
        due_date: dueDate,
        notes: row.notes,
        recurring_account_id: row.id,
        recurring_period: period,
        created_by: sql<number | null>`(SELECT id FROM users WHERE id = ${userId})`,
      })
      .onConflict((oc) => oc.columns(['recurring_account_id', 'recurring_period']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  const toRow = (input: RecurringInput) => ({
    description: input.description,
    supplier_name: input.supplierName,
    supplier_document: input.supplierDocument,
    category_id: input.categoryId,
    amount: input.amount,
    frequency: input.frequency,
    start_date: input.startDate,
    end_date: input.endDate,
    notes: input.notes,
    ...(input.active === undefined ? {} : { active: input.active }),
  });

  return {
    /**
     * One page of the recurring accounts matching the search and filters (issue 14), by description
     * by default; nextDueDate is worked out for the page's rows only.
     */
    async list(query: RecurringListQuery = {}, fallbackSort: RecurringSort = 'description'): Promise<Page<RecurringAccount>> {
      const search = query.search?.trim();
      const supplier = query.supplierName?.trim();
      const filtered = baseQuery(db)
        .$if(Boolean(search), (qb) =>
          qb.where((eb) => {
            const pattern = `%${escapeLike(search!)}%`;
            const digits = onlyDigits(search!);
            return eb.or([
              eb('r.description', 'ilike', pattern),
              eb('r.supplier_name', 'ilike', pattern),
              ...(digits ? [eb('r.supplier_document', 'like', `%${digits}%`)] : []),
            ]);
          }),
        )
        .$if(Boolean(supplier), (qb) => qb.where('r.supplier_name', 'ilike', `%${escapeLike(supplier!)}%`))
        .$if(query.active !== undefined, (qb) => qb.where('r.active', '=', query.active!))
        .$if(Boolean(query.frequency), (qb) => qb.where('r.frequency', '=', query.frequency!));
      const page = await paginate(db, sortBy(filtered, query.sort, SORTS, fallbackSort, 'r.id'), query);
      return { ...page, data: await withNextDueDate(db, page.data as RecurringRow[]) };
    },

    findById: (id: number) => find(db, id),

    async statistics(): Promise<RecurringStatistics> {
      const now = await today(db);
      const { first, last } = monthBounds(now.slice(0, 7));
      const { rows } = await sql<Omit<RecurringStatistics, 'byFrequency' | 'pendingThisMonth'>>`
        SELECT count(*)::int AS total,
               count(*) FILTER (WHERE active)::int AS active,
               count(*) FILTER (WHERE NOT active)::int AS inactive,
               round(coalesce(sum(CASE frequency WHEN 'MENSAL' THEN amount WHEN 'SEMANAL' THEN amount * 52 / 12 ELSE amount / 12 END)
                        FILTER (WHERE active), 0), 2) AS "monthlyAmount",
               (SELECT count(*)::int FROM accounts_payable
                 WHERE recurring_account_id IS NOT NULL AND due_date BETWEEN ${first}::date AND ${last}::date) AS "generatedThisMonth"
        FROM recurring_accounts`.execute(db);
      const byFrequency = await sql<{ frequency: string; count: number; amount: string }>`
        SELECT frequency, count(*)::int AS count, round(sum(amount), 2) AS amount
        FROM recurring_accounts WHERE active GROUP BY frequency ORDER BY frequency`.execute(db);
      const active = (await baseQuery(db).where('r.active', '=', true).execute()) as RecurringRow[];
      const generated = await generatedPeriods(db, active.map((r) => r.id));
      const pendingThisMonth = active.reduce(
        (count, row) =>
          count + occurrencesBetween(row, first, last).filter((date) => !generated.get(row.id)!.has(periodOf(row.frequency, date))).length,
        0,
      );
      return { ...rows[0], byFrequency: byFrequency.rows, pendingThisMonth };
    },

    async create(input: RecurringInput, userId: number): Promise<RecurringAccount> {
      return db.transaction().execute(async (trx) => {
        await checkCategory(trx, input.categoryId);
        const { id } = await trx
          .insertInto('recurring_accounts')
          .values({ ...toRow(input), created_by: sql<number | null>`(SELECT id FROM users WHERE id = ${userId})` })
          .returning('id')
          .executeTakeFirstOrThrow();
        return (await find(trx, id))!;
      });
    },

    /** Edits the template; payables already generated keep their values. */
    async update(id: number, input: RecurringInput): Promise<RecurringAccount> {
      return db.transaction().execute(async (trx) => {
        await lock(trx, id);
        await checkCategory(trx, input.categoryId);
        await trx.updateTable('recurring_accounts').set({ ...toRow(input), updated_at: sql`now()` }).where('id', '=', id).execute();
        return (await find(trx, id))!;
      });
    },

    /** Deletes an account that generated nothing (409 otherwise: deactivate it instead). */
    async remove(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await lock(trx, id);
        if (row.generatedCount > 0) throw conflict(M.recurringHasAccounts);
        await trx.deleteFrom('recurring_accounts').where('id', '=', id).execute();
      });
    },

    async toggleActive(id: number): Promise<RecurringAccount> {
      return db.transaction().execute(async (trx) => {
        await lock(trx, id);
        await trx.updateTable('recurring_accounts').set({ active: sql`NOT active`, updated_at: sql`now()` }).where('id', '=', id).execute();
        return (await find(trx, id))!;
      });
    },

    async generate(id: number, dueDate: string | undefined, userId: number) {
      return db.transaction().execute(async (trx) => {
        const row = await lock(trx, id);
        if (!row.active) throw conflict(M.recurringInactive);
        let date: string;
        if (dueDate !== undefined) {
          if (!isCalendarDate(dueDate)) throw badRequest(M.invalidDueDate);
          if (dueDate < row.startDate || (row.endDate !== null && dueDate > row.endDate)) throw badRequest(M.dueDateOutOfRange);
          date = dueDate;
        } else {
          const generated = (await generatedPeriods(trx, [id])).get(id)!;
          const next = nextOpenOccurrence(row, generated, periodStart(row.frequency, await today(trx)));
          if (!next) throw conflict(M.nothingToGenerate);
          date = next;
        }
        const payableId = await insertOccurrence(trx, row, date, userId);
        if (payableId === undefined) throw conflict(M.periodGenerated(periodLabel(row.frequency, periodOf(row.frequency, date))));
        return (await payables.findWithPayments(trx, payableId))!;
      });
    },

    async generateAll(month: string | undefined, userId: number) {
      const target = month ?? (await today(db)).slice(0, 7);
      const { first, last } = monthBounds(target);
      return db.transaction().execute(async (trx) => {
        const rows = (await baseQuery(trx).where('r.active', '=', true).orderBy('r.id').execute()) as RecurringRow[];
        const ids: number[] = [];
        for (const row of rows) {
          for (const date of occurrencesBetween(row, first, last)) {
            const payableId = await insertOccurrence(trx, row, date, userId);
            if (payableId !== undefined) ids.push(payableId);
          }
        }
        const generated = ids.length
          ? await payables.listWhere(trx, (qb) => qb.where('a.id', 'in', ids))
          : [];
        return { month: target, count: generated.length, generated };
      });
    },

    async generatedAccounts(id: number) {
      if (!(await db.selectFrom('recurring_accounts').select('id').where('id', '=', id).executeTakeFirst())) {
        throw notFound(M.recurringNotFound);
      }
      return payables.listWhere(db, (qb) => qb.where(sql.ref('a.recurring_account_id'), '=', id));
    },
  };
}

export type RecurringRepository = ReturnType<typeof createRecurringRepository>;

/**
 * Budgets: SQL for /api/budgets. Every write locks the budget row first, checks the flow (see the
 * contract's BUDGET_TRANSITIONS) against its stored status and validity, and recomputes
 * total = Σ(quantity × unit_price × days) − discount in SQL.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import { BUDGET_MESSAGES as MSG, type Budget, type BudgetListQuery, type BudgetSort, type Page } from '@sge/shared/contract';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { escapeLike, paginate, nullable, sortBy, type SortColumns } from '../../../http/paging';
import { assertDate, type BudgetInput, type SettlementInput } from '../input';
import { todayInCompanyZone } from '../../../lib/calendar';
import { eventsIncomeCategoryId, existingUser, lockAccount, settleAccount, type Trx } from '../ledger';

/** The effective status: RASCUNHO/ENVIADO past validity read as EXPIRADO. */
const effectiveStatus = (today: string) =>
  sql<string>`CASE WHEN b.status IN ('RASCUNHO', 'ENVIADO') AND b.valid_until < ${today}::date THEN 'EXPIRADO' ELSE b.status END`;

/** Every budget with its items, days, totals and receivable, as the API answers it (plus _document and _created, to filter by). */
function budgetRows(today: string) {
  return sql<Budget>`
      SELECT b.id, ${effectiveStatus(today)} AS status,
             b.client_name AS "clientName", b.client_document AS "clientDocument",
             b.client_email AS "clientEmail", b.client_phone AS "clientPhone",
             b.event_name AS "eventName", b.event_location AS "eventLocation",
             coalesce((SELECT json_agg(to_char(d.date, 'YYYY-MM-DD') ORDER BY d.date) FROM budget_days d WHERE d.budget_id = b.id), '[]'::json) AS "eventDays",
             to_char(b.valid_until, 'YYYY-MM-DD') AS "validUntil",
             coalesce((
               SELECT json_agg(json_build_object(
                 'id', i.id, 'serviceId', s.id, 'serviceName', s.name, 'unit', s.unit, 'staffFunction', s.staff_function,
                 'quantity', i.quantity, 'unitPrice', i.unit_price::text, 'days', i.days,
                 'total', round((i.quantity * i.unit_price * i.days), 2)::text) ORDER BY i.id)
               FROM budget_items i JOIN service_catalog s ON s.id = i.service_id WHERE i.budget_id = b.id), '[]'::json) AS items,
             (SELECT round(coalesce(sum(i.quantity * i.unit_price * i.days), 0), 2) FROM budget_items i WHERE i.budget_id = b.id) AS subtotal,
             b.discount, b.total, b.notes,
             b.event_id AS "eventId", ev.name AS "linkedEventName",
             r.id AS "receivableId", r.status AS "receivableStatus",
             round(coalesce((SELECT sum(p.amount) FROM account_payments p WHERE p.receivable_id = r.id), 0), 2) AS "receivedAmount",
             b.sent_at AS "sentAt", b.approved_at AS "approvedAt", b.refused_at AS "refusedAt",
             b.refusal_reason AS "refusalReason", b.paid_at AS "paidAt",
             b.created_at AS "createdAt", b.updated_at AS "updatedAt",
             b.client_document AS _document, (b.created_at AT TIME ZONE 'America/Sao_Paulo')::date AS _created
      FROM budgets b
      LEFT JOIN events ev ON ev.id = b.event_id
      LEFT JOIN LATERAL (
        SELECT ar.id, ar.status FROM accounts_receivable ar WHERE ar.budget_id = b.id
        ORDER BY ar.status = 'CANCELADO', ar.id DESC LIMIT 1
      ) r ON true
`;
}

function budgetQuery(today: string, where: RawBuilder<unknown>) {
  return sql<Budget>`
    SELECT * FROM (${budgetRows(today)}) x
    WHERE ${where}
    ORDER BY x."createdAt" DESC, x.id DESC`;
}

/** What the list may be sorted by (BUDGET_SORTS), in SQL over the rows of budgetRows. */
const SORTS: SortColumns<BudgetSort> = {
  id: sql`x.id`,
  createdAt: sql`x."createdAt"`,
  clientName: sql`x."clientName"`,
  eventName: nullable(sql`x."eventName"`),
  validUntil: nullable(sql`x."validUntil"`),
  total: sql`x.total`,
  status: sql`x.status`,
};

function clean(rows: Array<Budget & { _document?: unknown; _created?: unknown }>): Budget[] {
  return rows.map(({ _document: _d, _created: _c, ...budget }) => budget);
}

type Executor = Kysely<DB> | Transaction<DB>;

async function findBudget(db: Executor, id: number): Promise<Budget | undefined> {
  const { rows } = await budgetQuery(todayInCompanyZone(), sql`x.id = ${id}`).execute(db);
  return clean(rows)[0];
}

interface LockedBudget {
  id: number;
  status: string;
  /** The effective status (EXPIRADO computed). */
  effective: string;
  eventId: number | null;
  total: string;
}

async function lockBudget(trx: Trx, id: number): Promise<LockedBudget> {
  const budget = await trx
    .selectFrom('budgets as b')
    .select(['b.id', 'b.status', effectiveStatus(todayInCompanyZone()).as('effective'), 'b.event_id as eventId', 'b.total'])
    .where('b.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!budget) throw notFound(MSG.notFound);
  return budget;
}

/** Writes the budget's days and items (replacing any) and recomputes its total. */
async function writeContent(trx: Trx, id: number, input: BudgetInput, previousServices: Set<number>): Promise<void> {
  const ids = [...new Set(input.items.map((item) => item.serviceId))];
  const services = await trx.selectFrom('service_catalog').select(['id', 'unit_price', 'active']).where('id', 'in', ids).execute();
  const byId = new Map(services.map((service) => [service.id, service]));
  for (const serviceId of ids) {
    const service = byId.get(serviceId);
    if (!service) throw badRequest(MSG.serviceNotFound);
    if (!service.active && !previousServices.has(serviceId)) throw badRequest(MSG.serviceInactive);
  }
  await trx.deleteFrom('budget_days').where('budget_id', '=', id).execute();
  await trx.deleteFrom('budget_items').where('budget_id', '=', id).execute();
  await trx.insertInto('budget_days').values(input.eventDays.map((date) => ({ budget_id: id, date }))).execute();
  await trx
    .insertInto('budget_items')
    .values(
      input.items.map((item) => ({
        budget_id: id,
        service_id: item.serviceId,
        quantity: item.quantity,
        unit_price: item.unitPrice ?? byId.get(item.serviceId)!.unit_price,
        days: item.days,
      })),
    )
    .execute();
  await recomputeTotal(trx, id);
}

/** total = subtotal − discount, in SQL; 400 when the discount is larger than the subtotal. */
async function recomputeTotal(trx: Trx, id: number): Promise<void> {
  const { rows } = await sql<{ ok: boolean }>`
    SELECT s.subtotal >= b.discount AS ok
    FROM budgets b, (SELECT coalesce(sum(quantity * unit_price * days), 0) AS subtotal FROM budget_items WHERE budget_id = ${id}) s
    WHERE b.id = ${id}`.execute(trx);
  if (!rows[0].ok) throw badRequest(MSG.discountExceeds);
  await sql`
    UPDATE budgets SET total = (SELECT coalesce(sum(quantity * unit_price * days), 0) FROM budget_items WHERE budget_id = ${id}) - discount,
                       updated_at = now()
    WHERE id = ${id}`.execute(trx);
}

/** Raises the receivable of an approved budget (for its total) and returns its id. */
async function raiseReceivable(trx: Trx, budgetId: number, dueDate: string | null, userId: number | null): Promise<number> {
  const categoryId = await eventsIncomeCategoryId(trx);
  const today = todayInCompanyZone();
  const { rows } = await sql<{ id: number }>`
    INSERT INTO accounts_receivable
      (description, client_name, client_document, client_email, client_phone, category_id, event_id, budget_id, amount,
       issue_date, due_date, document_number, created_by)
    SELECT 'Orçamento nº ' || b.id || ' — ' || coalesce(b.event_name, b.client_name),
           b.client_name, b.client_document, b.client_email, b.client_phone, ${categoryId}, b.event_id, b.id, b.total,
           ${today}::date,
           coalesce(${dueDate}::date, greatest(${today}::date, (SELECT min(date) FROM budget_days WHERE budget_id = b.id)), ${today}::date),
           'ORC-' || b.id, ${existingUser(userId)}
    FROM budgets b WHERE b.id = ${budgetId}
    RETURNING id`.execute(trx);
  return rows[0].id;
}

/** The budget's own columns, as a create or an edit writes them. */
function budgetColumns(input: BudgetInput) {
  return {
    client_name: input.clientName,
    client_document: input.clientDocument,
    client_email: input.clientEmail,
    client_phone: input.clientPhone,
    event_name: input.eventName,
    event_location: input.eventLocation,
    valid_until: input.validUntil,
    discount: input.discount,
    notes: input.notes,
  };
}

export function createBudgetsRepository(app: FastifyInstance) {
  const db = app.db;
  return {
    /** One page of the budgets matching the search and filters (issue 14), the newest first by default. */
    async list(query: BudgetListQuery): Promise<Page<Budget>> {
      const search = query.search?.trim();
      const conditions: RawBuilder<unknown>[] = [sql`true`];
      if (query.status) conditions.push(sql`x.status = ${query.status}`);
      if (search) {
        const pattern = `%${escapeLike(search)}%`;
        const digits = search.replace(/\D/g, '');
        conditions.push(sql`(x."clientName" ILIKE ${pattern} OR x."eventName" ILIKE ${pattern} OR x."eventLocation" ILIKE ${pattern}
          OR x."clientEmail" ILIKE ${pattern} OR x.id::text = ${search}
          ${digits.length >= 3 ? sql`OR x._document LIKE ${`%${digits}%`}` : sql``})`);
      }
      if (query.from) conditions.push(sql`x._created >= ${assertDate(query.from)}::date`);
      if (query.to) conditions.push(sql`x._created <= ${assertDate(query.to)}::date`);
      const filtered = db
        .selectFrom(sql<Budget & { _document: string | null; _created: string }>`(${budgetRows(todayInCompanyZone())})`.as('x'))
        .selectAll()
        .where(sql<boolean>`${sql.join(conditions, sql` AND `)}`);
      const page = await paginate(db, sortBy(filtered, query.sort, SORTS, '-createdAt', sql`x.id`), query);
      return { ...page, data: clean(page.data) };
    },

    findById: (id: number): Promise<Budget | undefined> => findBudget(db, id),

    create(input: BudgetInput, userId: number): Promise<Budget> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('budgets')
          .values({ ...budgetColumns(input), created_by: existingUser(userId) })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeContent(trx, id, input, new Set());
        return (await findBudget(trx, id))!;
      });
    },

    update(id: number, input: BudgetInput): Promise<Budget> {
      return db.transaction().execute(async (trx) => {
        const budget = await lockBudget(trx, id);
        if (budget.status !== 'RASCUNHO') throw conflict(MSG.editOnlyDraft);
        const previous = await trx.selectFrom('budget_items').select('service_id').where('budget_id', '=', id).execute();
        await trx
          .updateTable('budgets')
          .set(budgetColumns(input))
          .where('id', '=', id)
          .execute();
        await writeContent(trx, id, input, new Set(previous.map((item) => item.service_id)));
        return (await findBudget(trx, id))!;
      });
    },

    remove(id: number): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const budget = await lockBudget(trx, id);
        if (!['RASCUNHO', 'RECUSADO', 'EXPIRADO'].includes(budget.effective)) throw conflict(MSG.deleteNotAllowed);
        await trx.deleteFrom('budgets').where('id', '=', id).execute();
      });
    },

    send(id: number): Promise<Budget> {
      return db.transaction().execute(async (trx) => {
        const budget = await lockBudget(trx, id);
        if (budget.status !== 'RASCUNHO') throw conflict(MSG.sendOnlyDraft);
        if (budget.effective === 'EXPIRADO') throw conflict(MSG.expired);
        const { rows } = await sql<{ positive: boolean }>`SELECT ${budget.total}::numeric > 0 AS positive`.execute(trx);
        if (!rows[0].positive) throw conflict(MSG.emptyTotal);
        await trx.updateTable('budgets').set({ status: 'ENVIADO', sent_at: sql<string>`now()`, updated_at: sql<string>`now()` }).where('id', '=', id).execute();
        return (await findBudget(trx, id))!;
      });
    },

    decide(id: number, approved: boolean, reason: string | null, dueDate: string | null, userId: number): Promise<Budget> {
      return db.transaction().execute(async (trx) => {
        const budget = await lockBudget(trx, id);
        if (budget.status !== 'ENVIADO') throw conflict(MSG.approveOnlySent);
        if (budget.effective === 'EXPIRADO') throw conflict(MSG.expired);
        if (approved) {
          await trx
            .updateTable('budgets')
            .set({ status: 'APROVADO', approved_at: sql<string>`now()`, decided_by: existingUser(userId), updated_at: sql<string>`now()` })
            .where('id', '=', id)
            .execute();
          await raiseReceivable(trx, id, dueDate, userId);
        } else {
          await trx
            .updateTable('budgets')
            .set({
              status: 'RECUSADO',
              refused_at: sql<string>`now()`,
              refusal_reason: reason,
              decided_by: existingUser(userId),
              updated_at: sql<string>`now()`,
            })
            .where('id', '=', id)
            .execute();
        }
        return (await findBudget(trx, id))!;
      });
    },

    confirmPayment(id: number, payment: SettlementInput, userId: number): Promise<Budget> {
      return db.transaction().execute(async (trx) => {
        const budget = await lockBudget(trx, id);
        if (budget.status !== 'APROVADO') throw conflict(MSG.payOnlyApproved);
        const receivables = await trx
          .selectFrom('accounts_receivable')
          .select(['id', 'status'])
          .where('budget_id', '=', id)
          .orderBy(sql`status = 'CANCELADO'`)
          .orderBy('id', 'desc')
          .execute();
        const live = receivables.find((receivable) => receivable.status !== 'CANCELADO');
        if (!live && receivables.length) throw conflict(MSG.receivableCancelled);
        const receivableId = live?.id ?? (await raiseReceivable(trx, id, null, userId));
        const account = await lockAccount(trx, 'receivable', receivableId);
        if (account.status !== 'RECEBIDO') await settleAccount(trx, 'receivable', account, payment, userId, MSG.wrongPaymentValue);
        await trx.updateTable('budgets').set({ status: 'PAGO', paid_at: sql<string>`now()`, updated_at: sql<string>`now()` }).where('id', '=', id).execute();
        return (await findBudget(trx, id))!;
      });
    },

    /** Creates the event with the budget's planned days and links both (and the receivable) to it. */
    createEvent(id: number): Promise<{ budget: Budget; eventId: number }> {
      return db.transaction().execute(async (trx) => {
        const budget = await lockBudget(trx, id);
        if (budget.status !== 'APROVADO' && budget.status !== 'PAGO') throw conflict(MSG.createEventOnlyApproved);
        if (budget.eventId !== null) throw conflict(MSG.eventAlreadyCreated);
        const { rows } = await sql<{ id: number }>`
          INSERT INTO events (name, location, description)
          SELECT coalesce(b.event_name, b.client_name), coalesce(b.event_location, ''),
                 'Criado a partir do orçamento nº ' || b.id || ' (' || b.client_name || ')'
          FROM budgets b WHERE b.id = ${id}
          RETURNING id`.execute(trx);
        const eventId = rows[0].id;
        await sql`INSERT INTO event_days (event_id, date) SELECT ${eventId}, date FROM budget_days WHERE budget_id = ${id}`.execute(trx);
        await trx.updateTable('budgets').set({ event_id: eventId, updated_at: sql<string>`now()` }).where('id', '=', id).execute();
        await trx
          .updateTable('accounts_receivable')
          .set({ event_id: eventId, updated_at: sql<string>`now()` })
          .where('budget_id', '=', id)
          .where('event_id', 'is', null)
          .execute();
        return { budget: (await findBudget(trx, id))!, eventId };
      });
    },
  };
}

export type BudgetsRepository = ReturnType<typeof createBudgetsRepository>;

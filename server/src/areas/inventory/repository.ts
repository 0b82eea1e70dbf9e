/**
 * Items and the stock ledger. The quantity on hand changes only here, in the same database
 * transaction as the ledger row that explains it, through a conditional UPDATE
 * (`… SET quantity = quantity + change WHERE id = … AND quantity + change >= 0`): a second exit
 * running at the same time waits for the first one's row lock, re-reads the new quantity and
 * matches nothing, so stock never goes negative. Lock order is always event (FOR SHARE) then item,
 * so two postings never deadlock and an event is not finalized under an exit.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type {
  EventInventoryBalance,
  EventItemBalance,
  InventoryItem,
  InventoryItemListQuery,
  InventoryItemSort,
  InventoryTransaction,
  InventoryTransactionListQuery,
  InventoryTransactionSort,
  Page,
} from '@sge/shared/contract';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { escapeLike, paginate, nullable, sortBy, type SortColumns } from '../../http/paging';
import { assertPeriod, stockChangeOf, type ItemInput, type TransactionInput } from './input';
import { todayInCompanyZone } from '../../lib/calendar';
import { INITIAL_STOCK_NOTE, INVENTORY_MESSAGES as M } from './messages';

type Db = Kysely<DB> | Transaction<DB>;

/** Alphabetical order the same on PostgreSQL and PGlite (their collations differ): accents folded, then bytes. */
export const byName = (column: string) =>
  sql`translate(lower(${sql.ref(column)}), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc') COLLATE "C"`;

/** Units of an item still out at events: sent − every unit back − lost. */
/** What a movement leaves out at its event: sent, less what came back and what was lost on the way back. */
export const EVENT_OUTSTANDING = sql`CASE t.type WHEN 'EXIT' THEN t.quantity WHEN 'RETURN' THEN -(t.quantity + t.lost) ELSE 0 END`;

function itemQuery(db: Db) {
  return db
    .selectFrom('inventory_items as i')
    .select([
      'i.id',
      'i.name',
      'i.sku',
      'i.category',
      'i.unit',
      'i.type',
      'i.quantity',
      'i.minimum_stock as minimumStock',
      'i.location',
      'i.unit_cost as unitCost',
      sql<string>`i.quantity * i.unit_cost`.as('totalValue'),
      sql<boolean>`i.quantity < i.minimum_stock`.as('lowStock'),
      sql<number>`coalesce((SELECT sum(${EVENT_OUTSTANDING}) FROM inventory_transactions t WHERE t.item_id = i.id AND t.event_id IS NOT NULL), 0)::int`.as(
        'atEvents',
      ),
      sql<boolean>`EXISTS (SELECT 1 FROM inventory_transactions t WHERE t.item_id = i.id)`.as('hasMovements'),
      'i.active',
      'i.created_at as createdAt',
      'i.updated_at as updatedAt',
    ]);
}

/** The filters of the item list, over `inventory_items as i`. */
function itemFilters(query: ItemFilters): Expression<SqlBool> {
  const search = query.search?.trim();
  const category = query.category?.trim();
  const conditions = [sql<boolean>`true`];
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(sql<boolean>`(i.name ILIKE ${pattern} OR i.sku ILIKE ${pattern} OR i.category ILIKE ${pattern} OR i.location ILIKE ${pattern})`);
  }
  if (query.type !== undefined) conditions.push(sql<boolean>`i.type = ${query.type}`);
  if (category) conditions.push(sql<boolean>`lower(i.category) = ${category.toLowerCase()}`);
  if (query.active !== undefined) conditions.push(sql<boolean>`i.active = ${query.active}`);
  if (query.lowStock !== undefined) conditions.push(query.lowStock ? sql<boolean>`i.quantity < i.minimum_stock` : sql<boolean>`i.quantity >= i.minimum_stock`);
  return sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;
}

type ItemFilters = Omit<InventoryItemListQuery, 'page' | 'pageSize' | 'sort'>;

/** What the item list may be sorted by (INVENTORY_ITEM_SORTS), in SQL. */
const ITEM_SORTS: SortColumns<InventoryItemSort> = {
  name: byName('i.name'),
  sku: 'i.sku',
  category: byName('i.category'),
  type: 'i.type',
  quantity: 'i.quantity',
  minimumStock: 'i.minimum_stock',
  unitCost: 'i.unit_cost',
  totalValue: sql`i.quantity * i.unit_cost`,
  status: sql`CASE WHEN NOT i.active THEN 3 WHEN i.quantity < i.minimum_stock THEN 1 ELSE 2 END`,
  createdAt: 'i.created_at',
};

/** Every item the filters match, by name: for the reports and the overview (a few hundred items at most). */
export function listAllItems(db: Db, query: ItemFilters = {}): Promise<InventoryItem[]> {
  return itemQuery(db).where(itemFilters(query)).orderBy(byName('i.name')).orderBy('i.id').execute();
}

/** One page of the items matching the search and filters (issue 14). */
export function listItems(db: Kysely<DB>, query: InventoryItemListQuery = {}): Promise<Page<InventoryItem>> {
  const where = itemFilters(query);
  const qb = sortBy(itemQuery(db).where(where), query.sort, ITEM_SORTS, 'name', 'i.id');
  return paginate(db, qb, query, {
    count: () =>
      db
        .selectFrom('inventory_items as i')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where(where)
        .executeTakeFirstOrThrow()
        .then((row) => row.total),
  });
}

export function findItem(db: Db, id: number): Promise<InventoryItem | undefined> {
  return itemQuery(db).where('i.id', '=', id).executeTakeFirst();
}

function transactionQuery(db: Db) {
  return db
    .selectFrom('inventory_transactions as t')
    .innerJoin('inventory_items as i', 'i.id', 't.item_id')
    .leftJoin('events as e', 'e.id', 't.event_id')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id',
      't.item_id as itemId',
      'i.name as itemName',
      'i.sku as itemSku',
      'i.unit as itemUnit',
      't.type',
      't.date',
      't.quantity',
      't.damaged',
      't.lost',
      't.stock_change as stockChange',
      't.stock_after as stockAfter',
      't.unit_cost as unitCost',
      't.event_id as eventId',
      'e.name as eventName',
      't.reason',
      't.note',
      't.user_id as userId',
      'u.name as userName',
      't.created_at as createdAt',
    ]);
}

type TransactionFilters = Omit<InventoryTransactionListQuery, 'page' | 'pageSize' | 'sort'>;

/**
 * The filters of the ledger over `inventory_transactions as t` alone, so the count needs no join:
 * the search finds the matching items, events and users once (each a small table, hashed by the
 * planner) instead of per movement.
 */
function transactionFilters(query: TransactionFilters): Expression<SqlBool> {
  assertPeriod(query.from, query.to);
  const search = query.search?.trim();
  const conditions = [sql<boolean>`true`];
  if (query.itemId !== undefined) conditions.push(sql<boolean>`t.item_id = ${query.itemId}`);
  if (query.type !== undefined) conditions.push(sql<boolean>`t.type = ${query.type}`);
  if (query.eventId !== undefined) conditions.push(sql<boolean>`t.event_id = ${query.eventId}`);
  if (query.from !== undefined) conditions.push(sql<boolean>`t.date >= ${query.from}::date`);
  if (query.to !== undefined) conditions.push(sql<boolean>`t.date <= ${query.to}::date`);
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(sql<boolean>`(
      t.reason ILIKE ${pattern} OR t.note ILIKE ${pattern}
      OR t.item_id IN (SELECT si.id FROM inventory_items si WHERE si.name ILIKE ${pattern} OR si.sku ILIKE ${pattern})
      OR t.event_id IN (SELECT se.id FROM events se WHERE se.name ILIKE ${pattern})
      OR t.user_id IN (SELECT su.id FROM users su WHERE su.name ILIKE ${pattern}))`);
  }
  return sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;
}

/** What the ledger may be sorted by (INVENTORY_TRANSACTION_SORTS), in SQL. */
const TRANSACTION_SORTS: SortColumns<InventoryTransactionSort> = {
  date: 't.date',
  type: 't.type',
  itemName: byName('i.name'),
  quantity: 't.quantity',
  eventName: nullable(byName('e.name')),
  userName: nullable(byName('u.name')),
  createdAt: 't.created_at',
};

/** One page of the ledger, newest first by default, through every movement (issue 14: no cap). */
export function listTransactions(db: Kysely<DB>, query: InventoryTransactionListQuery = {}): Promise<Page<InventoryTransaction>> {
  const where = transactionFilters(query);
  const filtered = transactionQuery(db).where(where);
  // t.date is NOT NULL: a plain ASC/DESC lets the (date, id) index serve the page in either
  // direction. sortBy's NULLS LAST would sort every movement first (EXPLAIN ANALYZE on 300,000
  // movements, PostgreSQL: 650 ms → 0.3 ms for the default page).
  const sort = query.sort ?? '-date';
  const qb =
    sort === 'date' || sort === '-date'
      ? filtered.orderBy('t.date', sort === 'date' ? 'asc' : 'desc').orderBy('t.id', sort === 'date' ? 'asc' : 'desc')
      : sortBy(filtered, sort, TRANSACTION_SORTS, '-date', 't.id');
  return paginate(db, qb, query, {
    count: () =>
      db
        .selectFrom('inventory_transactions as t')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where(where)
        .executeTakeFirstOrThrow()
        .then((row) => row.total),
  });
}

/**
 * The movements the filters match, newest first, for the reports and exports: every one of them,
 * or the latest `limit` (the overview's recent movements).
 */
export function listAllTransactions(db: Db, query: TransactionFilters = {}, limit?: number): Promise<InventoryTransaction[]> {
  return transactionQuery(db)
    .where(transactionFilters(query))
    .orderBy('t.date', 'desc')
    .orderBy('t.id', 'desc')
    .$if(limit !== undefined, (qb) => qb.limit(limit!))
    .execute();
}

/** What {@link eventBalances} answers: each event's item balances and loss value, and the loss value of them all. */
export interface EventBalances {
  events: Map<number, { items: EventItemBalance[]; lossValue: string }>;
  lossValue: string;
}

/**
 * Per event and item: what was sent, came back (damaged included), was damaged or lost, and is
 * still out; the loss valued at each movement's unit cost. Summed in SQL, with each event's loss
 * value and the loss value of all the events from the same unrounded sums (one read of the
 * movements instead of three).
 */
export async function eventBalances(db: Db, eventIds: number[]): Promise<EventBalances> {
  const events: EventBalances['events'] = new Map();
  if (!eventIds.length) return { events, lossValue: '0.00' };
  // Summed per (event, item) on the movements alone, then joined to the items and gathered into one
  // JSON array per event, in each item's rank by name (computed once per item, not once per row).
  // The usage report over five years holds about 130,000 (event, item) rows: grouping and sorting
  // them by the name expression took 2.0 s in EXPLAIN ANALYZE, and reading them as rows cost the
  // driver about as much again; one row per event, parsed as JSON, reads them at once.
  const { rows } = await sql<{ eventId: number; items: EventItemBalance[]; lossValue: string; totalLoss: string }>`
    WITH sums AS (
      SELECT t.event_id, t.item_id,
             sum(CASE WHEN t.type = 'EXIT' THEN t.quantity ELSE 0 END)::int AS sent,
             sum(CASE WHEN t.type = 'RETURN' THEN t.quantity ELSE 0 END)::int AS returned,
             sum(t.damaged)::int AS damaged,
             sum(t.lost)::int AS lost,
             sum(CASE WHEN t.type = 'LOSS' THEN t.quantity ELSE 0 END)::int AS other_losses,
             sum(${EVENT_OUTSTANDING})::int AS outstanding,
             sum(CASE WHEN t.type = 'RETURN' THEN (t.damaged + t.lost) * t.unit_cost
                      WHEN t.type = 'LOSS' THEN t.quantity * t.unit_cost
                      ELSE 0 END) AS loss
      FROM inventory_transactions t
      WHERE t.event_id IN (${sql.join(eventIds)})
      GROUP BY t.event_id, t.item_id
    ),
    ranked AS (
      SELECT i.id, i.name, i.sku, i.unit, i.type, row_number() OVER (ORDER BY ${byName('i.name')}, i.id) AS rank
      FROM inventory_items i
    )
    SELECT s.event_id AS "eventId",
           json_agg(json_build_object(
             'itemId', i.id, 'itemName', i.name, 'sku', i.sku, 'unit', i.unit, 'type', i.type,
             'sent', s.sent, 'returned', s.returned, 'damaged', s.damaged, 'lost', s.lost,
             'otherLosses', s.other_losses, 'outstanding', s.outstanding, 'lossValue', round(s.loss, 2)::text
           ) ORDER BY i.rank) AS items,
           round(sum(s.loss), 2)::text AS "lossValue",
           coalesce(round(sum(sum(s.loss)) OVER (), 2), 0)::text AS "totalLoss"
    FROM sums s
    JOIN ranked i ON i.id = s.item_id
    GROUP BY s.event_id`.execute(db);
  for (const { eventId, items, lossValue } of rows) events.set(eventId, { items, lossValue });
  return { events, lossValue: rows[0]?.totalLoss ?? '0.00' };
}

/** Adds up item balances (integers in JS; money as SQL already rounded it, summed again in SQL by the caller's query when needed). */
export function sumBalances(items: EventItemBalance[], lossValue: string): EventInventoryBalance['totals'] {
  const total = (key: 'sent' | 'returned' | 'damaged' | 'lost' | 'otherLosses' | 'outstanding') =>
    items.reduce((acc, item) => acc + item[key], 0);
  return {
    sent: total('sent'),
    returned: total('returned'),
    damaged: total('damaged'),
    lost: total('lost'),
    otherLosses: total('otherLosses'),
    outstanding: total('outstanding'),
    lossValue,
  };
}

export async function eventBalance(db: Db, eventId: number): Promise<EventInventoryBalance> {
  const event = await db
    .selectFrom('events')
    .select(['id', 'name', 'is_finalized as isFinalized'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) throw notFound(M.eventNotFound);
  const balances = (await eventBalances(db, [eventId])).events.get(eventId);
  const items = balances?.items ?? [];
  const lossValue = balances?.lossValue ?? '0.00';
  const first = await db
    .selectFrom('inventory_transactions')
    .select((eb) => eb.fn.min<string>('date').as('first'))
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return {
    eventId: event.id,
    eventName: event.name,
    isFinalized: event.isFinalized,
    firstMovement: first?.first ?? null,
    items,
    totals: sumBalances(items, lossValue),
  };
}

const isUniqueSku = (error: unknown): boolean =>
  (error as { code?: string })?.code === '23505' && (error as { constraint?: string }).constraint === 'inventory_items_sku_key';

async function rethrowSku<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueSku(error)) throw conflict(M.duplicateSku);
    throw error;
  }
}

const toRow = (input: ItemInput) => ({
  name: input.name,
  sku: input.sku,
  category: input.category,
  unit: input.unit,
  type: input.type,
  minimum_stock: input.minimumStock,
  location: input.location,
  unit_cost: input.unitCost,
  active: input.active,
});

/** Posts one movement inside `trx` and returns it. */
async function post(trx: Transaction<DB>, input: TransactionInput, userId: number | null): Promise<InventoryTransaction> {
  if (input.eventId !== null) {
    const event = await trx
      .selectFrom('events')
      .select(['id', 'is_finalized as isFinalized'])
      .where('id', '=', input.eventId)
      .forShare()
      .executeTakeFirst();
    if (!event) throw notFound(M.eventNotFound);
    if (event.isFinalized && input.type === 'EXIT') throw conflict(M.finalizedEvent);
  }

  if (input.type === 'RETURN') {
    const item = await trx
      .selectFrom('inventory_items')
      .select(['id', 'name', 'unit'])
      .where('id', '=', input.itemId)
      .forUpdate()
      .executeTakeFirst();
    if (!item) throw notFound(M.itemNotFound);
    const { rows } = await sql<{ outstanding: number }>`
      SELECT coalesce(sum(${EVENT_OUTSTANDING}), 0)::int AS outstanding
      FROM inventory_transactions t
      WHERE t.item_id = ${input.itemId} AND t.event_id = ${input.eventId}`.execute(trx);
    const { outstanding } = rows[0];
    if (outstanding <= 0) throw conflict(M.nothingOutstanding(item.name));
    if (input.quantity + input.lost > outstanding) throw conflict(M.returnExceeds(item.name, outstanding, item.unit));
  }

  const change = stockChangeOf(input);
  const mayMoveInactive = input.type !== 'ENTRY' && input.type !== 'EXIT';
  const updated = await trx
    .updateTable('inventory_items')
    .set((eb) => ({
      quantity: eb('quantity', '+', change),
      unit_cost: input.unitCost ?? eb.ref('unit_cost'),
      updated_at: sql<string>`now()`,
    }))
    .where('id', '=', input.itemId)
    .where(sql<boolean>`quantity + ${change} >= 0`)
    .$if(!mayMoveInactive, (qb) => qb.where('active', '=', true))
    .returning(['quantity', 'unit_cost'])
    .executeTakeFirst();

  if (!updated) {
    const item = await trx
      .selectFrom('inventory_items')
      .select(['name', 'unit', 'quantity', 'active'])
      .where('id', '=', input.itemId)
      .executeTakeFirst();
    if (!item) throw notFound(M.itemNotFound);
    if (!item.active && !mayMoveInactive) throw conflict(M.inactiveItem);
    if (input.type === 'ADJUSTMENT') throw conflict(M.negativeAdjustment(item.name, item.quantity, item.unit));
    throw conflict(M.insufficientStock(item.name, item.quantity, input.quantity, item.unit));
  }

  const { id } = await trx
    .insertInto('inventory_transactions')
    .values({
      item_id: input.itemId,
      type: input.type,
      date: input.date,
      quantity: input.quantity,
      damaged: input.damaged,
      lost: input.lost,
      stock_change: change,
      stock_after: updated.quantity,
      unit_cost: updated.unit_cost,
      event_id: input.eventId,
      reason: input.reason,
      note: input.note,
      user_id: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await transactionQuery(trx).where('t.id', '=', id).executeTakeFirst())!;
}

export function createRepository(app: FastifyInstance) {
  const { db } = app;
  return {
    listItems: (query: InventoryItemListQuery) => listItems(db, query),
    findItem: (id: number) => findItem(db, id),

    /** Creates the item; an initial quantity is posted as an ENTRY in the same transaction. */
    createItem(input: ItemInput, initialQuantity: number, userId: number): Promise<InventoryItem> {
      return rethrowSku(() =>
        db.transaction().execute(async (trx) => {
          const { id } = await trx.insertInto('inventory_items').values(toRow(input)).returning('id').executeTakeFirstOrThrow();
          if (initialQuantity > 0) {
            await post(
              trx,
              {
                type: 'ENTRY',
                itemId: id,
                quantity: initialQuantity,
                damaged: 0,
                lost: 0,
                date: todayInCompanyZone(),
                eventId: null,
                unitCost: null,
                reason: null,
                note: INITIAL_STOCK_NOTE,
              },
              userId,
            );
          }
          return (await findItem(trx, id))!;
        }),
      );
    },

    /** Replaces the editable fields (never the quantity); `active` left out keeps the current state. */
    async updateItem(id: number, input: ItemInput): Promise<InventoryItem> {
      return rethrowSku(() =>
        db.transaction().execute(async (trx) => {
          const result = await trx
            .updateTable('inventory_items')
            .set({ ...toRow(input), updated_at: sql<string>`now()` })
            .where('id', '=', id)
            .executeTakeFirst();
          if (result.numUpdatedRows === 0n) throw notFound(M.itemNotFound);
          return (await findItem(trx, id))!;
        }),
      );
    },

    /** Deletes an item that never moved; one with movements answers 409 (deactivate it instead). */
    removeItem(id: number): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const item = await trx.selectFrom('inventory_items').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!item) throw notFound(M.itemNotFound);
        const moved = await trx.selectFrom('inventory_transactions').select('id').where('item_id', '=', id).limit(1).executeTakeFirst();
        if (moved) throw conflict(M.itemHasMovements);
        await trx.deleteFrom('inventory_items').where('id', '=', id).execute();
      });
    },

    listTransactions: (query: InventoryTransactionListQuery) => listTransactions(db, query),

    postTransaction(input: TransactionInput, userId: number): Promise<InventoryTransaction> {
      return db.transaction().execute((trx) => post(trx, input, userId));
    },

    eventBalance: (eventId: number) => eventBalance(db, eventId),
  };
}

export type InventoryRepository = ReturnType<typeof createRepository>;

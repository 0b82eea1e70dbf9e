/**
 * Items and the stock ledger. The quantity on hand changes only here, in the same database
 * transaction as the ledger row that explains it, through a conditional UPDATE
 * (`… SET quantity = quantity + change WHERE id = … AND quantity + change >= 0`): a second exit
 * running at the same time waits for the first one's row lock, re-reads the new quantity and
 * matches nothing, so stock never goes negative. Lock order is always event (FOR SHARE) then item,
 * so two postings never deadlock and an event is not finalized under an exit.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  EventInventoryBalance,
  EventItemBalance,
  InventoryItem,
  InventoryItemListQuery,
  InventoryTransaction,
  InventoryTransactionListQuery,
} from '@sge/shared/contract';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { assertPeriod, stockChangeOf, todayInCompany, type ItemInput, type TransactionInput } from './input';
import { INITIAL_STOCK_NOTE, INVENTORY_MESSAGES as M } from './messages';

type Db = Kysely<DB> | Transaction<DB>;

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, '\\$&');

/** Alphabetical order the same on PostgreSQL and PGlite (their collations differ): accents folded, then bytes. */
export const byName = (column: string) =>
  sql`translate(lower(${sql.ref(column)}), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc') COLLATE "C"`;

/** Units of an item still out at events: sent − every unit back − lost. */
const OUTSTANDING = sql`CASE t.type WHEN 'EXIT' THEN t.quantity WHEN 'RETURN' THEN -(t.quantity + t.lost) ELSE 0 END`;

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
      sql<number>`coalesce((SELECT sum(${OUTSTANDING}) FROM inventory_transactions t WHERE t.item_id = i.id AND t.event_id IS NOT NULL), 0)::int`.as(
        'atEvents',
      ),
      sql<boolean>`EXISTS (SELECT 1 FROM inventory_transactions t WHERE t.item_id = i.id)`.as('hasMovements'),
      'i.active',
      'i.created_at as createdAt',
      'i.updated_at as updatedAt',
    ]);
}

export function listItems(db: Db, query: InventoryItemListQuery & { includeInactive?: boolean } = {}): Promise<InventoryItem[]> {
  const search = query.search?.trim();
  const category = query.category?.trim();
  return itemQuery(db)
    .$if(Boolean(search), (qb) =>
      qb.where((eb) => {
        const pattern = `%${escapeLike(search!)}%`;
        return eb.or([eb('i.name', 'ilike', pattern), eb('i.sku', 'ilike', pattern), eb('i.category', 'ilike', pattern), eb('i.location', 'ilike', pattern)]);
      }),
    )
    .$if(query.type !== undefined, (qb) => qb.where('i.type', '=', query.type!))
    .$if(Boolean(category), (qb) => qb.where((eb) => eb(eb.fn('lower', ['i.category']), '=', category!.toLowerCase())))
    .$if(query.active !== undefined, (qb) => qb.where('i.active', '=', query.active!))
    .$if(query.lowStock !== undefined, (qb) =>
      qb.where(query.lowStock ? sql<boolean>`i.quantity < i.minimum_stock` : sql<boolean>`i.quantity >= i.minimum_stock`),
    )
    .orderBy(byName('i.name'))
    .orderBy('i.id')
    .execute();
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

export function listTransactions(db: Db, query: InventoryTransactionListQuery = {}): Promise<InventoryTransaction[]> {
  assertPeriod(query.from, query.to);
  return transactionQuery(db)
    .$if(query.itemId !== undefined, (qb) => qb.where('t.item_id', '=', query.itemId!))
    .$if(query.type !== undefined, (qb) => qb.where('t.type', '=', query.type!))
    .$if(query.eventId !== undefined, (qb) => qb.where('t.event_id', '=', query.eventId!))
    .$if(query.from !== undefined, (qb) => qb.where('t.date', '>=', query.from!))
    .$if(query.to !== undefined, (qb) => qb.where('t.date', '<=', query.to!))
    .orderBy('t.date', 'desc')
    .orderBy('t.id', 'desc')
    .limit(query.limit ?? 1000)
    .execute();
}

/**
 * Per event and item: what was sent, came back (damaged included), was damaged or lost, and is
 * still out; the loss valued at each movement's unit cost. Summed in SQL.
 */
export async function eventBalances(db: Db, eventIds: number[]): Promise<Map<number, EventItemBalance[]>> {
  const result = new Map<number, EventItemBalance[]>();
  if (!eventIds.length) return result;
  const { rows } = await sql<EventItemBalance & { eventId: number }>`
    SELECT t.event_id AS "eventId", i.id AS "itemId", i.name AS "itemName", i.sku, i.unit, i.type,
           sum(CASE WHEN t.type = 'EXIT' THEN t.quantity ELSE 0 END)::int AS sent,
           sum(CASE WHEN t.type = 'RETURN' THEN t.quantity ELSE 0 END)::int AS returned,
           sum(t.damaged)::int AS damaged,
           sum(t.lost)::int AS lost,
           sum(CASE WHEN t.type = 'LOSS' THEN t.quantity ELSE 0 END)::int AS "otherLosses",
           sum(${OUTSTANDING})::int AS outstanding,
           round(sum(CASE WHEN t.type = 'RETURN' THEN (t.damaged + t.lost) * t.unit_cost
                          WHEN t.type = 'LOSS' THEN t.quantity * t.unit_cost
                          ELSE 0 END), 2)::text AS "lossValue"
    FROM inventory_transactions t
    JOIN inventory_items i ON i.id = t.item_id
    WHERE t.event_id IN (${sql.join(eventIds)})
    GROUP BY t.event_id, i.id
    ORDER BY ${byName('i.name')}, i.id`.execute(db);
  for (const { eventId, ...row } of rows) {
    const list = result.get(eventId) ?? [];
    list.push(row);
    result.set(eventId, list);
  }
  return result;
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

/** Σ loss value per event, in SQL. */
export async function eventLossValues(db: Db, eventIds: number[]): Promise<Map<number, string>> {
  const result = new Map<number, string>();
  if (!eventIds.length) return result;
  const { rows } = await sql<{ eventId: number; lossValue: string }>`
    SELECT t.event_id AS "eventId",
           round(sum(CASE WHEN t.type = 'RETURN' THEN (t.damaged + t.lost) * t.unit_cost
                          WHEN t.type = 'LOSS' THEN t.quantity * t.unit_cost
                          ELSE 0 END), 2)::text AS "lossValue"
    FROM inventory_transactions t
    WHERE t.event_id IN (${sql.join(eventIds)})
    GROUP BY t.event_id`.execute(db);
  for (const row of rows) result.set(row.eventId, row.lossValue);
  return result;
}

export async function eventBalance(db: Db, eventId: number): Promise<EventInventoryBalance> {
  const event = await db
    .selectFrom('events')
    .select(['id', 'name', 'is_finalized as isFinalized'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) throw notFound(M.eventNotFound);
  const items = (await eventBalances(db, [eventId])).get(eventId) ?? [];
  const lossValue = (await eventLossValues(db, [eventId])).get(eventId) ?? '0.00';
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
      SELECT coalesce(sum(${OUTSTANDING}), 0)::int AS outstanding
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
                date: todayInCompany(),
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

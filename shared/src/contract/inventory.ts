/**
 * Contract of the inventory area (/api/inventory): items, the stock ledger and inventory reports.
 *
 * Calls (every response is `{ data }`; reads for ADMIN, MANAGER, COORDINATOR, FINANCIAL; items are
 * edited by ADMIN and MANAGER; movements are posted by ADMIN, MANAGER and COORDINATOR):
 * - GET  /inventory/overview                      totals, stock value, items below minimum, latest movements
 * - GET  /inventory/items                         one page of the items (InventoryItemListQuery), `{ data, meta }`
 * - POST /inventory/items                         create; `initialQuantity` posts an ENTRY 'Estoque inicial'
 * - GET  /inventory/items/{id}
 * - PUT  /inventory/items/{id}                    edit the item's data (never its quantity: that is the ledger's)
 * - DELETE /inventory/items/{id}                  only an item without movements; one with movements
 *                                                 answers 409 and is deactivated instead (PUT active=false)
 * - GET  /inventory/transactions                  one page of the ledger, filtered and searched
 *                                                 (InventoryTransactionListQuery), `{ data, meta }`
 * - POST /inventory/transactions                  posts a movement and updates the quantity on hand in the
 *                                                 same database transaction; stock never goes negative (409)
 * - GET  /inventory/events/{id}/balance           what left for an event, came back, was damaged or lost
 * - GET  /inventory/reports/stock                 stock position and value (by item and by category)
 * - GET  /inventory/reports/movements             movements in a period, by type and by day or month (the
 *                                                 movements themselves: the ledger, or the export)
 * - GET  /inventory/reports/event-usage           usage and losses per event
 * - GET  /inventory/reports/export                report=stock|low-stock|movements|event-usage, format=csv|xlsx
 *
 * The ledger is append-only: a mistake is corrected with an ADJUSTMENT (with its reason), never by
 * editing or deleting a movement.
 */
import Type from 'typebox';
import { AmountInputSchema, BusinessDateSchema, MoneySchema, TimestampSchema } from './common';
import { DateOnlySchema } from './events';
import { PageMetaSchema, pageFields, pageQueryFields } from './paging';
import { INVENTORY_ITEM_SORTS, INVENTORY_TRANSACTION_SORTS } from './values/inventory';
export * from './values/inventory';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const InventoryItemTypeSchema = Type.Union([Type.Literal('EQUIPMENT'), Type.Literal('CONSUMABLE')], { title: 'Tipo' });

export const InventoryTransactionTypeSchema = Type.Union(
  [Type.Literal('ENTRY'), Type.Literal('EXIT'), Type.Literal('RETURN'), Type.Literal('ADJUSTMENT'), Type.Literal('LOSS')],
  { title: 'Tipo' },
);

export const InventoryItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Upper case, unique. */
  sku: Type.String(),
  category: Type.String(),
  unit: Type.String(),
  type: InventoryItemTypeSchema,
  /** Quantity on hand in the warehouse (never negative). */
  quantity: Type.Integer(),
  minimumStock: Type.Integer(),
  location: Nullable(Type.String()),
  unitCost: MoneySchema,
  /** quantity × unitCost, computed in SQL. */
  totalValue: MoneySchema,
  /** quantity < minimumStock. */
  lowStock: Type.Boolean(),
  /** Units out at events and not yet back (sent − returned − lost, over every event). */
  atEvents: Type.Integer(),
  /** True once any movement names the item: it can then only be deactivated, not deleted. */
  hasMovements: Type.Boolean(),
  active: Type.Boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type InventoryItem = Type.Static<typeof InventoryItemSchema>;

const QuantitySchema = (title: string) => Type.Integer({ minimum: 0, maximum: 1_000_000, title });

const ITEM_FIELDS = {
  name: Type.String({ minLength: 2, maxLength: 150, title: 'Nome' }),
  sku: Type.String({ minLength: 1, maxLength: 40, pattern: '^\\s*[A-Za-z0-9][A-Za-z0-9._/-]*\\s*$', title: 'SKU' }),
  category: Type.String({ minLength: 2, maxLength: 80, title: 'Categoria' }),
  unit: Type.String({ minLength: 1, maxLength: 20, title: 'Unidade' }),
  type: InventoryItemTypeSchema,
  minimumStock: Type.Optional(QuantitySchema('Estoque mínimo')),
  location: Type.Optional(Nullable(Type.String({ maxLength: 120, title: 'Localização' }))),
  unitCost: AmountInputSchema('Custo unitário'),
  active: Type.Optional(Type.Boolean({ title: 'Ativo' })),
};

/** Replace an item's data (PUT); `active` left out keeps the current state. The quantity is the ledger's. */
export const UpdateInventoryItemSchema = Type.Object(ITEM_FIELDS, { additionalProperties: false });
export type UpdateInventoryItem = Type.Static<typeof UpdateInventoryItemSchema>;

/** Create an item (POST); `initialQuantity` > 0 is posted as an ENTRY 'Estoque inicial'. */
export const CreateInventoryItemSchema = Type.Object(
  { ...ITEM_FIELDS, initialQuantity: Type.Optional(QuantitySchema('Quantidade inicial')) },
  { additionalProperties: false },
);
export type CreateInventoryItem = Type.Static<typeof CreateInventoryItemSchema>;

/** Items by name by default. */
export const InventoryItemListQuerySchema = Type.Object({
  ...pageQueryFields(INVENTORY_ITEM_SORTS),
  search: Type.Optional(Type.String({ maxLength: 100, title: 'Pesquisa' })),
  type: Type.Optional(InventoryItemTypeSchema),
  category: Type.Optional(Type.String({ maxLength: 80, title: 'Categoria' })),
  active: Type.Optional(Type.Boolean({ title: 'Ativo' })),
  lowStock: Type.Optional(Type.Boolean({ title: 'Estoque baixo' })),
});
export type InventoryItemListQuery = Type.Static<typeof InventoryItemListQuerySchema>;

export const InventoryTransactionSchema = Type.Object({
  id: Type.Integer(),
  itemId: Type.Integer(),
  itemName: Type.String(),
  itemSku: Type.String(),
  itemUnit: Type.String(),
  type: InventoryTransactionTypeSchema,
  date: DateOnlySchema,
  /** Units moved; for ADJUSTMENT the signed difference; for RETURN every unit back, damaged included. */
  quantity: Type.Integer(),
  damaged: Type.Integer(),
  lost: Type.Integer(),
  /** What the movement did to the quantity on hand (signed). */
  stockChange: Type.Integer(),
  /** Quantity on hand right after this movement. */
  stockAfter: Type.Integer(),
  /** The item's unit cost when posted (an ENTRY's purchase cost). */
  unitCost: MoneySchema,
  eventId: Nullable(Type.Integer()),
  eventName: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  note: Nullable(Type.String()),
  userId: Nullable(Type.Integer()),
  userName: Nullable(Type.String()),
  createdAt: TimestampSchema,
});
export type InventoryTransaction = Type.Static<typeof InventoryTransactionSchema>;

/**
 * Post a movement. Rules by type (400 with a pt-BR message when broken):
 * - ENTRY: quantity > 0; `unitCost` (optional) is the purchase cost and becomes the item's cost.
 * - EXIT: quantity > 0, eventId required (not a finalized event); 409 beyond the quantity on hand.
 * - RETURN: eventId required; quantity ≥ 0 units back, damaged ≤ quantity, lost ≥ 0, something
 *   returned or lost; 409 when quantity + lost exceeds what is still out at that event.
 * - ADJUSTMENT: quantity ≠ 0 (signed difference), reason required; 409 below zero.
 * - LOSS: quantity > 0, eventId optional; 409 beyond the quantity on hand.
 * `date` defaults to today (São Paulo) and cannot be in the future.
 */
export const CreateInventoryTransactionSchema = Type.Object(
  {
    type: InventoryTransactionTypeSchema,
    itemId: Type.Integer({ minimum: 1, title: 'Item' }),
    quantity: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000, title: 'Quantidade' }),
    date: Type.Optional(BusinessDateSchema('Data')),
    eventId: Type.Optional(Nullable(Type.Integer({ minimum: 1, title: 'Evento' }))),
    damaged: Type.Optional(QuantitySchema('Avariados')),
    lost: Type.Optional(QuantitySchema('Perdidos')),
    unitCost: Type.Optional(AmountInputSchema('Custo unitário')),
    reason: Type.Optional(Nullable(Type.String({ maxLength: 300, title: 'Motivo' }))),
    note: Type.Optional(Nullable(Type.String({ maxLength: 1000, title: 'Observação' }))),
  },
  { additionalProperties: false },
);
export type CreateInventoryTransaction = Type.Static<typeof CreateInventoryTransactionSchema>;

/**
 * The ledger, newest first by default (`-date`, then the latest posted), through every movement:
 * no cap, one page at a time. `search` looks in the item's name and SKU, the event, the user, the
 * reason and the note.
 */
export const InventoryTransactionListQuerySchema = Type.Object({
  ...pageQueryFields(INVENTORY_TRANSACTION_SORTS),
  search: Type.Optional(Type.String({ maxLength: 100, title: 'Pesquisa' })),
  itemId: Type.Optional(Type.Integer({ minimum: 1, title: 'Item' })),
  type: Type.Optional(InventoryTransactionTypeSchema),
  eventId: Type.Optional(Type.Integer({ minimum: 1, title: 'Evento' })),
  from: Type.Optional(BusinessDateSchema('Data inicial')),
  to: Type.Optional(BusinessDateSchema('Data final')),
});
export type InventoryTransactionListQuery = Type.Static<typeof InventoryTransactionListQuerySchema>;

/** Per item, what went to an event and what became of it. outstanding = sent − returned − lost. */
export const EventItemBalanceSchema = Type.Object({
  itemId: Type.Integer(),
  itemName: Type.String(),
  sku: Type.String(),
  unit: Type.String(),
  type: InventoryItemTypeSchema,
  sent: Type.Integer(),
  /** Every unit back, damaged ones included. */
  returned: Type.Integer(),
  damaged: Type.Integer(),
  lost: Type.Integer(),
  /** LOSS movements charged to the event. */
  otherLosses: Type.Integer(),
  /** Still out (equipment) or used up (consumables). */
  outstanding: Type.Integer(),
  /** (damaged + lost + otherLosses) at each movement's unit cost. */
  lossValue: MoneySchema,
});
export type EventItemBalance = Type.Static<typeof EventItemBalanceSchema>;

export const EventUsageTotalsSchema = Type.Object({
  sent: Type.Integer(),
  returned: Type.Integer(),
  damaged: Type.Integer(),
  lost: Type.Integer(),
  otherLosses: Type.Integer(),
  outstanding: Type.Integer(),
  lossValue: MoneySchema,
});
export type EventUsageTotals = Type.Static<typeof EventUsageTotalsSchema>;

export const EventInventoryBalanceSchema = Type.Object({
  eventId: Type.Integer(),
  eventName: Type.String(),
  isFinalized: Type.Boolean(),
  /** First movement date for the event (null when none). */
  firstMovement: Nullable(DateOnlySchema),
  items: Type.Array(EventItemBalanceSchema),
  totals: EventUsageTotalsSchema,
});
export type EventInventoryBalance = Type.Static<typeof EventInventoryBalanceSchema>;

export const InventoryOverviewSchema = Type.Object({
  totals: Type.Object({
    /** Active items. */
    items: Type.Integer(),
    equipment: Type.Integer(),
    consumables: Type.Integer(),
    /** Units on hand of active items. */
    units: Type.Integer(),
    /** Σ quantity × unit cost of active items. */
    stockValue: MoneySchema,
    lowStock: Type.Integer(),
    /** Units out at events. */
    atEvents: Type.Integer(),
    inactive: Type.Integer(),
  }),
  lowStock: Type.Array(InventoryItemSchema),
  recentTransactions: Type.Array(InventoryTransactionSchema),
});
export type InventoryOverview = Type.Static<typeof InventoryOverviewSchema>;

export const StockReportQuerySchema = Type.Object({
  type: Type.Optional(InventoryItemTypeSchema),
  category: Type.Optional(Type.String({ maxLength: 80, title: 'Categoria' })),
  includeInactive: Type.Optional(Type.Boolean({ title: 'Incluir inativos' })),
});
export type StockReportQuery = Type.Static<typeof StockReportQuerySchema>;

export const StockCategoryRowSchema = Type.Object({
  category: Type.String(),
  items: Type.Integer(),
  units: Type.Integer(),
  value: MoneySchema,
  lowStock: Type.Integer(),
});
export type StockCategoryRow = Type.Static<typeof StockCategoryRowSchema>;

export const StockReportSchema = Type.Object({
  items: Type.Array(InventoryItemSchema),
  byCategory: Type.Array(StockCategoryRowSchema),
  totals: Type.Object({ items: Type.Integer(), units: Type.Integer(), value: MoneySchema, lowStock: Type.Integer() }),
});
export type StockReport = Type.Static<typeof StockReportSchema>;

export const MovementsReportQuerySchema = Type.Object({
  from: Type.Optional(BusinessDateSchema('Data inicial')),
  to: Type.Optional(BusinessDateSchema('Data final')),
  itemId: Type.Optional(Type.Integer({ minimum: 1, title: 'Item' })),
  type: Type.Optional(InventoryTransactionTypeSchema),
  groupBy: Type.Optional(Type.Union([Type.Literal('day'), Type.Literal('month')], { title: 'Agrupamento' })),
});
export type MovementsReportQuery = Type.Static<typeof MovementsReportQuerySchema>;

/** Units moved per type (absolute values; an ADJUSTMENT counts its size). */
export const MovementPeriodSchema = Type.Object({
  /** 'YYYY-MM-DD' (day) or 'YYYY-MM' (month). */
  period: Type.String(),
  ENTRY: Type.Integer(),
  EXIT: Type.Integer(),
  RETURN: Type.Integer(),
  ADJUSTMENT: Type.Integer(),
  LOSS: Type.Integer(),
});
export type MovementPeriod = Type.Static<typeof MovementPeriodSchema>;

export const MovementsReportSchema = Type.Object({
  /** The period actually reported (defaults: the last 30 days up to today). */
  from: DateOnlySchema,
  to: DateOnlySchema,
  groupBy: Type.Union([Type.Literal('day'), Type.Literal('month')]),
  byType: Type.Array(
    Type.Object({
      type: InventoryTransactionTypeSchema,
      count: Type.Integer(),
      units: Type.Integer(),
      /** units × unit cost at posting. */
      value: MoneySchema,
    }),
  ),
  /** One row per day ('YYYY-MM-DD') or month ('YYYY-MM') with movements, oldest first. */
  byPeriod: Type.Array(MovementPeriodSchema),
});
export type MovementsReport = Type.Static<typeof MovementsReportSchema>;

/**
 * The usage report is paged by event (issue 14: five years hold about 3,000 events and 130,000
 * event × item rows): `page` and `pageSize` (default {@link EVENT_USAGE_PAGE_SIZE}) choose the
 * events shown, newest movement first; the totals always cover every event of the period. The
 * export holds them all.
 */
export const EventUsageReportQuerySchema = Type.Object({
  from: Type.Optional(BusinessDateSchema('Data inicial')),
  to: Type.Optional(BusinessDateSchema('Data final')),
  eventId: Type.Optional(Type.Integer({ minimum: 1, title: 'Evento' })),
  ...pageFields(),
});
export type EventUsageReportQuery = Type.Static<typeof EventUsageReportQuerySchema>;

export const EventUsageReportSchema = Type.Object({
  /** The events of the page. */
  events: Type.Array(EventInventoryBalanceSchema),
  /** Every event of the period. */
  totals: EventUsageTotalsSchema,
  /** `total` counts the events of the period. */
  meta: PageMetaSchema,
});
export type EventUsageReport = Type.Static<typeof EventUsageReportSchema>;

export const InventoryExportQuerySchema = Type.Object({
  report: Type.Union(
    [Type.Literal('stock'), Type.Literal('low-stock'), Type.Literal('movements'), Type.Literal('event-usage')],
    { title: 'Relatório' },
  ),
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { title: 'Formato' }),
  from: Type.Optional(BusinessDateSchema('Data inicial')),
  to: Type.Optional(BusinessDateSchema('Data final')),
  type: Type.Optional(InventoryItemTypeSchema),
  eventId: Type.Optional(Type.Integer({ minimum: 1, title: 'Evento' })),
});
export type InventoryExportQuery = Type.Static<typeof InventoryExportQuerySchema>;

/** Inventory values of the contract (TypeBox-free, for the browser apps). */

export const INVENTORY_ITEM_TYPES = ['EQUIPMENT', 'CONSUMABLE'] as const;
export type InventoryItemType = (typeof INVENTORY_ITEM_TYPES)[number];
export const INVENTORY_ITEM_TYPE_LABELS: Record<InventoryItemType, string> = {
  EQUIPMENT: 'Equipamento',
  CONSUMABLE: 'Consumível',
};

/**
 * ENTRY: purchase or receipt (stock +). EXIT: items leave for an event (stock −).
 * RETURN: items come back from an event; `quantity` counts every unit back (damaged ones included),
 * `damaged` of them are written off (stock + quantity − damaged) and `lost` never came back.
 * ADJUSTMENT: a count correction, `quantity` the signed difference, with a reason.
 * LOSS: units lost or broken in the warehouse (stock −), optionally charged to an event.
 */
export const INVENTORY_TRANSACTION_TYPES = ['ENTRY', 'EXIT', 'RETURN', 'ADJUSTMENT', 'LOSS'] as const;
export type InventoryTransactionType = (typeof INVENTORY_TRANSACTION_TYPES)[number];
export const INVENTORY_TRANSACTION_TYPE_LABELS: Record<InventoryTransactionType, string> = {
  ENTRY: 'Entrada',
  EXIT: 'Saída para evento',
  RETURN: 'Retorno de evento',
  ADJUSTMENT: 'Ajuste de inventário',
  LOSS: 'Perda',
};

/** Categories the item form offers (an item may keep another one it already has). */
export const INVENTORY_CATEGORIES = [
  'Mobiliário',
  'Som e Iluminação',
  'Comunicação',
  'Uniformes',
  'Descartáveis',
  'Bebidas',
  'Cozinha',
  'Decoração',
  'Limpeza',
  'Outros',
] as const;

/** Units the item form offers. */
export const INVENTORY_UNITS = ['un', 'par', 'jogo', 'kit', 'cx', 'pct', 'fardo', 'garrafa', 'rolo'] as const;

/**
 * What GET /inventory/items sorts by; `status` orders below-minimum, then in order, then inactive.
 * Not `atEvents`: it sums each item's whole ledger, and ordering by it would sum every movement.
 */
export const INVENTORY_ITEM_SORTS = [
  'name',
  'sku',
  'category',
  'type',
  'quantity',
  'minimumStock',
  'unitCost',
  'totalValue',
  'status',
  'createdAt',
] as const;
export type InventoryItemSort = (typeof INVENTORY_ITEM_SORTS)[number];

/** What GET /inventory/transactions sorts by. */
export const INVENTORY_TRANSACTION_SORTS = ['date', 'type', 'itemName', 'quantity', 'eventName', 'userName', 'createdAt'] as const;
export type InventoryTransactionSort = (typeof INVENTORY_TRANSACTION_SORTS)[number];

export const MOVEMENT_GROUPINGS = ['day', 'month'] as const;
export type MovementGrouping = (typeof MOVEMENT_GROUPINGS)[number];

/** Events per page of the usage report when the request names none. */
export const EVENT_USAGE_PAGE_SIZE = 10;

export const INVENTORY_EXPORT_REPORTS = ['stock', 'low-stock', 'movements', 'event-usage'] as const;
export type InventoryExportReport = (typeof INVENTORY_EXPORT_REPORTS)[number];

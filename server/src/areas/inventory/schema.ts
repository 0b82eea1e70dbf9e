/** Kysely table types of the inventory area (items, stock transactions and inventory reports). */

export interface InventoryTables {}

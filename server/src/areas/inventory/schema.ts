/** Kysely table types of the inventory area (items and the stock ledger, migration 006). */
import type { ColumnType, Generated } from 'kysely';
import type { InventoryItemType, InventoryTransactionType } from '@sge/shared/contract';

type Timestamp = ColumnType<string, string | undefined, string>;
type Money = ColumnType<string, string, string>;

export interface InventoryItemsTable {
  id: Generated<number>;
  name: string;
  sku: string;
  category: string;
  unit: Generated<string>;
  type: InventoryItemType;
  quantity: Generated<number>;
  minimum_stock: Generated<number>;
  location: string | null;
  unit_cost: ColumnType<string, string | undefined, string>;
  active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface InventoryTransactionsTable {
  id: Generated<number>;
  item_id: number;
  type: InventoryTransactionType;
  date: string;
  quantity: number;
  damaged: Generated<number>;
  lost: Generated<number>;
  stock_change: number;
  stock_after: number;
  unit_cost: Money;
  event_id: number | null;
  reason: string | null;
  note: string | null;
  user_id: number | null;
  created_at: Timestamp;
}

export interface InventoryTables {
  inventory_items: InventoryItemsTable;
  inventory_transactions: InventoryTransactionsTable;
}

/** Kysely table types of the budgets area (budgets (with their turning into events) and the financial side of staff payment requests). */
import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface BudgetDaysTable {
  budget_id: number;
  date: string;
}

export interface BudgetsTables {
  budget_days: BudgetDaysTable;
}

/**
 * The columns 007 adds to tables db/schema.ts types from 002 (budgets, payment_requests). Merged
 * in with `withTables` (see budgetsDb) so the foundation's schema file stays as it is.
 */
export type BudgetColumns007 = {
  budgets: {
    client_document: Nullable<string>;
    client_email: Nullable<string>;
    client_phone: Nullable<string>;
    event_name: Nullable<string>;
    event_location: Nullable<string>;
    valid_until: Nullable<string>;
    discount: ColumnType<string, string | undefined, string>;
    notes: Nullable<string>;
    sent_at: Nullable<string>;
    approved_at: Nullable<string>;
    refused_at: Nullable<string>;
    refusal_reason: Nullable<string>;
    decided_by: Nullable<number>;
    paid_at: Nullable<string>;
    created_by: Nullable<number>;
  };
  payment_requests: {
    approved_at: Nullable<string>;
    approved_by: Nullable<number>;
    cancelled_at: Nullable<string>;
    cancelled_by: Nullable<number>;
    cancel_reason: Nullable<string>;
  };
};

export type BudgetsDB = DB & BudgetColumns007;
export type BudgetsExecutor = Kysely<BudgetsDB> | Transaction<BudgetsDB>;

/** The database seen with the budgets area's columns. */
export const budgetsDb = (db: Kysely<DB> | Transaction<DB>): Kysely<BudgetsDB> => (db as Kysely<DB>).withTables<BudgetColumns007>();

/** The same transaction seen with the foundation's types only (for helpers of other areas). */
export const asBaseTrx = (trx: Transaction<BudgetsDB>): Transaction<DB> => trx as unknown as Transaction<DB>;

/**
 * The money side of budgets and staff payment requests, run inside the caller's transaction:
 * finding or creating the category an account is filed under, raising the account, and settling
 * its open balance into account_payments. Balances are NUMERIC, computed in SQL.
 */
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { SettlementInput } from './input';
import { formatBrl } from './input';

export type Trx = Transaction<DB>;

/** Where staff payments are filed (DESPESA). */
export const STAFF_CATEGORY = 'Pessoal de Eventos';
/** Where budget income is filed (RECEITA), when the company has no closer category. */
export const EVENTS_CATEGORY = 'Eventos';

/** 'Pessoal de Eventos' (DESPESA), created when absent. */
export async function staffCategoryId(trx: Trx): Promise<number> {
  const found = await trx
    .selectFrom('financial_categories')
    .select('id')
    .where('type', '=', 'DESPESA')
    .where(sql`lower(name)`, '=', STAFF_CATEGORY.toLowerCase())
    .executeTakeFirst();
  if (found) return found.id;
  return insertCategory(trx, STAFF_CATEGORY, 'DESPESA', 'Diárias da equipe dos eventos (solicitações de pagamento).');
}

/** 'Eventos', else a category starting with 'Eventos', else the first active RECEITA one, else a new 'Eventos'. */
export async function eventsIncomeCategoryId(trx: Trx): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM financial_categories
    WHERE type = 'RECEITA' AND active
    ORDER BY lower(name) = lower(${EVENTS_CATEGORY}) DESC, lower(name) LIKE lower(${EVENTS_CATEGORY}) || '%' DESC, id
    LIMIT 1`.execute(trx);
  if (rows[0]) return rows[0].id;
  return insertCategory(trx, EVENTS_CATEGORY, 'RECEITA', 'Receitas de orçamentos aprovados.');
}

async function insertCategory(trx: Trx, name: string, type: 'RECEITA' | 'DESPESA', description: string): Promise<number> {
  // Concurrent first uses: the unique (type, lower(name)) index keeps one; the loser reads it.
  const { rows } = await sql<{ id: number }>`
    INSERT INTO financial_categories (name, type, color, description)
    VALUES (${name}, ${type}, ${type === 'RECEITA' ? '#2E7D32' : '#C62828'}, ${description})
    ON CONFLICT DO NOTHING RETURNING id`.execute(trx);
  if (rows[0]) return rows[0].id;
  const existing = await trx
    .selectFrom('financial_categories')
    .select('id')
    .where('type', '=', type)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirstOrThrow();
  return existing.id;
}

export interface OpenAccount {
  id: number;
  status: string;
  amount: string;
  /** amount − Σ payments */
  open: string;
  hasPayments: boolean;
}

/** Locks an account (payable or receivable) and reads its open balance. */
export async function lockAccount(trx: Trx, kind: 'payable' | 'receivable', id: number): Promise<OpenAccount> {
  const table = kind === 'payable' ? sql.table('accounts_payable') : sql.table('accounts_receivable');
  const column = kind === 'payable' ? sql.ref('payable_id') : sql.ref('receivable_id');
  await sql`SELECT id FROM ${table} WHERE id = ${id} FOR UPDATE`.execute(trx);
  const { rows } = await sql<OpenAccount>`
    SELECT a.id, a.status, a.amount,
           round((a.amount - coalesce(p.paid, 0)), 2) AS open,
           p.paid IS NOT NULL AS "hasPayments"
    FROM ${table} a
    LEFT JOIN (SELECT sum(amount) AS paid FROM account_payments WHERE ${column} = ${id}) p ON true
    WHERE a.id = ${id}`.execute(trx);
  return rows[0];
}

/**
 * Settles an account's open balance: one account_payments row for it (the value, when given,
 * must be that balance) and the account's final status. Returns the amount recorded.
 */
export async function settleAccount(
  trx: Trx,
  kind: 'payable' | 'receivable',
  account: OpenAccount,
  payment: SettlementInput,
  userId: number | null,
  wrongValue: (open: string) => string,
): Promise<void> {
  if (payment.value !== null) {
    const { rows } = await sql<{ same: boolean }>`SELECT ${payment.value}::numeric = ${account.open}::numeric AS same`.execute(trx);
    if (!rows[0].same) throw conflict(wrongValue(formatBrl(account.open)));
  }
  const { rows } = await sql<{ positive: boolean }>`SELECT ${account.open}::numeric > 0 AS positive`.execute(trx);
  if (rows[0].positive) {
    await trx
      .insertInto('account_payments')
      .values({
        receivable_id: kind === 'receivable' ? account.id : null,
        payable_id: kind === 'payable' ? account.id : null,
        payment_date: payment.date,
        method: payment.method,
        amount: account.open,
        reference: payment.reference,
        notes: payment.notes,
        user_id: sql<number | null>`(SELECT id FROM users WHERE id = ${userId})`,
      })
      .execute();
  }
  if (kind === 'payable') {
    await trx.updateTable('accounts_payable').set({ status: 'PAGO', updated_at: sql<string>`now()` }).where('id', '=', account.id).execute();
  } else {
    await trx.updateTable('accounts_receivable').set({ status: 'RECEBIDO', updated_at: sql<string>`now()` }).where('id', '=', account.id).execute();
  }
}

/** A user id from a token, or null when that user no longer exists. */
export const existingUser = (userId: number | null) => sql<number | null>`(SELECT id FROM users WHERE id = ${userId})`;

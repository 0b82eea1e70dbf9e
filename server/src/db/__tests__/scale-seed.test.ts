/**
 * The five-year company of `pnpm seed:scale` (scripts/scale/generate.ts) at 1/200 of its size, on
 * top of the demo data: the counts, the rows' coherence (what the API would have written), and a
 * second run refused.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isValidCpf } from '@sge/shared/contract';
import { SCALE_COUNTS, seedScale } from '../../../scripts/scale/generate';
import { openTestDatabase } from '../../testing/test-db';
import { findBoundViolations } from '../business-bounds';
import type { Database } from '../database';
import type { DB } from '../schema';
import { seedDemoData } from '../seed/demo-seed';

// 1/200: the smallest size at which each event can still find its whole team among the employees.
const FACTOR = 0.005;
const TODAY = '2026-11-25';

describe('seed:scale generator', () => {
  let database: Database;
  let db: Kysely<DB>;
  let rows: Record<string, number>;
  let demoEmployees: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    await seedDemoData(database.db, '2026-11-25');
    demoEmployees = Number((await sql<{ max: number }>`SELECT max(id) AS max FROM employees`.execute(db)).rows[0].max);
    ({ rows } = await seedScale(db, { factor: FACTOR, today: TODAY }));
  });
  afterAll(() => database.close());

  const one = async <T>(query: RawBuilder<T>): Promise<T> => (await query.execute(db)).rows[0];

  test('adds the scaled counts', () => {
    const scaled = (n: number) => Math.max(1, Math.round(n * FACTOR));
    expect(rows.employees).toBe(scaled(SCALE_COUNTS.employees));
    expect(rows.events).toBe(scaled(SCALE_COUNTS.events));
    expect(rows.event_employees).toBe(scaled(SCALE_COUNTS.staffDays));
    expect(rows.receivables + rows.payables).toBe(scaled(SCALE_COUNTS.accounts));
    expect(rows.budgets).toBe(scaled(SCALE_COUNTS.budgets));
    expect(rows.inventory_items).toBe(scaled(SCALE_COUNTS.items));
    expect(rows.inventory_transactions).toBe(scaled(SCALE_COUNTS.movements));
    expect(rows.registration_requests).toBe(scaled(SCALE_COUNTS.registrationRequests));
    expect(rows.employee_badges).toBe(rows.employees);
  });

  test('writes rows the API would have written', async () => {
    const cpfs = (await sql<{ cpf: string }>`SELECT cpf FROM employees UNION ALL SELECT cpf FROM registration_requests`.execute(db)).rows;
    expect(cpfs.every((r) => isValidCpf(r.cpf))).toBe(true);
    // Every quantity on hand is its ledger's sum, and each row's stock_after the running sum.
    expect(
      await one(sql<{ n: number }>`
        SELECT count(*)::int AS n FROM inventory_items i
        WHERE i.quantity <> coalesce((SELECT sum(stock_change) FROM inventory_transactions t WHERE t.item_id = i.id), 0)`),
    ).toEqual({ n: 0 });
    expect(
      await one(sql<{ n: number }>`
        SELECT count(*)::int AS n FROM (
          SELECT stock_after, sum(stock_change) OVER (PARTITION BY item_id ORDER BY id) AS running FROM inventory_transactions) t
        WHERE stock_after <> running`),
    ).toEqual({ n: 0 });
    // Budgets: total = Σ items − discount.
    expect(
      await one(sql<{ n: number }>`
        SELECT count(*)::int AS n FROM budgets b
        WHERE b.total <> (SELECT coalesce(sum(quantity * unit_price * days), 0) FROM budget_items WHERE budget_id = b.id) - b.discount`),
    ).toEqual({ n: 0 });
    // Accounts: a settled one is paid in full, a partial one in part, an open or cancelled one not at all.
    const mismatched = await one(sql<{ n: number }>`
      SELECT count(*)::int AS n FROM (
        SELECT a.status, a.amount, coalesce((SELECT sum(amount) FROM account_payments p WHERE p.payable_id = a.id), 0) AS paid FROM accounts_payable a
        UNION ALL
        SELECT a.status, a.amount, coalesce((SELECT sum(amount) FROM account_payments p WHERE p.receivable_id = a.id), 0) FROM accounts_receivable a) x
      WHERE NOT CASE x.status WHEN 'PAGO' THEN paid = amount WHEN 'RECEBIDO' THEN paid = amount
                              WHEN 'PARCIAL' THEN paid > 0 AND paid < amount ELSE paid = 0 END`);
    expect(mismatched).toEqual({ n: 0 });
    // Staff days: paid ⇔ a PAID request, which has its paid payable; a request only for a day worked.
    expect(
      await one(sql<{ n: number }>`
        SELECT count(*)::int AS n FROM event_employees ee
        LEFT JOIN payment_requests pr ON pr.event_employee_id = ee.id
        LEFT JOIN accounts_payable ap ON ap.payment_request_id = pr.id
        WHERE ee.paid <> (pr.status = 'PAID' AND ap.status = 'PAGO') OR (pr.id IS NOT NULL AND ee.check_in IS NULL)`),
    ).toEqual({ n: 0 });
    // Nobody works two events on the same day; finalized events carry their summary.
    expect(
      await one(sql<{ n: number }>`
        SELECT count(*)::int AS n FROM (SELECT employee_id, event_day FROM event_employees WHERE employee_id > ${demoEmployees}
                                      GROUP BY 1, 2 HAVING count(*) > 1) x`),
    ).toEqual({ n: 0 });
    expect(await one(sql<{ n: number }>`SELECT count(*)::int AS n FROM events WHERE is_finalized AND summary IS NULL`)).toEqual({ n: 0 });
    // Every amount and business date within the bounds a user meets in the API.
    expect(await findBoundViolations(db)).toEqual({ total: 0, first: [] });
  });

  test('refuses to run twice on the same database', async () => {
    await expect(seedScale(db, { factor: FACTOR, today: TODAY })).rejects.toThrow(/already/);
  });
});

import { sql } from 'kysely';
import { isValidCnpj, isValidCpf } from '@sge/shared/contract';
import { seedDemoData } from '../../../db/seed/demo-seed';
import { todayInCompanyZone } from '../../../lib/calendar';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { completeCnpj } from '../../../lib/documents';

let t: TestApp;

// The whole demo seed takes longer than a test's 30 s when the machine is busy.
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, todayInCompanyZone());
}, 120_000);
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url: `/api${url}`, role: 'FINANCIAL' });
/** A whole list: the demo holds fewer rows than the largest page. */
const getAll = async (url: string) => {
  const res = await get(`${url}?pageSize=200`);
  expect(res.json().meta.total).toBeLessThanOrEqual(200);
  return res;
};

test('completes CNPJs with valid check digits', () => {
  expect(completeCnpj('112223330001')).toBe('11222333000181');
});

test('budgets in every status, with valid client documents and totals equal to items − discount', async () => {
  const budgets = (await getAll('/budgets')).json().data as Array<{ status: string; clientDocument: string | null; subtotal: string; discount: string; total: string; eventDays: string[] }>;
  expect(new Set(budgets.map((b) => b.status))).toEqual(new Set(['RASCUNHO', 'ENVIADO', 'APROVADO', 'PAGO', 'RECUSADO', 'EXPIRADO']));
  for (const budget of budgets) {
    expect(budget.clientDocument && (isValidCpf(budget.clientDocument) || isValidCnpj(budget.clientDocument))).toBeTruthy();
    expect(budget.eventDays.length).toBeGreaterThan(0);
  }
  const { rows } = await sql<{ wrong: number }>`
    SELECT count(*)::int AS wrong FROM budgets b
    WHERE b.total <> (SELECT sum(quantity * unit_price * days) FROM budget_items WHERE budget_id = b.id) - b.discount`.execute(t.database.db);
  expect(rows[0].wrong).toBe(0);
});

test('approved and paid budgets have their receivable; one approved budget is linked to a demo event, one is not yet', async () => {
  const budgets = (await getAll('/budgets')).json().data as Array<{ status: string; eventId: number | null; receivableStatus: string | null; receivedAmount: string; total: string }>;
  const approved = budgets.filter((b) => b.status === 'APROVADO');
  expect(approved.some((b) => b.eventId !== null)).toBe(true);
  expect(approved.some((b) => b.eventId === null)).toBe(true);
  for (const b of approved) expect(b.receivableStatus).toBe('PENDENTE');
  const paid = budgets.filter((b) => b.status === 'PAGO');
  for (const b of paid) expect([b.receivableStatus, b.receivedAmount]).toEqual(['RECEBIDO', b.total]);
});

test('paid payment requests have paid payables; pending ones none', async () => {
  const requests = (await getAll('/payment-requests')).json().data as Array<{ status: string; payableStatus: string | null; amount: string }>;
  const statuses = new Set(requests.map((r) => r.status));
  expect(statuses).toEqual(new Set(['PENDING', 'PAID']));
  for (const r of requests) {
    expect(r.payableStatus).toBe({ PENDING: null, APPROVED: 'PENDENTE', PAID: 'PAGO', CANCELLED: null }[r.status]);
  }
  const { rows } = await sql<{ wrong: number }>`
    SELECT count(*)::int AS wrong FROM accounts_payable ap
    WHERE ap.status = 'PAGO' AND ap.amount <> (SELECT sum(amount) FROM account_payments WHERE payable_id = ap.id)`.execute(t.database.db);
  expect(rows[0].wrong).toBe(0);
});

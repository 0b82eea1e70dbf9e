/**
 * No stored record breaks a report: sums are computed in unbounded numeric and rounded to cents, so
 * rows at the columns' own limit (R$ 999.999.999.999,99, which the API took before amounts had a
 * business bound, and which stay in place) add up past NUMERIC(14,2) and every report still answers.
 */
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { insertCategory, insertEvent, insertPayable, insertReceivable } from './fixtures';

const MAX = '999999999999.99';
let t: TestApp;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const income = await insertCategory(t, 'Receitas', 'RECEITA');
  const expense = await insertCategory(t, 'Despesas', 'DESPESA', '#C62828');
  const eventId = await insertEvent(t, 'Evento enorme', [today]);
  for (let i = 0; i < 3; i++) {
    await insertReceivable(t, { categoryId: income, amount: MAX, dueDate: today, status: 'RECEBIDO', payments: [[today, MAX]], eventId });
    await insertReceivable(t, { categoryId: income, amount: MAX, dueDate: '2025-01-10', status: 'PENDENTE' });
    await insertPayable(t, { categoryId: expense, amount: MAX, dueDate: today, status: 'PAGO', payments: [[today, MAX]], eventId });
    await insertPayable(t, { categoryId: expense, amount: MAX, dueDate: '2025-01-10', status: 'PENDENTE' });
  }
  await sql`
    INSERT INTO recurring_accounts (description, supplier_name, category_id, amount, frequency, start_date)
    SELECT 'Aluguel ' || n, 'Imobiliária', ${expense}, ${MAX}, 'MENSAL', '2025-01-01' FROM generate_series(1, 3) AS n`.execute(t.database.db);
});
afterAll(() => t.close());

const period = `startDate=2025-01-01&endDate=${today}`;
const get = async (url: string) => {
  const res = await t.request({ method: 'GET', url, role: 'ADMIN' });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res;
};

test.each([
  '/api/financial-charts/dashboard',
  `/api/financial-charts/kpis?${period}`,
  `/api/financial-charts/revenue-expense?${period}&groupBy=month`,
  `/api/financial-charts/profitability?${period}`,
  `/api/financial-charts/monthly-comparison?${period}`,
  `/api/financial-charts/category-breakdown?${period}`,
  `/api/financial-charts/cash-flow-trend?${period}`,
  `/api/financial-charts/cash-flow?${period}`,
  `/api/financial-charts/export?report=kpis&format=csv&${period}`,
  `/api/financial-charts/export?report=cash-flow&format=xlsx&${period}`,
  '/api/accounts-receivable',
  '/api/accounts-payable',
  '/api/recurring-accounts',
  '/api/financial/defaulters',
])('%s answers 200 with those rows present', async (url) => {
  await get(url);
});

test('the statistics sum past NUMERIC(14,2), to the cent', async () => {
  const receivable = (await get('/api/accounts-receivable/statistics')).json().data;
  expect(receivable).toMatchObject({ totalAmount: '5999999999999.94', paidAmount: '2999999999999.97', openAmount: '2999999999999.97' });
  const payable = (await get('/api/accounts-payable/statistics')).json().data;
  expect(payable).toMatchObject({ totalAmount: '5999999999999.94', paidAmount: '2999999999999.97', overdueAmount: '2999999999999.97' });
  const recurring = (await get('/api/recurring-accounts/statistics')).json().data;
  expect(recurring.monthlyAmount).toBe('2999999999999.97');
});

test('the KPIs sum past NUMERIC(14,2), to the cent', async () => {
  const kpis = (await get(`/api/financial-charts/kpis?${period}`)).json().data;
  expect(JSON.stringify(kpis)).toContain('2999999999999.97');
});

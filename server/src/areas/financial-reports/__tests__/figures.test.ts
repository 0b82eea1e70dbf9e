/**
 * Every figure against hand-computed fixtures (fixtures.ts: arrangeQuarter), on PGlite and, with
 * DATABASE_URL, on PostgreSQL. Amounts are compared as the exact decimal strings the API sends.
 */
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { REPORT_MAX_RANGE_DAYS } from '@sge/shared/contract';
import { addDays, todayInCompanyZone } from '../../../lib/calendar';
import {
  arrangeQuarter,
  insertBudget,
  insertCategory,
  insertEvent,
  insertPayable,
  insertReceivable,
  insertStaffDay,
  Q1,
} from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get(url: string, role: 'ADMIN' | 'MANAGER' | 'FINANCIAL' = 'FINANCIAL') {
  const res = await t.request({ method: 'GET', url: `/api/financial-charts/${url}`, role });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('on the first quarter of 2030', () => {
  beforeAll(() => arrangeQuarter(t));

  test('revenue-expense sums non-cancelled accounts by due date, per month', async () => {
    const data = await get(`revenue-expense?${Q1}`);
    expect(data).toEqual({
      period: { startDate: '2030-01-01', endDate: '2030-03-31', groupBy: 'month' },
      points: [
        { period: '2030-01', startDate: '2030-01-01', endDate: '2030-01-31', revenue: '1000.10', expense: '700.20', result: '299.90' },
        { period: '2030-02', startDate: '2030-02-01', endDate: '2030-02-28', revenue: '2500.00', expense: '1200.00', result: '1300.00' },
        { period: '2030-03', startDate: '2030-03-01', endDate: '2030-03-31', revenue: '300.33', expense: '80.08', result: '220.25' },
      ],
      totals: { revenue: '3800.43', expense: '1980.28', result: '1820.15' },
    });
  });

  test('weeks are ISO weeks from Monday, clipped to the period', async () => {
    const data = await get('revenue-expense?startDate=2030-01-14&endDate=2030-01-31&groupBy=week');
    expect(data.points).toEqual([
      { period: '2030-01-14', startDate: '2030-01-14', endDate: '2030-01-20', revenue: '1000.10', expense: '0.00', result: '1000.10' },
      { period: '2030-01-21', startDate: '2030-01-21', endDate: '2030-01-27', revenue: '0.00', expense: '0.00', result: '0.00' },
      { period: '2030-01-28', startDate: '2030-01-28', endDate: '2030-01-31', revenue: '0.00', expense: '700.20', result: '-700.20' },
    ]);
    const partial = await get('revenue-expense?startDate=2030-01-16&endDate=2030-01-31&groupBy=week');
    expect(partial.points[0]).toEqual({ period: '2030-01-14', startDate: '2030-01-16', endDate: '2030-01-20', revenue: '0.00', expense: '0.00', result: '0.00' });
  });

  test('cash-flow: realized from the ledger, forecast from open balances, running balances from the opening balance', async () => {
    const data = await get(`cash-flow?${Q1}`);
    expect(data).toEqual({
      period: { startDate: '2030-01-01', endDate: '2030-03-31', groupBy: 'month' },
      today: todayInCompanyZone(),
      openingBalance: '30.00',
      rows: [
        {
          period: '2030-01',
          startDate: '2030-01-01',
          endDate: '2030-01-31',
          realizedInflow: '400.05',
          realizedOutflow: '700.20',
          forecastInflow: '600.05',
          forecastOutflow: '0.00',
          realizedNet: '-300.15',
          projectedNet: '299.90',
          realizedBalance: '-270.15',
          projectedBalance: '329.90',
        },
        {
          period: '2030-02',
          startDate: '2030-02-01',
          endDate: '2030-02-28',
          realizedInflow: '2500.00',
          realizedOutflow: '0.00',
          forecastInflow: '0.00',
          forecastOutflow: '1000.00',
          realizedNet: '2500.00',
          projectedNet: '1500.00',
          realizedBalance: '2229.85',
          projectedBalance: '1829.90',
        },
        {
          period: '2030-03',
          startDate: '2030-03-01',
          endDate: '2030-03-31',
          realizedInflow: '0.00',
          realizedOutflow: '200.00',
          forecastInflow: '300.33',
          forecastOutflow: '80.08',
          realizedNet: '-200.00',
          projectedNet: '20.25',
          realizedBalance: '2029.85',
          projectedBalance: '1850.15',
        },
      ],
      totals: {
        realizedInflow: '2900.05',
        realizedOutflow: '900.20',
        forecastInflow: '900.38',
        forecastOutflow: '1080.08',
        overdueInflow: '0.00',
        overdueOutflow: '0.00',
      },
      realizedClosingBalance: '2029.85',
      projectedClosingBalance: '1850.15',
    });
  });

  test('cash-flow by day', async () => {
    const data = await get('cash-flow?startDate=2030-01-30&endDate=2030-02-01&groupBy=day');
    expect(data.openingBalance).toBe('430.05');
    expect(data.rows.map((r: { period: string; realizedOutflow: string; realizedBalance: string }) => [r.period, r.realizedOutflow, r.realizedBalance])).toEqual([
      ['2030-01-30', '0.00', '430.05'],
      ['2030-01-31', '700.20', '-270.15'],
      ['2030-02-01', '0.00', '-270.15'],
    ]);
  });

  test('cash-flow-trend: realized only, with opening and closing balances', async () => {
    const data = await get(`cash-flow-trend?${Q1}`);
    expect(data).toEqual({
      period: { startDate: '2030-01-01', endDate: '2030-03-31', groupBy: 'month' },
      openingBalance: '30.00',
      points: [
        { period: '2030-01', startDate: '2030-01-01', endDate: '2030-01-31', inflow: '400.05', outflow: '700.20', net: '-300.15', balance: '-270.15' },
        { period: '2030-02', startDate: '2030-02-01', endDate: '2030-02-28', inflow: '2500.00', outflow: '0.00', net: '2500.00', balance: '2229.85' },
        { period: '2030-03', startDate: '2030-03-01', endDate: '2030-03-31', inflow: '0.00', outflow: '200.00', net: '-200.00', balance: '2029.85' },
      ],
      totals: { inflow: '2900.05', outflow: '900.20', net: '1999.85' },
      closingBalance: '2029.85',
    });
  });

  test('monthly-comparison: accrual and realized per month, change against the month before', async () => {
    const data = await get('monthly-comparison?startDate=2030-02-01&endDate=2030-03-31');
    expect(data).toEqual({
      period: { startDate: '2030-02-01', endDate: '2030-03-31' },
      months: [
        {
          period: '2030-02',
          startDate: '2030-02-01',
          endDate: '2030-02-28',
          revenue: '2500.00',
          expense: '1200.00',
          result: '1300.00',
          received: '2500.00',
          paid: '0.00',
          revenueChange: '149.98',
          expenseChange: '71.38',
        },
        {
          period: '2030-03',
          startDate: '2030-03-01',
          endDate: '2030-03-31',
          revenue: '300.33',
          expense: '80.08',
          result: '220.25',
          received: '0.00',
          paid: '200.00',
          revenueChange: '-87.99',
          expenseChange: '-93.33',
        },
      ],
    });
  });

  test('monthly-comparison has no change when the month before is empty', async () => {
    const data = await get('monthly-comparison?startDate=2029-11-01&endDate=2029-12-31');
    expect(data.months.map((m: { period: string; revenue: string; revenueChange: string | null; expenseChange: string | null }) => [m.period, m.revenue, m.revenueChange, m.expenseChange])).toEqual([
      ['2029-11', '0.00', null, null],
      ['2029-12', '50.00', null, '-100.00'],
    ]);
  });

  test('category-breakdown: per category, largest first, share of its type', async () => {
    const data = await get(`category-breakdown?${Q1}`);
    expect(data.categories).toEqual([
      { categoryId: 1, name: 'Eventos', type: 'RECEITA', color: '#2E7D32', count: 2, total: '3500.10', percent: '92.10' },
      { categoryId: 2, name: 'Locação', type: 'RECEITA', color: '#1565C0', count: 1, total: '300.33', percent: '7.90' },
      { categoryId: 4, name: 'Fornecedores', type: 'DESPESA', color: '#6A1B9A', count: 2, total: '1280.08', percent: '64.64' },
      { categoryId: 3, name: 'Pessoal', type: 'DESPESA', color: '#C62828', count: 1, total: '700.20', percent: '35.36' },
    ]);
    expect(data.totals).toEqual({ revenue: '3800.43', expense: '1980.28' });
    const expenses = await get(`category-breakdown?${Q1}&type=DESPESA`);
    expect(expenses.categories.map((c: { name: string }) => c.name)).toEqual(['Fornecedores', 'Pessoal']);
    expect(expenses.totals).toEqual({ revenue: '0.00', expense: '1980.28' });
  });

  test('kpis of the quarter', async () => {
    const data = await get(`kpis?${Q1}`, 'MANAGER');
    expect(data).toEqual({
      period: { startDate: '2030-01-01', endDate: '2030-03-31' },
      today: todayInCompanyZone(),
      revenue: '3800.43',
      expense: '1980.28',
      result: '1820.15',
      margin: '47.89',
      received: '2900.05',
      paid: '900.20',
      netCash: '1999.85',
      cashBalance: '2029.85',
      receivableOpen: '900.38',
      payableOpen: '1080.08',
      receivableOverdue: '0.00',
      payableOverdue: '0.00',
      overdueReceivableCount: 0,
      overduePayableCount: 0,
      defaultRate: '0.00',
    });
  });

  test('an empty period answers zeros, not nulls (percentages null)', async () => {
    const data = await get('kpis?startDate=2031-01-01&endDate=2031-01-31');
    expect(data).toMatchObject({ revenue: '0.00', expense: '0.00', result: '0.00', margin: null, received: '0.00', cashBalance: '2029.85' });
    const trend = await get('cash-flow-trend?startDate=2031-01-01&endDate=2031-01-31');
    expect(trend).toMatchObject({ openingBalance: '2029.85', closingBalance: '2029.85', totals: { inflow: '0.00', outflow: '0.00', net: '0.00' } });
  });

  test('defaults: the last six months up to the end of the current one', async () => {
    const today = todayInCompanyZone();
    const data = await get('revenue-expense');
    expect(data.period.endDate.slice(0, 7)).toBe(today.slice(0, 7));
    expect(data.points).toHaveLength(6);
    expect(data.period.startDate.endsWith('-01')).toBe(true);
    const dashboard = await get('dashboard');
    expect(dashboard.kpis.period.startDate).toBe(`${today.slice(0, 7)}-01`);
  });
});

describe('overdue and due soon, counted from today in São Paulo', () => {
  const today = todayInCompanyZone();

  beforeAll(async () => {
    await t.reset();
    await t.createUsers();
    const revenue = await insertCategory(t, 'Eventos', 'RECEITA');
    const expense = await insertCategory(t, 'Fornecedores', 'DESPESA');
    await insertReceivable(t, { categoryId: revenue, amount: '100.00', dueDate: addDays(today, -30), status: 'PENDENTE' });
    await insertReceivable(t, { categoryId: revenue, amount: '250.00', dueDate: addDays(today, -1), status: 'PARCIAL', payments: [[addDays(today, -2), '50.00']] });
    await insertReceivable(t, { categoryId: revenue, amount: '45.50', dueDate: addDays(today, 3), status: 'PENDENTE' });
    await insertReceivable(t, { categoryId: revenue, amount: '70.00', dueDate: addDays(today, 7), status: 'PENDENTE' });
    await insertReceivable(t, { categoryId: revenue, amount: '900.00', dueDate: addDays(today, -5), status: 'CANCELADO' });
    await insertPayable(t, { categoryId: expense, amount: '60.00', dueDate: addDays(today, -10), status: 'PARCIAL', payments: [[addDays(today, -10), '10.00']] });
    await insertPayable(t, { categoryId: expense, amount: '12.34', dueDate: today, status: 'PENDENTE' });
  });

  test('kpis: open and overdue balances, default rate', async () => {
    const data = await get('kpis');
    expect(data).toMatchObject({
      receivableOpen: '415.50',
      payableOpen: '62.34',
      receivableOverdue: '300.00',
      payableOverdue: '50.00',
      overdueReceivableCount: 2,
      overduePayableCount: 1,
      defaultRate: '72.20',
    });
  });

  test('dashboard: due soon within the window (today … today + days − 1)', async () => {
    const week = await get('dashboard');
    expect(week.dueSoon).toEqual({ days: 7, receivableCount: 1, receivableAmount: '45.50', payableCount: 1, payableAmount: '12.34' });
    const eight = await get('dashboard?days=8', 'ADMIN');
    expect(eight.dueSoon).toEqual({ days: 8, receivableCount: 2, receivableAmount: '115.50', payableCount: 1, payableAmount: '12.34' });
    expect(eight.kpis.receivableOverdue).toBe('300.00');
  });

  test('cash-flow marks the overdue part of the forecast', async () => {
    const data = await get(`cash-flow?startDate=${addDays(today, -40)}&endDate=${addDays(today, 10)}&groupBy=week`);
    expect(data.totals).toEqual({
      realizedInflow: '50.00',
      realizedOutflow: '10.00',
      forecastInflow: '415.50',
      forecastOutflow: '62.34',
      overdueInflow: '300.00',
      overdueOutflow: '50.00',
    });
  });
});

describe('profitability per event', () => {
  beforeAll(async () => {
    await t.reset();
    await t.createUsers();
    const revenue = await insertCategory(t, 'Eventos', 'RECEITA');
    const expense = await insertCategory(t, 'Pessoal', 'DESPESA');
    const congress = await insertEvent(t, 'Congresso', ['2030-01-10', '2030-01-11']);
    const fair = await insertEvent(t, 'Feira', ['2030-06-01']);
    await insertEvent(t, 'Réveillon', ['2029-12-31', '2030-01-01']);
    await insertBudget(t, congress, 'APROVADO', '5000.00');
    await insertBudget(t, congress, 'RASCUNHO', '999.00');
    const fairBudget = await insertBudget(t, fair, 'PAGO', '7000.00');
    // Staff days: checked in without a request (pay rate), a pending request, a paid request, a
    // cancelled request on a day not worked (nothing), a day not worked (nothing).
    await insertStaffDay(t, { eventId: congress, day: '2030-01-10', payRate: '150.00', checkedIn: true });
    await insertStaffDay(t, { eventId: congress, day: '2030-01-10', payRate: '160.00', checkedIn: true, request: { status: 'PENDING', amount: '175.50' } });
    const paid = await insertStaffDay(t, { eventId: congress, day: '2030-01-11', payRate: '200.00', checkedIn: true, request: { status: 'PAID', amount: '200.00' } });
    await insertStaffDay(t, { eventId: congress, day: '2030-01-11', payRate: '300.00', request: { status: 'CANCELLED', amount: '300.00' } });
    await insertStaffDay(t, { eventId: congress, day: '2030-01-11', payRate: '400.00' });
    await insertPayable(t, { categoryId: expense, amount: '200.00', dueDate: '2030-01-20', status: 'PAGO', eventId: congress, paymentRequestId: paid.requestId, payments: [['2030-01-20', '200.00']] });
    await insertPayable(t, { categoryId: expense, amount: '800.00', dueDate: '2030-01-15', status: 'PENDENTE', eventId: congress });
    await insertPayable(t, { categoryId: expense, amount: '300.00', dueDate: '2030-01-15', status: 'CANCELADO', eventId: congress });
    await insertReceivable(t, { categoryId: revenue, amount: '5000.00', dueDate: '2030-01-20', status: 'PARCIAL', eventId: congress, payments: [['2030-01-05', '1000.00']] });
    // Raised when the fair's budget was approved, before the event existed: linked through the budget only.
    await insertReceivable(t, { categoryId: revenue, amount: '7000.00', dueDate: '2030-05-01', status: 'RECEBIDO', budgetId: fairBudget, payments: [['2030-05-02', '7000.00']] });
    await insertReceivable(t, { categoryId: revenue, amount: '300.00', dueDate: '2030-05-01', status: 'CANCELADO', budgetId: fairBudget });
  });

  test('budgeted revenue vs staff cost and other costs, for events with a day in the period', async () => {
    const data = await get('profitability?startDate=2030-01-01&endDate=2030-01-31');
    expect(data).toEqual({
      period: { startDate: '2030-01-01', endDate: '2030-01-31' },
      events: [
        {
          eventId: 3,
          eventName: 'Réveillon',
          firstDay: '2029-12-31',
          lastDay: '2030-01-01',
          isFinalized: false,
          budgetedRevenue: '0.00',
          billed: '0.00',
          received: '0.00',
          staffDays: 0,
          staffCost: '0.00',
          otherCosts: '0.00',
          totalCost: '0.00',
          profit: '0.00',
          margin: null,
        },
        {
          eventId: 1,
          eventName: 'Congresso',
          firstDay: '2030-01-10',
          lastDay: '2030-01-11',
          isFinalized: false,
          budgetedRevenue: '5000.00',
          billed: '5000.00',
          received: '1000.00',
          staffDays: 3,
          staffCost: '525.50',
          otherCosts: '800.00',
          totalCost: '1325.50',
          profit: '3674.50',
          margin: '73.49',
        },
      ],
      totals: { budgetedRevenue: '5000.00', staffCost: '525.50', otherCosts: '800.00', totalCost: '1325.50', profit: '3674.50', margin: '73.49' },
    });
    const june = await get('profitability?startDate=2030-06-01&endDate=2030-06-30');
    expect(june.events).toHaveLength(1);
    expect(june.events[0]).toMatchObject({ eventName: 'Feira', budgetedRevenue: '7000.00', billed: '7000.00', received: '7000.00', profit: '7000.00', margin: '100.00' });
  });
});

describe('period validation', () => {
  test.each([
    ['startDate=2030-02-30&endDate=2030-03-01', "Campo 'Data inicial' deve ser uma data válida entre 01/01/2000 e 31/12/2100"],
    ['startDate=2030-01-01&endDate=2030-13-01', "Campo 'Data final' deve ser uma data válida entre 01/01/2000 e 31/12/2100"],
    ['startDate=2030-03-01&endDate=2030-02-28', 'A data final deve ser igual ou posterior à data inicial'],
    // 2028-01-01 … 2033-01-01: five years with two leap days, plus one day.
    ['startDate=2028-01-01&endDate=2033-01-01', 'O período deve ter no máximo 1827 dias'],
    ['startDate=2030-01-01&endDate=2030-04-05&groupBy=day', 'Para agrupar por dia, o período deve ter no máximo 92 dias'],
    ['startDate=01/02/2030', "Campo 'Data inicial' deve ser uma data válida entre 01/01/2000 e 31/12/2100"],
    ['groupBy=year', "Campo 'Agrupamento' inválido"],
  ])('?%s → 400 %s', async (query, message) => {
    const res = await t.request({ method: 'GET', url: `/api/financial-charts/cash-flow?${query}`, role: 'FINANCIAL' });
    expect([res.statusCode, res.json()]).toEqual([400, { message }]);
  });

  test('five years exactly (two of them leap years) and 92 days by day are accepted', async () => {
    expect(REPORT_MAX_RANGE_DAYS).toBe(1827);
    const long = await t.request({ method: 'GET', url: '/api/financial-charts/revenue-expense?startDate=2028-01-01&endDate=2032-12-31', role: 'ADMIN' });
    expect(long.statusCode).toBe(200);
    expect(long.json().data.points).toHaveLength(60);
    const days = await t.request({ method: 'GET', url: '/api/financial-charts/cash-flow-trend?startDate=2030-01-01&endDate=2030-04-02&groupBy=day', role: 'ADMIN' });
    expect(days.statusCode).toBe(200);
    expect(days.json().data.points).toHaveLength(92);
  });

  test('category type and dashboard days are validated', async () => {
    const type = await t.request({ method: 'GET', url: '/api/financial-charts/category-breakdown?type=OUTRO', role: 'ADMIN' });
    expect([type.statusCode, type.json()]).toEqual([400, { message: "Campo 'Tipo' inválido" }]);
    const days = await t.request({ method: 'GET', url: '/api/financial-charts/dashboard?days=0', role: 'ADMIN' });
    expect([days.statusCode, days.json()]).toEqual([400, { message: "Campo 'Dias' inválido" }]);
  });
});

/**
 * Five-year periods (REPORT_MAX_RANGE_DAYS) and the shape of the report queries that make them fast:
 * rows are grouped by their bucket (date_trunc of the date) instead of joined against every bucket by
 * range, and a receivable reaches its event through a UNION of its two links. Each figure here would
 * change if a row fell in two buckets, in the wrong one at a month's or week's edge, or outside the
 * period, or if a receivable tied to its event both ways were counted twice.
 */
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { insertBudget, insertCategory, insertEvent, insertPayable, insertReceivable } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get(url: string) {
  const res = await t.request({ method: 'GET', url: `/api/financial-charts/${url}`, role: 'FINANCIAL' });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

// 2060-01-01 … 2064-12-31: five years, 1,827 days (2060 and 2064 are leap years).
const FIVE_YEARS = 'startDate=2060-01-01&endDate=2064-12-31';

type Point = Record<string, string>;
/** The points with any figure other than zero, as [period, …the named figures]. */
const nonZero = (points: Point[], keys: string[]) =>
  points.filter((p) => keys.some((k) => p[k] !== '0.00')).map((p) => [p.period, ...keys.map((k) => p[k])]);

describe('five years, rows at the edges of months, weeks and the period', () => {
  beforeAll(async () => {
    await t.reset();
    await t.createUsers();
    const revenue = await insertCategory(t, 'Eventos', 'RECEITA');
    const expense = await insertCategory(t, 'Fornecedores', 'DESPESA');
    const receivable = (amount: string, dueDate: string, status: 'PENDENTE' | 'PARCIAL' | 'RECEBIDO', payments?: Array<[string, string]>) =>
      insertReceivable(t, { categoryId: revenue, amount, dueDate, status, payments });
    await receivable('100.00', '2059-12-31', 'RECEBIDO', [['2059-12-31', '100.00']]); // the day before: opening balance only
    await receivable('10.00', '2060-01-01', 'PENDENTE'); // the period's first day (a Thursday)
    await receivable('2.00', '2062-01-01', 'PENDENTE'); // a month's first day (a Sunday)
    await receivable('20.00', '2062-01-31', 'RECEBIDO', [['2062-01-31', '20.00']]); // a month's last day …
    await receivable('40.00', '2062-02-01', 'PARCIAL', [['2062-02-01', '15.00']]); // … and the next one, same ISO week
    await receivable('1.00', '2062-02-20', 'PENDENTE');
    await receivable('80.00', '2064-02-29', 'PENDENTE'); // a leap day
    await receivable('160.00', '2064-12-31', 'PENDENTE'); // the period's last day
    await receivable('320.00', '2065-01-01', 'PENDENTE'); // the day after: nowhere
    await insertPayable(t, { categoryId: expense, amount: '5.00', dueDate: '2064-03-01', status: 'PAGO', payments: [['2064-02-29', '5.00']] });
    await insertPayable(t, { categoryId: expense, amount: '7.00', dueDate: '2062-01-31', status: 'CANCELADO' });
  });

  test('revenue-expense by month: 60 months, each row in its own month', async () => {
    const data = await get(`revenue-expense?${FIVE_YEARS}&groupBy=month`);
    expect(data.points).toHaveLength(60);
    expect(data.points[0]).toMatchObject({ period: '2060-01', startDate: '2060-01-01', endDate: '2060-01-31' });
    expect(data.points[59]).toMatchObject({ period: '2064-12', startDate: '2064-12-01', endDate: '2064-12-31' });
    expect(nonZero(data.points, ['revenue', 'expense'])).toEqual([
      ['2060-01', '10.00', '0.00'],
      ['2062-01', '22.00', '0.00'],
      ['2062-02', '41.00', '0.00'],
      ['2064-02', '80.00', '0.00'],
      ['2064-03', '0.00', '5.00'],
      ['2064-12', '160.00', '0.00'],
    ]);
    expect(data.totals).toEqual({ revenue: '313.00', expense: '5.00', result: '308.00' });
  });

  test('revenue-expense by ISO week: rows of two months in one week, first and last weeks clipped', async () => {
    const data = await get(`revenue-expense?${FIVE_YEARS}&groupBy=week`);
    expect(data.points).toHaveLength(262);
    expect(data.points[0]).toMatchObject({ period: '2059-12-29', startDate: '2060-01-01', endDate: '2060-01-04' });
    expect(data.points[261]).toMatchObject({ period: '2064-12-29', startDate: '2064-12-29', endDate: '2064-12-31' });
    expect(nonZero(data.points, ['revenue', 'expense'])).toEqual([
      ['2059-12-29', '10.00', '0.00'],
      ['2061-12-26', '2.00', '0.00'],
      ['2062-01-30', '60.00', '0.00'],
      ['2062-02-20', '1.00', '0.00'],
      ['2064-02-25', '80.00', '5.00'],
      ['2064-12-29', '160.00', '0.00'],
    ]);
    expect(data.totals).toEqual({ revenue: '313.00', expense: '5.00', result: '308.00' });
  });

  test('cash-flow-trend: payments by payment date, opening balance from the day before', async () => {
    const data = await get(`cash-flow-trend?${FIVE_YEARS}&groupBy=month`);
    expect(data.points).toHaveLength(60);
    expect(data.openingBalance).toBe('100.00');
    expect(nonZero(data.points, ['inflow', 'outflow'])).toEqual([
      ['2062-01', '20.00', '0.00'],
      ['2062-02', '15.00', '0.00'],
      ['2064-02', '0.00', '5.00'],
    ]);
    const balance = (period: string) => data.points.find((p: Point) => p.period === period).balance;
    expect([balance('2060-01'), balance('2062-01'), balance('2062-02'), balance('2064-02')]).toEqual(['100.00', '120.00', '135.00', '130.00']);
    expect(data.totals).toEqual({ inflow: '35.00', outflow: '5.00', net: '30.00' });
    expect(data.closingBalance).toBe('130.00');
  });

  test('cash-flow: forecast of open balances by due date, realized by payment date', async () => {
    const data = await get(`cash-flow?${FIVE_YEARS}&groupBy=month`);
    expect(data.rows).toHaveLength(60);
    expect(nonZero(data.rows, ['realizedInflow', 'realizedOutflow', 'forecastInflow', 'forecastOutflow'])).toEqual([
      ['2060-01', '0.00', '0.00', '10.00', '0.00'],
      ['2062-01', '20.00', '0.00', '2.00', '0.00'],
      ['2062-02', '15.00', '0.00', '26.00', '0.00'],
      ['2064-02', '0.00', '5.00', '80.00', '0.00'],
      ['2064-12', '0.00', '0.00', '160.00', '0.00'],
    ]);
    expect(data.totals).toMatchObject({ realizedInflow: '35.00', realizedOutflow: '5.00', forecastInflow: '278.00', forecastOutflow: '0.00' });
    expect([data.openingBalance, data.realizedClosingBalance, data.projectedClosingBalance]).toEqual(['100.00', '130.00', '408.00']);
  });

  test('monthly-comparison from mid-month: the month before counts whole, the first month from the start date', async () => {
    const data = await get('monthly-comparison?startDate=2062-02-15&endDate=2062-03-31');
    expect(data.months.map((m: Point) => [m.period, m.startDate, m.revenue, m.received, m.revenueChange])).toEqual([
      // January (the base) holds 2.00 + 20.00; February from the 15th holds 1.00 only (not the 40.00 of the 1st).
      ['2062-02', '2062-02-15', '1.00', '0.00', '-95.45'],
      ['2062-03', '2062-03-01', '0.00', '0.00', '-100.00'],
    ]);
  });
});

describe('profitability: the receivables of an event', () => {
  beforeAll(async () => {
    await t.reset();
    await t.createUsers();
    const revenue = await insertCategory(t, 'Eventos', 'RECEITA');
    const congress = await insertEvent(t, 'Congresso', ['2061-05-10']);
    const fair = await insertEvent(t, 'Feira', ['2061-05-12']);
    const congressBudget = await insertBudget(t, congress, 'APROVADO', '1000.00');
    await insertBudget(t, fair, 'APROVADO', '500.00');
    const receivable = (amount: string, links: { eventId?: number; budgetId?: number }, status: 'PENDENTE' | 'CANCELADO' = 'PENDENTE', payments?: Array<[string, string]>) =>
      insertReceivable(t, { categoryId: revenue, amount, dueDate: '2061-05-20', status, payments, ...links });
    await receivable('300.00', { eventId: congress, budgetId: congressBudget }, 'PENDENTE', [['2061-05-21', '100.00']]); // both ways: once
    await receivable('200.00', { eventId: congress });
    await receivable('50.00', { budgetId: congressBudget }, 'PENDENTE', [['2061-05-22', '50.00']]);
    await receivable('999.00', { eventId: congress }, 'CANCELADO');
    await receivable('70.00', { eventId: fair, budgetId: congressBudget }); // the fair's directly, the congress's through its budget: in both
  });

  test('a receivable tied to its event directly and through a budget counts once; one tied to two events counts in each', async () => {
    const data = await get('profitability?startDate=2061-05-01&endDate=2061-05-31');
    expect(data.events.map((e: Point) => [e.eventName, e.budgetedRevenue, e.billed, e.received])).toEqual([
      ['Congresso', '1000.00', '620.00', '150.00'],
      ['Feira', '500.00', '70.00', '0.00'],
    ]);
  });
});

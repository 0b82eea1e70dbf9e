/** API answers for the reports tests, shaped by the contract (the figures of the server's quarter fixture). */
import type { CashFlowReport, FinancialDashboard } from '@sge/shared/contract';

export const FINANCIAL = { token: 't', role: 'FINANCIAL', username: 'financeiro', id: 4 } as const;
export const COORDINATOR = { token: 't', role: 'COORDINATOR', username: 'coordenador', id: 3 } as const;

export const CASH_FLOW: CashFlowReport = {
  period: { startDate: '2030-01-01', endDate: '2030-03-31', groupBy: 'month' },
  today: '2026-11-24',
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
  ],
  totals: {
    realizedInflow: '2900.05',
    realizedOutflow: '900.20',
    forecastInflow: '900.38',
    forecastOutflow: '1080.08',
    overdueInflow: '0.00',
    overdueOutflow: '0.00',
  },
  realizedClosingBalance: '2229.85',
  projectedClosingBalance: '1829.90',
};

export const DASHBOARD: FinancialDashboard = {
  kpis: {
    period: { startDate: '2026-11-01', endDate: '2026-11-30' },
    today: '2026-11-24',
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
    receivableOverdue: '300.00',
    payableOverdue: '50.00',
    overdueReceivableCount: 2,
    overduePayableCount: 1,
    defaultRate: '33.32',
  },
  dueSoon: { days: 7, receivableCount: 1, receivableAmount: '45.50', payableCount: 1, payableAmount: '12.34' },
};

/** A BRL amount as Intl writes it (with a non-breaking space), for matching rendered text. */
export const brl = (value: string): string =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(Number(value));

/**
 * jsdom measures every element as 0×0, so recharts would draw nothing (and warn): chart containers
 * are given a size, and the charts render their SVG as in a browser.
 */
export function measureCharts(): void {
  const original = HTMLElement.prototype.getBoundingClientRect;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.classList.contains('recharts-responsive-container')) {
      return { x: 0, y: 0, top: 0, left: 0, width: 800, height: 320, right: 800, bottom: 320, toJSON: () => ({}) } as DOMRect;
    }
    return original.call(this);
  });
}

export const PERIOD = { startDate: '2030-01-01', endDate: '2030-03-31' };

export const REPORTS = {
  kpis: { ...DASHBOARD.kpis, period: PERIOD },
  'revenue-expense': {
    period: { ...PERIOD, groupBy: 'month' },
    points: [
      { period: '2030-01', startDate: '2030-01-01', endDate: '2030-01-31', revenue: '1000.10', expense: '700.20', result: '299.90' },
      { period: '2030-02', startDate: '2030-02-01', endDate: '2030-02-28', revenue: '2500.00', expense: '1200.00', result: '1300.00' },
    ],
    totals: { revenue: '3500.10', expense: '1900.20', result: '1599.90' },
  },
  'monthly-comparison': {
    period: PERIOD,
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
        expenseChange: null,
      },
    ],
  },
  'category-breakdown': {
    period: PERIOD,
    categories: [
      { categoryId: 1, name: 'Eventos', type: 'RECEITA', color: '#2E7D32', count: 2, total: '3500.10', percent: '92.10' },
      { categoryId: 3, name: 'Pessoal', type: 'DESPESA', color: '#C62828', count: 1, total: '700.20', percent: '100.00' },
    ],
    totals: { revenue: '3500.10', expense: '700.20' },
  },
  profitability: {
    period: PERIOD,
    events: [
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
  },
  'cash-flow-trend': {
    period: { ...PERIOD, groupBy: 'month' },
    openingBalance: '30.00',
    points: [{ period: '2030-01', startDate: '2030-01-01', endDate: '2030-01-31', inflow: '400.05', outflow: '700.20', net: '-300.15', balance: '-270.15' }],
    totals: { inflow: '400.05', outflow: '700.20', net: '-300.15' },
    closingBalance: '-270.15',
  },
} as const;

/** Every chart call answering its fixture. */
export const chartRoutes = () =>
  Object.fromEntries(Object.entries(REPORTS).map(([name, data]) => [`GET /api/financial-charts/${name}`, { body: { data } }]));

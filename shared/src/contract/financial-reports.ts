/**
 * Contract of the financial-reports area: cash flow, financial charts, dashboard KPIs and exports
 * (GET /api/financial-charts/*, for ADMIN, MANAGER and FINANCIAL).
 *
 * What the figures mean — every amount is summed in SQL as NUMERIC and travels as a decimal string:
 * - Cancelled accounts (status CANCELADO) count nowhere: not their amounts, not their payments.
 * - Accrual figures ("revenue", "expense", "result"): the amounts of the receivables (revenue) and
 *   payables (expense) whose DUE DATE falls in the period, whatever has been paid of them.
 * - Realized figures ("received", "paid", "inflow", "outflow"): the rows of the payments ledger
 *   (account_payments) whose PAYMENT DATE falls in the period — money that actually moved.
 * - Forecast figures: the OPEN BALANCE (amount − what has been paid) of the open accounts
 *   (PENDENTE or PARCIAL) whose due date falls in the period, overdue ones included.
 * - Balances: an opening balance is every realized inflow minus every realized outflow dated before
 *   the period's start; a running balance adds each bucket's net to it.
 * - "today" is the calendar date in São Paulo; overdue = open and due before today.
 * - Percentages are decimal strings with 2 places ("12.50" = 12,50 %), null when the base is zero.
 *
 * Period params: startDate and endDate (YYYY-MM-DD, inclusive; end ≥ start; at most
 * REPORT_MAX_RANGE_DAYS days, REPORT_MAX_DAY_BUCKETS when grouped by day). Without them a report
 * covers the last six calendar months up to the end of the current one (the dashboard: the current
 * month). groupBy (day, week — ISO weeks from Monday —, month; default month) sets the buckets of
 * the series; a bucket's startDate/endDate are clipped to the period.
 */
import Type from 'typebox';
import { BusinessDateSchema, MoneySchema } from './common';
export * from './values/financial-reports';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A percentage as a decimal string with 2 places, e.g. "12.50"; null when its base is zero. */
export const PercentSchema = Nullable(Type.String({ pattern: '^-?\\d+(\\.\\d{1,2})?$' }));

// Literal unions written out: Type.Union over a mapped array loses its static type (it becomes never).
const GroupBySchema = (title?: string) =>
  Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')], title ? { title } : {});
const CategoryTypeSchema = (title?: string) => Type.Union([Type.Literal('RECEITA'), Type.Literal('DESPESA')], title ? { title } : {});

const periodProperties = {
  startDate: Type.Optional(BusinessDateSchema('Data inicial')),
  endDate: Type.Optional(BusinessDateSchema('Data final')),
};
const groupByProperty = {
  groupBy: Type.Optional(GroupBySchema('Agrupamento')),
};

/** ?startDate&endDate */
export const ReportPeriodQuerySchema = Type.Object(periodProperties);
export type ReportPeriodQuery = Type.Static<typeof ReportPeriodQuerySchema>;

/** ?startDate&endDate&groupBy */
export const GroupedReportQuerySchema = Type.Object({ ...periodProperties, ...groupByProperty });
export type GroupedReportQuery = Type.Static<typeof GroupedReportQuerySchema>;

/** ?startDate&endDate&type (RECEITA or DESPESA; both when absent) */
export const CategoryBreakdownQuerySchema = Type.Object({
  ...periodProperties,
  type: Type.Optional(CategoryTypeSchema('Tipo')),
});
export type CategoryBreakdownQuery = Type.Static<typeof CategoryBreakdownQuerySchema>;

/** ?startDate&endDate&days (the "due soon" window, default 7) */
export const DashboardQuerySchema = Type.Object({
  ...periodProperties,
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 90, title: 'Dias' })),
});
export type DashboardQuery = Type.Static<typeof DashboardQuerySchema>;

/** GET /financial-charts/export?report&format&startDate&endDate&groupBy&type → a CSV or XLSX file. */
export const ExportQuerySchema = Type.Object({
  report: Type.Union(
    [
      Type.Literal('cash-flow'),
      Type.Literal('revenue-expense'),
      Type.Literal('monthly-comparison'),
      Type.Literal('category-breakdown'),
      Type.Literal('profitability'),
      Type.Literal('cash-flow-trend'),
      Type.Literal('kpis'),
    ],
    { title: 'Relatório' },
  ),
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { title: 'Formato' }),
  ...periodProperties,
  ...groupByProperty,
  type: Type.Optional(CategoryTypeSchema('Tipo')),
});
export type ExportQuery = Type.Static<typeof ExportQuerySchema>;

/** The period a report covers, after defaults. */
export const ReportPeriodSchema = Type.Object({
  startDate: Type.String(),
  endDate: Type.String(),
  groupBy: Type.Optional(GroupBySchema()),
});
export type ReportPeriod = Type.Static<typeof ReportPeriodSchema>;

/** One bucket of a series: its key ('YYYY-MM' by month, else the bucket's first day) and dates. */
const bucketProperties = {
  period: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
};

/** GET /financial-charts/revenue-expense: accrual revenue and expense per bucket. */
export const RevenueExpensePointSchema = Type.Object({
  ...bucketProperties,
  /** Receivables due in the bucket. */
  revenue: MoneySchema,
  /** Payables due in the bucket. */
  expense: MoneySchema,
  /** revenue − expense */
  result: MoneySchema,
});
export type RevenueExpensePoint = Type.Static<typeof RevenueExpensePointSchema>;
export const RevenueExpenseReportSchema = Type.Object({
  period: ReportPeriodSchema,
  points: Type.Array(RevenueExpensePointSchema),
  totals: Type.Object({ revenue: MoneySchema, expense: MoneySchema, result: MoneySchema }),
});
export type RevenueExpenseReport = Type.Static<typeof RevenueExpenseReportSchema>;

/**
 * GET /financial-charts/profitability: per event with at least one day in the period (ordered by
 * first day). Revenue is what the client agreed: the totals of the event's APROVADO or PAGO budgets.
 * Staff cost is one amount per staff day worked or asked for: the live (not cancelled) payment
 * request's amount, or the day's pay rate when the worker checked in and no request exists yet.
 * Other costs are the event's payables not raised by a staff payment request (those are staff cost).
 */
export const ProfitabilityRowSchema = Type.Object({
  eventId: Type.Integer(),
  eventName: Type.String(),
  firstDay: Type.String(),
  lastDay: Type.String(),
  isFinalized: Type.Boolean(),
  budgetedRevenue: MoneySchema,
  /** Non-cancelled receivables of the event, directly or through its budgets (billed), and what has been received of them. */
  billed: MoneySchema,
  received: MoneySchema,
  /** Staff days counted in staffCost. */
  staffDays: Type.Integer(),
  staffCost: MoneySchema,
  otherCosts: MoneySchema,
  /** staffCost + otherCosts */
  totalCost: MoneySchema,
  /** budgetedRevenue − totalCost */
  profit: MoneySchema,
  /** profit / budgetedRevenue × 100 */
  margin: PercentSchema,
});
export type ProfitabilityRow = Type.Static<typeof ProfitabilityRowSchema>;
export const ProfitabilityReportSchema = Type.Object({
  period: ReportPeriodSchema,
  events: Type.Array(ProfitabilityRowSchema),
  totals: Type.Object({
    budgetedRevenue: MoneySchema,
    staffCost: MoneySchema,
    otherCosts: MoneySchema,
    totalCost: MoneySchema,
    profit: MoneySchema,
    margin: PercentSchema,
  }),
});
export type ProfitabilityReport = Type.Static<typeof ProfitabilityReportSchema>;

/**
 * GET /financial-charts/monthly-comparison: each calendar month of the period, accrual and realized,
 * with the change against the month before (the first month compares with the month before the period).
 */
export const MonthlyComparisonRowSchema = Type.Object({
  ...bucketProperties,
  revenue: MoneySchema,
  expense: MoneySchema,
  result: MoneySchema,
  received: MoneySchema,
  paid: MoneySchema,
  /** (revenue − previous month's revenue) / previous × 100 */
  revenueChange: PercentSchema,
  expenseChange: PercentSchema,
});
export type MonthlyComparisonRow = Type.Static<typeof MonthlyComparisonRowSchema>;
export const MonthlyComparisonReportSchema = Type.Object({
  period: ReportPeriodSchema,
  months: Type.Array(MonthlyComparisonRowSchema),
});
export type MonthlyComparisonReport = Type.Static<typeof MonthlyComparisonReportSchema>;

/** GET /financial-charts/category-breakdown: accrual amounts per category (due in the period). */
export const CategoryBreakdownRowSchema = Type.Object({
  categoryId: Type.Integer(),
  name: Type.String(),
  type: CategoryTypeSchema(),
  color: Type.String(),
  /** Accounts counted. */
  count: Type.Integer(),
  total: MoneySchema,
  /** Share of its type's total (revenue categories of the revenue total, expense of expense). */
  percent: PercentSchema,
});
export type CategoryBreakdownRow = Type.Static<typeof CategoryBreakdownRowSchema>;
export const CategoryBreakdownReportSchema = Type.Object({
  period: ReportPeriodSchema,
  /** Largest total first, within each type (RECEITA then DESPESA). */
  categories: Type.Array(CategoryBreakdownRowSchema),
  totals: Type.Object({ revenue: MoneySchema, expense: MoneySchema }),
});
export type CategoryBreakdownReport = Type.Static<typeof CategoryBreakdownReportSchema>;

/** GET /financial-charts/cash-flow-trend: realized inflow/outflow per bucket and the running balance. */
export const CashFlowTrendPointSchema = Type.Object({
  ...bucketProperties,
  inflow: MoneySchema,
  outflow: MoneySchema,
  net: MoneySchema,
  /** openingBalance + every net up to this bucket */
  balance: MoneySchema,
});
export type CashFlowTrendPoint = Type.Static<typeof CashFlowTrendPointSchema>;
export const CashFlowTrendReportSchema = Type.Object({
  period: ReportPeriodSchema,
  openingBalance: MoneySchema,
  points: Type.Array(CashFlowTrendPointSchema),
  totals: Type.Object({ inflow: MoneySchema, outflow: MoneySchema, net: MoneySchema }),
  closingBalance: MoneySchema,
});
export type CashFlowTrendReport = Type.Static<typeof CashFlowTrendReportSchema>;

/**
 * GET /financial-charts/cash-flow: per bucket, realized (ledger) and forecast (open balances by due
 * date) inflows and outflows, with a realized running balance and a projected one (realized +
 * forecast), both starting from the opening balance.
 */
export const CashFlowRowSchema = Type.Object({
  ...bucketProperties,
  realizedInflow: MoneySchema,
  realizedOutflow: MoneySchema,
  forecastInflow: MoneySchema,
  forecastOutflow: MoneySchema,
  /** realizedInflow − realizedOutflow */
  realizedNet: MoneySchema,
  /** realizedNet + forecastInflow − forecastOutflow */
  projectedNet: MoneySchema,
  realizedBalance: MoneySchema,
  projectedBalance: MoneySchema,
});
export type CashFlowRow = Type.Static<typeof CashFlowRowSchema>;
export const CashFlowReportSchema = Type.Object({
  period: ReportPeriodSchema,
  today: Type.String(),
  openingBalance: MoneySchema,
  rows: Type.Array(CashFlowRowSchema),
  totals: Type.Object({
    realizedInflow: MoneySchema,
    realizedOutflow: MoneySchema,
    forecastInflow: MoneySchema,
    forecastOutflow: MoneySchema,
    /** The part of the forecast already overdue (due before today). */
    overdueInflow: MoneySchema,
    overdueOutflow: MoneySchema,
  }),
  realizedClosingBalance: MoneySchema,
  projectedClosingBalance: MoneySchema,
});
export type CashFlowReport = Type.Static<typeof CashFlowReportSchema>;

/** GET /financial-charts/kpis: the period's indicators. */
export const FinancialKpisSchema = Type.Object({
  period: ReportPeriodSchema,
  today: Type.String(),
  /** Accrual: receivables / payables due in the period, and their difference. */
  revenue: MoneySchema,
  expense: MoneySchema,
  result: MoneySchema,
  /** result / revenue × 100 */
  margin: PercentSchema,
  /** Realized in the period: receipts, payments and their difference. */
  received: MoneySchema,
  paid: MoneySchema,
  netCash: MoneySchema,
  /** Realized inflows minus outflows of all time up to the period's end. */
  cashBalance: MoneySchema,
  /** Open balances today, whatever the period: everything still to receive / to pay … */
  receivableOpen: MoneySchema,
  payableOpen: MoneySchema,
  /** … and the overdue part of it, with how many accounts. */
  receivableOverdue: MoneySchema,
  payableOverdue: MoneySchema,
  overdueReceivableCount: Type.Integer(),
  overduePayableCount: Type.Integer(),
  /** receivableOverdue / receivableOpen × 100 */
  defaultRate: PercentSchema,
});
export type FinancialKpis = Type.Static<typeof FinancialKpisSchema>;

/** GET /financial-charts/dashboard: the home page's figures (the current month by default). */
export const FinancialDashboardSchema = Type.Object({
  kpis: FinancialKpisSchema,
  /** Open balances due from today to today + days − 1. */
  dueSoon: Type.Object({
    days: Type.Integer(),
    receivableCount: Type.Integer(),
    receivableAmount: MoneySchema,
    payableCount: Type.Integer(),
    payableAmount: MoneySchema,
  }),
});
export type FinancialDashboard = Type.Static<typeof FinancialDashboardSchema>;

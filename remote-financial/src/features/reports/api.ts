/**
 * The financial-reports calls (SPEC §7 "Charts", plus the cash-flow view), one named fetcher each,
 * typed by the shared contract. They resolve with the unwrapped `data`; the export resolves with the
 * file (a Blob) fetched through the same authenticated client.
 */
import type {
  CashFlowReport,
  CashFlowTrendReport,
  CategoryBreakdownQuery,
  CategoryBreakdownReport,
  DashboardQuery,
  ExportQuery,
  FinancialDashboard,
  FinancialKpis,
  GroupedReportQuery,
  MonthlyComparisonReport,
  ProfitabilityReport,
  ReportPeriodQuery,
  RevenueExpenseReport,
} from '@sge/shared/contract';
import { http, type RequestOptions } from '@sge/shared/http';

/** Per-call options: `notifyError: false` when the caller shows the error itself; `signal` to cancel. */
export type ReportRequestOptions = Pick<RequestOptions, 'notifyError' | 'signal'>;

const BASE = '/financial-charts';

export const getCashFlow = (query: GroupedReportQuery, options?: ReportRequestOptions) =>
  http.get<CashFlowReport>(`${BASE}/cash-flow`, { ...options, query: { ...query } });

export const getRevenueExpense = (query: GroupedReportQuery, options?: ReportRequestOptions) =>
  http.get<RevenueExpenseReport>(`${BASE}/revenue-expense`, { ...options, query: { ...query } });

export const getProfitability = (query: ReportPeriodQuery, options?: ReportRequestOptions) =>
  http.get<ProfitabilityReport>(`${BASE}/profitability`, { ...options, query: { ...query } });

export const getMonthlyComparison = (query: ReportPeriodQuery, options?: ReportRequestOptions) =>
  http.get<MonthlyComparisonReport>(`${BASE}/monthly-comparison`, { ...options, query: { ...query } });

export const getCategoryBreakdown = (query: CategoryBreakdownQuery, options?: ReportRequestOptions) =>
  http.get<CategoryBreakdownReport>(`${BASE}/category-breakdown`, { ...options, query: { ...query } });

export const getCashFlowTrend = (query: GroupedReportQuery, options?: ReportRequestOptions) =>
  http.get<CashFlowTrendReport>(`${BASE}/cash-flow-trend`, { ...options, query: { ...query } });

export const getKpis = (query: ReportPeriodQuery, options?: ReportRequestOptions) =>
  http.get<FinancialKpis>(`${BASE}/kpis`, { ...options, query: { ...query } });

export const getFinancialDashboard = (query: DashboardQuery = {}, options?: ReportRequestOptions) =>
  http.get<FinancialDashboard>(`${BASE}/dashboard`, { ...options, query: { ...query } });

/** The report as a CSV or XLSX file (GET /financial-charts/export). */
export const exportReport = (query: ExportQuery, options?: ReportRequestOptions) =>
  http.get<Blob>(`${BASE}/export`, { ...options, query: { ...query }, responseType: 'blob', timeoutMs: 30_000 });

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
import { apiQuery, queryOptions, type ApiParams, type UseQueryResult } from '@sge/shared/query';

/** Per-call options of the export: `notifyError: false` when the caller shows the error itself. */
export type ReportRequestOptions = Pick<RequestOptions, 'notifyError' | 'signal'>;

const BASE = '/financial-charts';

/**
 * A report's query. Its failure is shown in the report's own card (the layer does not notify it),
 * except 401/403, which keep the app-wide rules.
 */
const report = <T>(name: string, query: object) =>
  queryOptions({ ...apiQuery<T>(`${BASE}/${name}`, { ...query } as ApiParams), meta: { notifyError: false } });

export const reportsQueries = {
  cashFlow: (query: GroupedReportQuery) => report<CashFlowReport>('cash-flow', query),
  revenueExpense: (query: GroupedReportQuery) => report<RevenueExpenseReport>('revenue-expense', query),
  profitability: (query: ReportPeriodQuery) => report<ProfitabilityReport>('profitability', query),
  monthlyComparison: (query: ReportPeriodQuery) => report<MonthlyComparisonReport>('monthly-comparison', query),
  categoryBreakdown: (query: CategoryBreakdownQuery) => report<CategoryBreakdownReport>('category-breakdown', query),
  cashFlowTrend: (query: GroupedReportQuery) => report<CashFlowTrendReport>('cash-flow-trend', query),
  kpis: (query: ReportPeriodQuery) => report<FinancialKpis>('kpis', query),
  dashboard: (query: DashboardQuery = {}) => report<FinancialDashboard>('dashboard', query),
};

/** What a report card reads of a report's query. */
export interface ReportState<T> {
  data: T | null;
  loading: boolean;
  /** pt-BR message of the last failure, or null. */
  error: string | null;
  reload: () => void;
}

/** A report query's result, as its card reads it. */
export const reportState = <T>(result: UseQueryResult<T>): ReportState<T> => ({
  data: result.data ?? null,
  loading: result.isFetching,
  error: result.error ? result.error.message : null,
  reload: () => void result.refetch(),
});

/** The report as a CSV or XLSX file (GET /financial-charts/export). */
export const exportReport = (query: ExportQuery, options?: ReportRequestOptions) =>
  http.get<Blob>(`${BASE}/export`, { ...options, query: { ...query }, responseType: 'blob', timeoutMs: 30_000 });

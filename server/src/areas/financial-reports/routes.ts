/** /api/financial-charts: the reports, the dashboard and the exports; every route reads (the area admits its roles). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CashFlowReportSchema,
  CashFlowTrendReportSchema,
  CategoryBreakdownQuerySchema,
  CategoryBreakdownReportSchema,
  DashboardQuerySchema,
  Envelope,
  ExportQuerySchema,
  FinancialDashboardSchema,
  FinancialKpisSchema,
  GroupedReportQuerySchema,
  MonthlyComparisonReportSchema,
  ProfitabilityReportSchema,
  REPORT_DUE_SOON_DAYS,
  ReportPeriodQuerySchema,
  RevenueExpenseReportSchema,
  SpreadsheetFileResponseSchema,
} from '@sge/shared/contract';
import { sendSpreadsheet } from '../../http/spreadsheet';
import { buildExportSheets, exportBasename } from './exports';
import { resolvePeriod } from './input';
import { todayInCompanyZone } from '../../lib/calendar';

/** The period without a groupBy, for the reports that have no series. */
const ungrouped = ({ startDate, endDate }: { startDate: string; endDate: string }) => ({ startDate, endDate });

export const financialChartsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const reports = app.financialReports;

  app.get(
    '/revenue-expense',
    { schema: { querystring: GroupedReportQuerySchema, response: { 200: Envelope(RevenueExpenseReportSchema) } } },
    async (request) => ({ data: await reports.revenueExpense(resolvePeriod(request.query)) }),
  );

  app.get(
    '/profitability',
    { schema: { querystring: ReportPeriodQuerySchema, response: { 200: Envelope(ProfitabilityReportSchema) } } },
    async (request) => ({ data: await reports.profitability(ungrouped(resolvePeriod(request.query))) }),
  );

  app.get(
    '/monthly-comparison',
    { schema: { querystring: ReportPeriodQuerySchema, response: { 200: Envelope(MonthlyComparisonReportSchema) } } },
    async (request) => ({ data: await reports.monthlyComparison(ungrouped(resolvePeriod(request.query))) }),
  );

  app.get(
    '/category-breakdown',
    { schema: { querystring: CategoryBreakdownQuerySchema, response: { 200: Envelope(CategoryBreakdownReportSchema) } } },
    async (request) => ({ data: await reports.categoryBreakdown(ungrouped(resolvePeriod(request.query)), request.query.type) }),
  );

  app.get(
    '/cash-flow-trend',
    { schema: { querystring: GroupedReportQuerySchema, response: { 200: Envelope(CashFlowTrendReportSchema) } } },
    async (request) => ({ data: await reports.cashFlowTrend(resolvePeriod(request.query)) }),
  );

  app.get(
    '/cash-flow',
    { schema: { querystring: GroupedReportQuerySchema, response: { 200: Envelope(CashFlowReportSchema) } } },
    async (request) => ({ data: await reports.cashFlow(resolvePeriod(request.query), todayInCompanyZone()) }),
  );

  app.get(
    '/kpis',
    { schema: { querystring: ReportPeriodQuerySchema, response: { 200: Envelope(FinancialKpisSchema) } } },
    async (request) => ({ data: await reports.kpis(ungrouped(resolvePeriod(request.query)), todayInCompanyZone()) }),
  );

  app.get(
    '/dashboard',
    { schema: { querystring: DashboardQuerySchema, response: { 200: Envelope(FinancialDashboardSchema) } } },
    async (request) => {
      const { days = REPORT_DUE_SOON_DAYS, ...dates } = request.query;
      const period = ungrouped(resolvePeriod(dates, { defaultMonths: 1 }));
      return { data: await reports.dashboard(period, todayInCompanyZone(), days) };
    },
  );

  app.get('/export', { schema: { querystring: ExportQuerySchema, response: { 200: SpreadsheetFileResponseSchema } } }, async (request, reply) => {
    const { report, format } = request.query;
    const period = resolvePeriod(request.query);
    const sheets = await buildExportSheets(reports, request.query, period, todayInCompanyZone());
    return sendSpreadsheet(reply, exportBasename(report, period), format, sheets);
  });
};

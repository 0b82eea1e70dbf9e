/** Financial report values of the contract (TypeBox-free, for the browser apps). */

/**
 * The roles that read these reports: the server's PERMISSIONS.financialReports. Any signed-in user
 * may open the pages (SPEC §6), so the screens check this before calling.
 */
export const FINANCIAL_REPORT_ROLES = ['ADMIN', 'MANAGER', 'FINANCIAL'] as const;

export const REPORT_GROUP_BY = ['day', 'week', 'month'] as const;
export type ReportGroupBy = (typeof REPORT_GROUP_BY)[number];
export const REPORT_GROUP_BY_LABELS: Record<ReportGroupBy, string> = { day: 'Dia', week: 'Semana', month: 'Mês' };

/**
 * Longest period a report accepts, in days: five years (at most two of them leap years). Bounded so
 * one request cannot scan a company's whole history many times over; every report answers a
 * five-year period of the `pnpm seed:scale` company within a second (issue 14).
 */
export const REPORT_MAX_RANGE_DAYS = 1827;
/** Longest period a report grouped by day accepts, in days. */
export const REPORT_MAX_DAY_BUCKETS = 92;
/** Default window of the dashboard's "due soon" figures (SPEC §9: due-soon window 7 days). */
export const REPORT_DUE_SOON_DAYS = 7;

export const REPORT_MESSAGES = {
  invalidStartDate: 'Data inicial inválida',
  invalidEndDate: 'Data final inválida',
  endBeforeStart: 'A data final deve ser igual ou posterior à data inicial',
  rangeTooLong: `O período deve ter no máximo ${REPORT_MAX_RANGE_DAYS} dias`,
  dayRangeTooLong: `Para agrupar por dia, o período deve ter no máximo ${REPORT_MAX_DAY_BUCKETS} dias`,
} as const;

export const EXPORT_REPORTS = [
  'cash-flow',
  'revenue-expense',
  'monthly-comparison',
  'category-breakdown',
  'profitability',
  'cash-flow-trend',
  'kpis',
] as const;
export type ExportReport = (typeof EXPORT_REPORTS)[number];
export const EXPORT_REPORT_LABELS: Record<ExportReport, string> = {
  'cash-flow': 'Fluxo de caixa',
  'revenue-expense': 'Receitas x Despesas',
  'monthly-comparison': 'Comparativo mensal',
  'category-breakdown': 'Por categoria',
  profitability: 'Rentabilidade por evento',
  'cash-flow-trend': 'Tendência do fluxo de caixa',
  kpis: 'Indicadores',
};
/** The report's part of an exported file's name, in pt-BR (relatorio-<name>-<start>-a-<end>). */
export const EXPORT_REPORT_FILE_NAMES: Record<ExportReport, string> = {
  'cash-flow': 'fluxo-de-caixa',
  'revenue-expense': 'receitas-despesas',
  'monthly-comparison': 'comparativo-mensal',
  'category-breakdown': 'por-categoria',
  profitability: 'rentabilidade-por-evento',
  'cash-flow-trend': 'tendencia-do-fluxo-de-caixa',
  kpis: 'indicadores',
};
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Kysely table types of the financial-reports area (cash flow, financial charts, dashboard KPIs and exports). */

export interface FinancialReportsTables {}

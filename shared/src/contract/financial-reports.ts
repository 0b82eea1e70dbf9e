/** Contract of the financial-reports area: cash flow, financial charts, dashboard KPIs and exports. */
export {};

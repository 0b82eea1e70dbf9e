/**
 * GET /financial-charts/export: each report as a sheet (or two), with pt-BR headers. The rows are the
 * very figures the matching chart call answers, so a file never disagrees with the screen.
 */
import {
  EXPORT_REPORT_FILE_NAMES,
  EXPORT_REPORT_LABELS,
  REPORT_GROUP_BY_LABELS,
  type ExportQuery,
  type ExportReport,
} from '@sge/shared/contract';
import type { SpreadsheetColumn, SpreadsheetSheet } from '../../http/spreadsheet';
import type { FinancialReportsRepository, GroupedPeriod } from './repository';

type AnySheet = SpreadsheetSheet<Record<string, unknown>>;

const text = (header: string, key: string, width?: number): SpreadsheetColumn<Record<string, unknown>> => ({
  header,
  value: (row) => row[key] as string | number | null,
  type: 'text',
  width,
});
const moneyCol = (header: string, key: string): SpreadsheetColumn<Record<string, unknown>> => ({
  header,
  value: (row) => row[key] as string,
  type: 'money',
  width: Math.max(16, header.length + 2),
});
const dateCol = (header: string, key: string): SpreadsheetColumn<Record<string, unknown>> => ({
  header,
  value: (row) => row[key] as string,
  type: 'date',
  width: 14,
});
const numberCol = (header: string, key: string): SpreadsheetColumn<Record<string, unknown>> => ({
  header,
  value: (row) => row[key] as string | number | null,
  type: 'number',
  width: Math.max(12, header.length + 2),
});

const bucketColumns = [text('Período', 'period', 12), dateCol('Início', 'startDate'), dateCol('Fim', 'endDate')];

const sheet = (name: string, columns: AnySheet['columns'], rows: readonly object[]): AnySheet => ({
  name,
  columns,
  rows: rows as Array<Record<string, unknown>>,
});

/** The file's base name: relatorio-<report in pt-BR>-<start>-a-<end>. */
export const exportBasename = (report: ExportReport, period: { startDate: string; endDate: string }): string =>
  `relatorio-${EXPORT_REPORT_FILE_NAMES[report]}-${period.startDate}-a-${period.endDate}`;

export async function buildExportSheets(
  reports: FinancialReportsRepository,
  query: ExportQuery,
  period: GroupedPeriod,
  today: string,
): Promise<AnySheet[]> {
  const title = EXPORT_REPORT_LABELS[query.report];
  switch (query.report) {
    case 'cash-flow': {
      const report = await reports.cashFlow(period, today);
      return [
        sheet(
          `${title} (${REPORT_GROUP_BY_LABELS[period.groupBy]})`,
          [
            ...bucketColumns,
            moneyCol('Entradas realizadas', 'realizedInflow'),
            moneyCol('Saídas realizadas', 'realizedOutflow'),
            moneyCol('Entradas previstas', 'forecastInflow'),
            moneyCol('Saídas previstas', 'forecastOutflow'),
            moneyCol('Saldo do período (realizado)', 'realizedNet'),
            moneyCol('Saldo do período (projetado)', 'projectedNet'),
            moneyCol('Saldo acumulado (realizado)', 'realizedBalance'),
            moneyCol('Saldo acumulado (projetado)', 'projectedBalance'),
          ],
          report.rows,
        ),
        sheet(
          'Resumo',
          [text('Indicador', 'label', 32), moneyCol('Valor', 'value')],
          [
            { label: 'Saldo inicial', value: report.openingBalance },
            { label: 'Entradas realizadas', value: report.totals.realizedInflow },
            { label: 'Saídas realizadas', value: report.totals.realizedOutflow },
            { label: 'Entradas previstas', value: report.totals.forecastInflow },
            { label: 'Saídas previstas', value: report.totals.forecastOutflow },
            { label: 'Entradas vencidas (em aberto)', value: report.totals.overdueInflow },
            { label: 'Saídas vencidas (em aberto)', value: report.totals.overdueOutflow },
            { label: 'Saldo final realizado', value: report.realizedClosingBalance },
            { label: 'Saldo final projetado', value: report.projectedClosingBalance },
          ],
        ),
      ];
    }
    case 'revenue-expense': {
      const report = await reports.revenueExpense(period);
      return [
        sheet(
          title,
          [...bucketColumns, moneyCol('Receitas', 'revenue'), moneyCol('Despesas', 'expense'), moneyCol('Resultado', 'result')],
          [...report.points, { period: 'Total', startDate: period.startDate, endDate: period.endDate, ...report.totals }],
        ),
      ];
    }
    case 'monthly-comparison': {
      const report = await reports.monthlyComparison(period);
      return [
        sheet(
          title,
          [
            ...bucketColumns,
            moneyCol('Receitas', 'revenue'),
            moneyCol('Despesas', 'expense'),
            moneyCol('Resultado', 'result'),
            moneyCol('Recebido', 'received'),
            moneyCol('Pago', 'paid'),
            numberCol('Variação receitas (%)', 'revenueChange'),
            numberCol('Variação despesas (%)', 'expenseChange'),
          ],
          report.months,
        ),
      ];
    }
    case 'category-breakdown': {
      const report = await reports.categoryBreakdown(period, query.type);
      const rows = report.categories.map((row) => ({ ...row, typeLabel: row.type === 'RECEITA' ? 'Receita' : 'Despesa' }));
      return [
        sheet(
          title,
          [text('Categoria', 'name', 28), text('Tipo', 'typeLabel'), numberCol('Contas', 'count'), moneyCol('Total', 'total'), numberCol('Participação (%)', 'percent')],
          rows,
        ),
      ];
    }
    case 'profitability': {
      const report = await reports.profitability(period);
      return [
        sheet(
          title,
          [
            text('Evento', 'eventName', 28),
            dateCol('Primeiro dia', 'firstDay'),
            dateCol('Último dia', 'lastDay'),
            moneyCol('Receita orçada', 'budgetedRevenue'),
            moneyCol('Faturado', 'billed'),
            moneyCol('Recebido', 'received'),
            numberCol('Diárias', 'staffDays'),
            moneyCol('Custo de equipe', 'staffCost'),
            moneyCol('Outros custos', 'otherCosts'),
            moneyCol('Custo total', 'totalCost'),
            moneyCol('Lucro', 'profit'),
            numberCol('Margem (%)', 'margin'),
          ],
          [...report.events, { eventName: 'Total', ...report.totals }],
        ),
      ];
    }
    case 'cash-flow-trend': {
      const report = await reports.cashFlowTrend(period);
      return [
        sheet(
          title,
          [...bucketColumns, moneyCol('Entradas', 'inflow'), moneyCol('Saídas', 'outflow'), moneyCol('Saldo do período', 'net'), moneyCol('Saldo acumulado', 'balance')],
          [{ period: 'Saldo inicial', balance: report.openingBalance }, ...report.points],
        ),
      ];
    }
    case 'kpis': {
      const k = await reports.kpis(period, today);
      return [
        sheet(
          title,
          [text('Indicador', 'label', 36), numberCol('Valor', 'value')],
          [
            { label: 'Receitas (vencimento no período)', value: k.revenue },
            { label: 'Despesas (vencimento no período)', value: k.expense },
            { label: 'Resultado', value: k.result },
            { label: 'Margem (%)', value: k.margin },
            { label: 'Recebido no período', value: k.received },
            { label: 'Pago no período', value: k.paid },
            { label: 'Saldo de caixa do período', value: k.netCash },
            { label: 'Saldo de caixa acumulado', value: k.cashBalance },
            { label: 'A receber em aberto', value: k.receivableOpen },
            { label: 'A pagar em aberto', value: k.payableOpen },
            { label: 'A receber vencido', value: k.receivableOverdue },
            { label: 'A pagar vencido', value: k.payableOverdue },
            { label: 'Contas a receber vencidas', value: k.overdueReceivableCount },
            { label: 'Contas a pagar vencidas', value: k.overduePayableCount },
            { label: 'Inadimplência (%)', value: k.defaultRate },
          ],
        ),
      ];
    }
  }
}

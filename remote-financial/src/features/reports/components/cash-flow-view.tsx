import type { CashFlowReport, CashFlowRow } from '@sge/shared/contract';
import { Bar, CartesianGrid, ChartTooltip, ComposedChart, Legend, Line, ResponsiveContainer, SERIES_COLORS, XAxis, YAxis } from '@sge/shared/charts';
import { formatCurrency, formatDate } from '@sge/shared/format';
import { SimpleGrid } from '@sge/shared/ui';
import { bucketLabel, bucketLongLabel, plot } from '../period';
import { CHART_SIZE, FiguresTable, moneyTick, moneyTooltip, type Column } from './chart-parts';
import { Figure } from './figure';

/** Headline figures of the period: opening, realized and forecast movements, closing balances. */
export function CashFlowSummary({ report }: { report: CashFlowReport }) {
  const { totals } = report;
  const hasOverdue = totals.overdueInflow !== '0.00' || totals.overdueOutflow !== '0.00';
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} gap="3" aria-label="Resumo do fluxo de caixa">
      <Figure label="Saldo inicial" value={formatCurrency(report.openingBalance)} hint={`Realizado até ${formatDate(report.period.startDate)}, exclusive`} />
      <Figure label="Entradas realizadas" value={formatCurrency(totals.realizedInflow)} tone="income" hint="Recebimentos registrados" />
      <Figure label="Saídas realizadas" value={formatCurrency(totals.realizedOutflow)} tone="expense" hint="Pagamentos registrados" />
      <Figure label="Saldo final realizado" value={formatCurrency(report.realizedClosingBalance)} />
      <Figure
        label="Entradas previstas"
        value={formatCurrency(totals.forecastInflow)}
        tone="income"
        hint={hasOverdue ? `Inclui ${formatCurrency(totals.overdueInflow)} vencidos` : 'Saldos em aberto a receber'}
      />
      <Figure
        label="Saídas previstas"
        value={formatCurrency(totals.forecastOutflow)}
        tone="expense"
        hint={hasOverdue ? `Inclui ${formatCurrency(totals.overdueOutflow)} vencidos` : 'Saldos em aberto a pagar'}
      />
      <Figure label="Saldo final projetado" value={formatCurrency(report.projectedClosingBalance)} hint="Realizado + previsto" />
    </SimpleGrid>
  );
}

/** Realized and forecast bars per bucket, with the realized and projected running balances. */
export function CashFlowChart({ report }: { report: CashFlowReport }) {
  const groupBy = report.period.groupBy ?? 'month';
  const data = report.rows.map((row) => ({
    label: bucketLabel(row.period, groupBy),
    realizedInflow: plot(row.realizedInflow),
    forecastInflow: plot(row.forecastInflow),
    realizedOutflow: plot(row.realizedOutflow),
    forecastOutflow: plot(row.forecastOutflow),
    realizedBalance: plot(row.realizedBalance),
    projectedBalance: plot(row.projectedBalance),
  }));
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={CHART_SIZE}>
      <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis tickFormatter={moneyTick} width={92} />
        <ChartTooltip formatter={moneyTooltip} />
        <Legend />
        <Bar isAnimationActive={false} dataKey="realizedInflow" name="Entradas realizadas" stackId="in" fill={SERIES_COLORS.income} />
        <Bar isAnimationActive={false} dataKey="forecastInflow" name="Entradas previstas" stackId="in" fill={SERIES_COLORS.income} fillOpacity={0.4} />
        <Bar isAnimationActive={false} dataKey="realizedOutflow" name="Saídas realizadas" stackId="out" fill={SERIES_COLORS.expense} />
        <Bar isAnimationActive={false} dataKey="forecastOutflow" name="Saídas previstas" stackId="out" fill={SERIES_COLORS.expense} fillOpacity={0.4} />
        <Line isAnimationActive={false} type="monotone" dataKey="realizedBalance" name="Saldo realizado" stroke={SERIES_COLORS.balance} strokeWidth={2} dot={false} />
        <Line isAnimationActive={false} type="monotone" dataKey="projectedBalance" name="Saldo projetado" stroke={SERIES_COLORS.forecast} strokeWidth={2} strokeDasharray="6 4" dot={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** The period's rows: inflows, outflows and balances, realized and forecast. */
export function CashFlowTable({ report }: { report: CashFlowReport }) {
  const groupBy = report.period.groupBy ?? 'month';
  const columns: Array<Column<CashFlowRow>> = [
    { header: 'Período', cell: (row) => bucketLongLabel(row, groupBy) },
    { header: 'Entradas realizadas', cell: (row) => formatCurrency(row.realizedInflow), numeric: true },
    { header: 'Saídas realizadas', cell: (row) => formatCurrency(row.realizedOutflow), numeric: true },
    { header: 'Entradas previstas', cell: (row) => formatCurrency(row.forecastInflow), numeric: true },
    { header: 'Saídas previstas', cell: (row) => formatCurrency(row.forecastOutflow), numeric: true },
    { header: 'Saldo realizado', cell: (row) => formatCurrency(row.realizedBalance), numeric: true },
    { header: 'Saldo projetado', cell: (row) => formatCurrency(row.projectedBalance), numeric: true },
  ];
  return <FiguresTable caption="Entradas, saídas e saldo por período" columns={columns} rows={report.rows} rowKey={(row) => row.period} />;
}

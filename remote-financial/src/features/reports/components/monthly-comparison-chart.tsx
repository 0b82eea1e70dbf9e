import type { MonthlyComparisonReport, MonthlyComparisonRow } from '@sge/shared/contract';
import { Bar, BarChart, CartesianGrid, ChartTooltip, Legend, ResponsiveContainer, SERIES_COLORS, XAxis, YAxis } from '@sge/shared/charts';
import { formatCurrency } from '@sge/shared/format';
import { bucketLabel, bucketLongLabel, formatPercent, plot } from '../period';
import { CHART_SIZE, FiguresTable, moneyTick, moneyTooltip, type Column } from './chart-parts';

export function MonthlyComparisonChart({ report }: { report: MonthlyComparisonReport }) {
  const data = report.months.map((m) => ({
    label: bucketLabel(m.period, 'month'),
    revenue: plot(m.revenue),
    expense: plot(m.expense),
    received: plot(m.received),
    paid: plot(m.paid),
  }));
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={CHART_SIZE}>
      <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis tickFormatter={moneyTick} width={92} />
        <ChartTooltip formatter={moneyTooltip} />
        <Legend />
        <Bar isAnimationActive={false} dataKey="revenue" name="Receitas" fill={SERIES_COLORS.income} />
        <Bar isAnimationActive={false} dataKey="received" name="Recebido" fill={SERIES_COLORS.income} fillOpacity={0.5} />
        <Bar isAnimationActive={false} dataKey="expense" name="Despesas" fill={SERIES_COLORS.expense} />
        <Bar isAnimationActive={false} dataKey="paid" name="Pago" fill={SERIES_COLORS.expense} fillOpacity={0.5} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function MonthlyComparisonTable({ report }: { report: MonthlyComparisonReport }) {
  const columns: Array<Column<MonthlyComparisonRow>> = [
    { header: 'Mês', cell: (m) => bucketLongLabel(m, 'month') },
    { header: 'Receitas', cell: (m) => formatCurrency(m.revenue), numeric: true },
    { header: 'Variação receitas', cell: (m) => formatPercent(m.revenueChange), numeric: true },
    { header: 'Despesas', cell: (m) => formatCurrency(m.expense), numeric: true },
    { header: 'Variação despesas', cell: (m) => formatPercent(m.expenseChange), numeric: true },
    { header: 'Resultado', cell: (m) => formatCurrency(m.result), numeric: true },
    { header: 'Recebido', cell: (m) => formatCurrency(m.received), numeric: true },
    { header: 'Pago', cell: (m) => formatCurrency(m.paid), numeric: true },
  ];
  return <FiguresTable caption="Comparativo mês a mês" columns={columns} rows={report.months} rowKey={(m) => m.period} />;
}

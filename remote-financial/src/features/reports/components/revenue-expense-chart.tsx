import type { RevenueExpensePoint, RevenueExpenseReport } from '@sge/shared/contract';
import { Bar, CartesianGrid, ChartTooltip, ComposedChart, Legend, Line, ResponsiveContainer, SERIES_COLORS, XAxis, YAxis } from '@sge/shared/charts';
import { formatCurrency } from '@sge/shared/format';
import { bucketLabel, bucketLongLabel, plot } from '../period';
import { CHART_SIZE, FiguresTable, moneyTick, moneyTooltip, type Column } from './chart-parts';

export function RevenueExpenseChart({ report }: { report: RevenueExpenseReport }) {
  const groupBy = report.period.groupBy ?? 'month';
  const data = report.points.map((p) => ({ label: bucketLabel(p.period, groupBy), revenue: plot(p.revenue), expense: plot(p.expense), result: plot(p.result) }));
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={CHART_SIZE}>
      <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis tickFormatter={moneyTick} width={92} />
        <ChartTooltip formatter={moneyTooltip} />
        <Legend />
        <Bar isAnimationActive={false} dataKey="revenue" name="Receitas" fill={SERIES_COLORS.income} />
        <Bar isAnimationActive={false} dataKey="expense" name="Despesas" fill={SERIES_COLORS.expense} />
        <Line isAnimationActive={false} type="monotone" dataKey="result" name="Resultado" stroke={SERIES_COLORS.balance} strokeWidth={2} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export function RevenueExpenseTable({ report }: { report: RevenueExpenseReport }) {
  const groupBy = report.period.groupBy ?? 'month';
  const columns: Array<Column<RevenueExpensePoint>> = [
    { header: 'Período', cell: (p) => (p.period === '' ? 'Total' : bucketLongLabel(p, groupBy)) },
    { header: 'Receitas', cell: (p) => formatCurrency(p.revenue), numeric: true },
    { header: 'Despesas', cell: (p) => formatCurrency(p.expense), numeric: true },
    { header: 'Resultado', cell: (p) => formatCurrency(p.result), numeric: true },
  ];
  const footer = { period: '', startDate: report.period.startDate, endDate: report.period.endDate, ...report.totals };
  return <FiguresTable caption="Receitas e despesas por período" columns={columns} rows={report.points} rowKey={(p) => p.period} footer={footer} />;
}

import type { CashFlowTrendPoint, CashFlowTrendReport } from '@sge/shared/contract';
import { Area, Bar, CartesianGrid, ChartTooltip, ComposedChart, Legend, ResponsiveContainer, SERIES_COLORS, XAxis, YAxis } from '@sge/shared/charts';
import { formatCurrency } from '@sge/shared/format';
import { bucketLabel, bucketLongLabel, plot } from '../period';
import { CHART_SIZE, FiguresTable, moneyTick, moneyTooltip, type Column } from './chart-parts';

export function CashFlowTrendChart({ report }: { report: CashFlowTrendReport }) {
  const groupBy = report.period.groupBy ?? 'month';
  const data = report.points.map((p) => ({
    label: bucketLabel(p.period, groupBy),
    inflow: plot(p.inflow),
    outflow: plot(p.outflow),
    balance: plot(p.balance),
  }));
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={CHART_SIZE}>
      <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis tickFormatter={moneyTick} width={92} />
        <ChartTooltip formatter={moneyTooltip} />
        <Legend />
        <Area isAnimationActive={false} type="monotone" dataKey="balance" name="Saldo acumulado" stroke={SERIES_COLORS.balance} fill={SERIES_COLORS.balance} fillOpacity={0.12} />
        <Bar isAnimationActive={false} dataKey="inflow" name="Entradas" fill={SERIES_COLORS.income} />
        <Bar isAnimationActive={false} dataKey="outflow" name="Saídas" fill={SERIES_COLORS.expense} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export function CashFlowTrendTable({ report }: { report: CashFlowTrendReport }) {
  const groupBy = report.period.groupBy ?? 'month';
  const columns: Array<Column<CashFlowTrendPoint>> = [
    { header: 'Período', cell: (p) => bucketLongLabel(p, groupBy) },
    { header: 'Entradas', cell: (p) => formatCurrency(p.inflow), numeric: true },
    { header: 'Saídas', cell: (p) => formatCurrency(p.outflow), numeric: true },
    { header: 'Saldo do período', cell: (p) => formatCurrency(p.net), numeric: true },
    { header: 'Saldo acumulado', cell: (p) => formatCurrency(p.balance), numeric: true },
  ];
  return <FiguresTable caption="Tendência do fluxo de caixa" columns={columns} rows={report.points} rowKey={(p) => p.period} />;
}

import type { ProfitabilityReport, ProfitabilityRow } from '@sge/shared/contract';
import { Bar, BarChart, CartesianGrid, ChartTooltip, Legend, ResponsiveContainer, SERIES_COLORS, XAxis, YAxis } from '@sge/shared/charts';
import { formatCurrency, formatDate } from '@sge/shared/format';
import { formatPercent, plot } from '../period';
import { CHART_SIZE, FiguresTable, moneyTick, moneyTooltip, type Column } from './chart-parts';

export function ProfitabilityChart({ report }: { report: ProfitabilityReport }) {
  const data = report.events.map((e) => ({
    label: e.eventName,
    revenue: plot(e.budgetedRevenue),
    staffCost: plot(e.staffCost),
    otherCosts: plot(e.otherCosts),
    profit: plot(e.profit),
  }));
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={CHART_SIZE}>
      <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis tickFormatter={moneyTick} width={92} />
        <ChartTooltip formatter={moneyTooltip} />
        <Legend />
        <Bar isAnimationActive={false} dataKey="revenue" name="Receita orçada" fill={SERIES_COLORS.income} />
        <Bar isAnimationActive={false} dataKey="staffCost" name="Custo de equipe" stackId="cost" fill={SERIES_COLORS.expense} />
        <Bar isAnimationActive={false} dataKey="otherCosts" name="Outros custos" stackId="cost" fill={SERIES_COLORS.forecast} />
        <Bar isAnimationActive={false} dataKey="profit" name="Lucro" fill={SERIES_COLORS.balance} />
      </BarChart>
    </ResponsiveContainer>
  );
}

type Row = ProfitabilityRow | (ProfitabilityReport['totals'] & { eventId: 0; eventName: string });

export function ProfitabilityTable({ report }: { report: ProfitabilityReport }) {
  const columns: Array<Column<Row>> = [
    { header: 'Evento', cell: (e) => e.eventName },
    { header: 'Dias', cell: (e) => ('firstDay' in e ? `${formatDate(e.firstDay)} a ${formatDate(e.lastDay)}` : '') },
    { header: 'Receita orçada', cell: (e) => formatCurrency(e.budgetedRevenue), numeric: true },
    { header: 'Custo de equipe', cell: (e) => formatCurrency(e.staffCost), numeric: true },
    { header: 'Diárias', cell: (e) => ('staffDays' in e ? e.staffDays : ''), numeric: true },
    { header: 'Outros custos', cell: (e) => formatCurrency(e.otherCosts), numeric: true },
    { header: 'Lucro', cell: (e) => formatCurrency(e.profit), numeric: true },
    { header: 'Margem', cell: (e) => formatPercent(e.margin), numeric: true },
  ];
  return (
    <FiguresTable<Row>
      caption="Rentabilidade por evento"
      columns={columns}
      rows={report.events}
      rowKey={(e) => String(e.eventId)}
      footer={{ ...report.totals, eventId: 0, eventName: 'Total' }}
    />
  );
}

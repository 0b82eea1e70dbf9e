import type { CategoryBreakdownReport, CategoryBreakdownRow, CategoryType } from '@sge/shared/contract';
import { Cell, ChartTooltip, Legend, Pie, PieChart, ResponsiveContainer } from '@sge/shared/charts';
import { formatCurrency } from '@sge/shared/format';
import { formatPercent, plot } from '../period';
import { CHART_SIZE, FiguresTable, moneyTooltip, type Column } from './chart-parts';

const TYPE_LABELS: Record<CategoryType, string> = { RECEITA: 'Receitas', DESPESA: 'Despesas' };

/** One pie per type (revenue left, expense right), each slice in its category's colour. */
export function CategoryBreakdownChart({ report }: { report: CategoryBreakdownReport }) {
  const pies = (['RECEITA', 'DESPESA'] as const)
    .map((type) => ({ type, rows: report.categories.filter((c) => c.type === type) }))
    .filter((pie) => pie.rows.length > 0);
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={CHART_SIZE}>
      <PieChart>
        <ChartTooltip formatter={moneyTooltip} />
        <Legend />
        {pies.map((pie, index) => (
          <Pie
            key={pie.type}
            isAnimationActive={false}
            data={pie.rows.map((row) => ({ name: `${row.name} (${TYPE_LABELS[pie.type]})`, value: plot(row.total), color: row.color }))}
            dataKey="value"
            nameKey="name"
            cx={pies.length === 1 ? '50%' : index === 0 ? '27%' : '73%'}
            cy="45%"
            outerRadius="65%"
            label={false}
          >
            {pie.rows.map((row) => (
              <Cell key={row.categoryId} fill={row.color} />
            ))}
          </Pie>
        ))}
      </PieChart>
    </ResponsiveContainer>
  );
}

export function CategoryBreakdownTable({ report }: { report: CategoryBreakdownReport }) {
  const columns: Array<Column<CategoryBreakdownRow>> = [
    { header: 'Categoria', cell: (c) => c.name },
    { header: 'Tipo', cell: (c) => (c.type === 'RECEITA' ? 'Receita' : 'Despesa') },
    { header: 'Contas', cell: (c) => c.count, numeric: true },
    { header: 'Total', cell: (c) => formatCurrency(c.total), numeric: true },
    { header: 'Participação', cell: (c) => formatPercent(c.percent), numeric: true },
  ];
  return <FiguresTable caption="Valores por categoria" columns={columns} rows={report.categories} rowKey={(c) => String(c.categoryId)} />;
}

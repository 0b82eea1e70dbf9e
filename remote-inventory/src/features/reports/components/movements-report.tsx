import { INVENTORY_TRANSACTION_TYPE_LABELS, INVENTORY_TRANSACTION_TYPES, type MovementsReport } from '@sge/shared/contract';
import { Bar, BarChart, CartesianGrid, ChartTooltip, Legend, ResponsiveContainer, XAxis, YAxis, chartColor } from '@sge/shared/charts';
import { formatCurrency, formatDate } from '@sge/shared/format';
import { Box, Table, TableScrollBox, Text } from '@sge/shared/ui';
import { ExportButtons } from './export-buttons';
import { ReportSection } from './report-section';

const periodLabel = (period: string): string => (period.length === 7 ? `${period.slice(5, 7)}/${period.slice(0, 4)}` : formatDate(period).slice(0, 5));

/** Units moved per day or month and per type (stacked chart) and the totals per type. */
export function MovementsReportView({ report }: { report: MovementsReport }) {
  const data = report.byPeriod.map((row) => ({ ...row, label: periodLabel(row.period) }));
  return (
    <ReportSection
      id="report-movements"
      title="Movimentações por período e tipo"
      description={`De ${formatDate(report.from)} a ${formatDate(report.to)}, agrupadas por ${report.groupBy === 'day' ? 'dia' : 'mês'} (unidades).`}
      actions={<ExportButtons label="movimentações" filename={`movimentacoes-${report.from}_${report.to}`} query={{ report: 'movements', from: report.from, to: report.to }} />}
    >
      {data.length > 0 && (
        <Box role="img" aria-label="Gráfico das unidades movimentadas por período e tipo (os totais estão na tabela abaixo)" height="280px" mb="4">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" />
              <YAxis allowDecimals={false} />
              <ChartTooltip />
              <Legend />
              {INVENTORY_TRANSACTION_TYPES.map((type, index) => (
                <Bar key={type} dataKey={type} name={INVENTORY_TRANSACTION_TYPE_LABELS[type]} stackId="units" fill={chartColor(index)} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </Box>
      )}
      {report.byType.length === 0 ? (
        <Text color="fg.muted">Nenhuma movimentação no período.</Text>
      ) : (
        <TableScrollBox>
          <Table.Root size="sm" aria-label="Movimentações por tipo">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Tipo</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Movimentações</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Unidades</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Valor (custo)</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.byType.map((row) => (
                <Table.Row key={row.type}>
                  <Table.Cell>{INVENTORY_TRANSACTION_TYPE_LABELS[row.type]}</Table.Cell>
                  <Table.Cell textAlign="end" data-numeric="">{row.count}</Table.Cell>
                  <Table.Cell textAlign="end" data-numeric="">{row.units.toLocaleString('pt-BR')}</Table.Cell>
                  <Table.Cell textAlign="end" data-numeric="">{formatCurrency(row.value)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollBox>
      )}
    </ReportSection>
  );
}

import type { StockReport } from '@sge/shared/contract';
import { Bar, BarChart, CartesianGrid, ChartTooltip, ResponsiveContainer, XAxis, YAxis, chartColor } from '@sge/shared/charts';
import { formatCurrency } from '@sge/shared/format';
import { Box, Table, TableScrollBox, Text } from '@sge/shared/ui';
import { quantityText } from '../../../lib/labels';
import { ExportButtons } from './export-buttons';
import { ReportSection } from './report-section';

/** Stock position and value by category (chart + table), and the items below their minimum. */
export function StockReportView({ report, today }: { report: StockReport; today: string }) {
  const chartData = report.byCategory.map((row) => ({ category: row.category, value: Number(row.value) }));
  const low = report.items.filter((item) => item.lowStock);
  return (
    <>
      <ReportSection
        id="report-stock"
        title="Posição e valor do estoque"
        description={`${report.totals.items} itens ativos, ${report.totals.units.toLocaleString('pt-BR')} unidades, valor total ${formatCurrency(report.totals.value)}.`}
        actions={<ExportButtons label="posição de estoque" filename={`estoque-${today}`} query={{ report: 'stock' }} />}
      >
        {chartData.length > 0 && (
          <Box role="img" aria-label="Gráfico do valor do estoque por categoria (os valores estão na tabela abaixo)" height="260px" mb="4">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={chartData} margin={{ left: 24 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="category" />
                <YAxis tickFormatter={(v: number) => formatCurrency(v).replace(/,00$/, '')} width={96} />
                <ChartTooltip formatter={(v) => formatCurrency(Number(v))} />
                <Bar dataKey="value" name="Valor" fill={chartColor(1)} />
              </BarChart>
            </ResponsiveContainer>
          </Box>
        )}
        <TableScrollBox>
          <Table.Root size="sm" aria-label="Estoque por categoria">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Categoria</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Itens</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Unidades</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Abaixo do mínimo</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Valor</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.byCategory.map((row) => (
                <Table.Row key={row.category}>
                  <Table.Cell>{row.category}</Table.Cell>
                  <Table.Cell textAlign="end" data-numeric="">{row.items}</Table.Cell>
                  <Table.Cell textAlign="end" data-numeric="">{row.units.toLocaleString('pt-BR')}</Table.Cell>
                  <Table.Cell textAlign="end" data-numeric="">{row.lowStock}</Table.Cell>
                  <Table.Cell textAlign="end" data-numeric="">{formatCurrency(row.value)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollBox>
        {report.byCategory.length === 0 && <Text color="fg.muted">Nenhum item cadastrado.</Text>}
      </ReportSection>

      <ReportSection
        id="report-low-stock"
        title="Itens abaixo do mínimo"
        description="Itens ativos cuja quantidade em estoque está abaixo do estoque mínimo."
        actions={<ExportButtons label="itens abaixo do mínimo" filename={`estoque-abaixo-do-minimo-${today}`} query={{ report: 'low-stock' }} />}
      >
        {low.length === 0 ? (
          <Text color="fg.muted">Nenhum item abaixo do estoque mínimo.</Text>
        ) : (
          <TableScrollBox>
            <Table.Root size="sm" aria-label="Itens abaixo do mínimo">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Item</Table.ColumnHeader>
                  <Table.ColumnHeader>SKU</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Em estoque</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Mínimo</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Faltam</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Em eventos</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {low.map((item) => (
                  <Table.Row key={item.id}>
                    <Table.Cell>{item.name}</Table.Cell>
                    <Table.Cell>{item.sku}</Table.Cell>
                    <Table.Cell textAlign="end" data-numeric="">{quantityText(item.quantity, item.unit)}</Table.Cell>
                    <Table.Cell textAlign="end" data-numeric="">{quantityText(item.minimumStock, item.unit)}</Table.Cell>
                    <Table.Cell textAlign="end" data-numeric="">{quantityText(item.minimumStock - item.quantity, item.unit)}</Table.Cell>
                    <Table.Cell textAlign="end" data-numeric="">{item.atEvents}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScrollBox>
        )}
      </ReportSection>
    </>
  );
}

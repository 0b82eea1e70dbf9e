/** Pieces every report chart shares: money axis/tooltip formats and the table markup. */
import type { ReactNode } from 'react';
import { formatCurrency } from '@sge/shared/format';
import { Table, TableScrollBox } from '@sge/shared/ui';

/** The size a chart draws at before its container is measured (and in tests, where nothing is). */
export const CHART_SIZE = { width: 800, height: 320 } as const;

/** Tooltip values as BRL. */
export const moneyTooltip = (value: unknown): string => formatCurrency(Number(value));

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });
/** Axis ticks: 'R$ 1,2 mil', with non-breaking spaces so a tick never wraps onto its neighbour. */
export const moneyTick = (value: number): string => `R$\u00a0${compact.format(value).replace(/\s/g, '\u00a0')}`;

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

export interface FiguresTableProps<Row> {
  caption: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A last row in bold (totals). */
  footer?: Row;
}

/** The figures of a report as a plain, accessible table. */
export function FiguresTable<Row>({ caption, columns, rows, rowKey, footer }: FiguresTableProps<Row>) {
  return (
    <TableScrollBox>
      <Table.Root size="sm" aria-label={caption}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} textAlign={column.numeric ? 'end' : 'start'}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Cell key={column.header} textAlign={column.numeric ? 'end' : 'start'} data-numeric={column.numeric ? '' : undefined}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
        {footer && (
          <Table.Footer>
            <Table.Row fontWeight="bold">
              {columns.map((column) => (
                <Table.Cell key={column.header} textAlign={column.numeric ? 'end' : 'start'} whiteSpace="nowrap" data-numeric={column.numeric ? '' : undefined}>
                  {column.cell(footer)}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Footer>
        )}
      </Table.Root>
    </TableScrollBox>
  );
}

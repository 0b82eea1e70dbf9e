import { renderWithProviders, screen, within } from '@sge/shared/testing';
import { Table, TableScrollBox, type DataTableColumn } from '../index';
import { ClientDataTable } from './client-table';

interface Row {
  id: number;
  name: string;
  city: string;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Nome' },
  { key: 'city', header: 'Cidade' },
];

const rows: Row[] = [
  { id: 1, name: 'Ana', city: 'Recife' },
  { id: 2, name: 'Bruno', city: 'Natal' },
];

describe('TableScrollBox', () => {
  it('wraps the table in a box that scrolls sideways and never grows past its parent', () => {
    renderWithProviders(
      <TableScrollBox>
        <Table.Root aria-label="Cidades">
          <Table.Body>
            <Table.Row>
              <Table.Cell>Ana</Table.Cell>
              <Table.Cell>Recife</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </TableScrollBox>,
    );
    const box = screen.getByTestId('table-scroll-box');
    expect(box).toContainElement(screen.getByRole('table', { name: 'Cidades' }));
    const style = getComputedStyle(box);
    expect(style.overflowX).toBe('auto');
    expect(style.maxWidth).toBe('100%');
  });

  it('pins the first cell of each row, with an opaque background', () => {
    renderWithProviders(
      <TableScrollBox>
        <Table.Root aria-label="Cidades">
          <Table.Body>
            <Table.Row>
              <Table.Cell>Ana</Table.Cell>
              <Table.Cell>Recife</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </TableScrollBox>,
    );
    const first = getComputedStyle(screen.getByRole('cell', { name: 'Ana' }));
    expect(first.position).toBe('sticky');
    expect(first.left).toMatch(/^0(px)?$/);
    // The theme's page background (white), not transparent: scrolled text cannot show through.
    expect(first.getPropertyValue('background')).toBe('var(--chakra-colors-bg)');
    expect(getComputedStyle(screen.getByRole('cell', { name: 'Recife' })).position).not.toBe('sticky');
  });

  it('leaves the columns alone when asked to', () => {
    renderWithProviders(
      <TableScrollBox stickyFirstColumn={false}>
        <Table.Root aria-label="Cidades">
          <Table.Body>
            <Table.Row>
              <Table.Cell>Ana</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </TableScrollBox>,
    );
    expect(getComputedStyle(screen.getByRole('cell', { name: 'Ana' })).position).not.toBe('sticky');
  });
});

describe('DataTable on a narrow screen', () => {
  it('stays a table inside its own scroll box, with the first column sticky in the header and the rows', () => {
    renderWithProviders(<ClientDataTable<Row> columns={columns} items={rows} getRowId={(r) => r.id} aria-label="Pessoas" />);
    const table = screen.getByRole('table', { name: 'Pessoas' });
    const box = screen.getByTestId('table-scroll-box');
    expect(box).toContainElement(table);
    expect(box).toHaveAttribute('data-sticky-first-column', 'true');
    expect(getComputedStyle(box).overflowX).toBe('auto');
    const header = getComputedStyle(within(table).getByRole('columnheader', { name: 'Nome' }));
    expect(header.position).toBe('sticky');
    expect(header.getPropertyValue('background')).toBe('var(--chakra-colors-bg-muted)');
    expect(getComputedStyle(within(table).getByRole('cell', { name: 'Bruno' })).position).toBe('sticky');
    expect(getComputedStyle(within(table).getByRole('cell', { name: 'Natal' })).position).not.toBe('sticky');
  });

  it('does not pin the cell of the empty row, which spans the whole table', () => {
    renderWithProviders(<ClientDataTable<Row> columns={columns} items={[]} getRowId={(r) => r.id} aria-label="Pessoas" />);
    const empty = screen.getByText('Nenhum dado disponível').closest('td');
    expect(empty).not.toBeNull();
    expect(getComputedStyle(empty!).position).not.toBe('sticky');
  });
});

it('can take the focus, so a keyboard user can scroll a wide table (axe scrollable-region-focusable)', () => {
  renderWithProviders(
    <TableScrollBox>
      <table aria-label="Larga" />
    </TableScrollBox>,
  );
  expect(screen.getByTestId('table-scroll-box')).toHaveAttribute('tabindex', '0');
});

it('is no tab stop of its own when its rows are (a table whose rows open on Enter)', () => {
  renderWithProviders(
    <TableScrollBox focusable={false}>
      <table aria-label="Larga" />
    </TableScrollBox>,
  );
  expect(screen.getByTestId('table-scroll-box')).not.toHaveAttribute('tabindex');
});

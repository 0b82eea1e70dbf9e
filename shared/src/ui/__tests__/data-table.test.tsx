import { act, renderWithProviders, screen, within } from '@sge/shared/testing';
import { STORAGE_KEYS } from '@sge/shared/session';
import { getPageWindow, type DataTableColumn } from '../index';
import { ClientDataTable, type ClientDataTableProps } from './client-table';

interface Person {
  id: number;
  name: string;
  city: string;
  age: number;
}

const people = (n: number): Person[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Pessoa ${String(i + 1).padStart(3, '0')}`,
    city: i % 2 === 0 ? 'São Paulo' : 'Recife',
    age: 20 + (i % 30),
  }));

const columns: DataTableColumn<Person>[] = [
  { key: 'name', header: 'Nome', sortable: true },
  { key: 'city', header: 'Cidade' },
  { key: 'age', header: 'Idade', sortable: true, align: 'end' },
];

const footer = () => screen.getByText(/^Exibindo \d+ a \d+ de \d+ itens$/);
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCellTexts = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);
const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Paginação' }))
    .getAllByRole('button')
    .filter((b) => /^Página \d+$/.test(b.getAttribute('aria-label') ?? ''))
    .map((b) => b.textContent);
const currentPage = () =>
  within(screen.getByRole('navigation', { name: 'Paginação' })).getByRole('button', { current: 'page' }).textContent;

function renderTable(props: Partial<ClientDataTableProps<Person>> = {}) {
  return renderWithProviders(
    <ClientDataTable<Person> columns={columns} items={people(25)} getRowId={(p) => p.id} aria-label="Pessoas" {...props} />,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('getPageWindow', () => {
  it('shows at most 5 pages and moves the window with the current page', () => {
    expect(getPageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(getPageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(getPageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('DataTable', () => {
  it('labels its controls in pt-BR and pages 10 items by default', () => {
    renderTable();
    expect(screen.getByLabelText('Pesquisar')).toHaveAttribute('type', 'search');
    expect(screen.getByLabelText('Itens por página')).toHaveValue('10');
    expect(screen.queryByLabelText('Filtrar por')).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(footer()).toHaveTextContent('Exibindo 1 a 10 de 25 itens');
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(currentPage()).toBe('1');
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
  });

  it('offers the page sizes 5, 10, 15, 20, 50 and 100', () => {
    renderTable();
    const options = within(screen.getByLabelText('Itens por página')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['5', '10', '15', '20', '50', '100']);
  });

  it('moves between pages and updates the footer', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(currentPage()).toBe('2');
    expect(footer()).toHaveTextContent('Exibindo 11 a 20 de 25 itens');
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(footer()).toHaveTextContent('Exibindo 21 a 25 de 25 itens');
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  });

  it('shows at most 5 page buttons and moves the window', async () => {
    const { user } = renderTable({ items: people(100) });
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    await user.click(screen.getByRole('button', { name: 'Página 5' }));
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7']);
    expect(currentPage()).toBe('5');
  });

  it('says "Exibindo 0 a 0 de 0 itens" and "Nenhum dado disponível" with a refresh button when empty', async () => {
    const onRefresh = jest.fn();
    const { user } = renderTable({ items: [], onRefresh });
    expect(footer()).toHaveTextContent('Exibindo 0 a 0 de 0 itens');
    const cell = screen.getByText('Nenhum dado disponível').closest('td') as HTMLElement;
    await user.click(within(cell).getByRole('button', { name: 'Atualizar' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('has a refresh icon button labelled "Atualizar"', async () => {
    const onRefresh = jest.fn();
    const { user } = renderTable({ onRefresh });
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows "Carregando dados..." while loading with no items', () => {
    renderTable({ items: [], loading: true });
    expect(screen.getByText('Carregando dados...')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum dado disponível')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('leaves the pager out while the first page loads, so the arriving rows do not push it down', () => {
    const { rerender } = renderTable({ items: [], loading: true });
    expect(screen.queryByText(/^Exibindo/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    rerender(<ClientDataTable<Person> columns={columns} items={people(25)} getRowId={(p) => p.id} aria-label="Pessoas" />);
    expect(footer()).toHaveTextContent('Exibindo 1 a 10 de 25 itens');
  });

  it('keeps the rows and shows a labelled progress bar while reloading', () => {
    renderTable({ loading: true });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('progressbar', { name: 'Carregando dados...' })).toBeInTheDocument();
  });

  it('debounces the search by 300 ms, ignoring case and accents, and goes back to page 1', async () => {
    const items = [...people(25), { id: 99, name: 'José Ação', city: 'Natal', age: 40 }];
    const { user } = renderTable({ items });
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(currentPage()).toBe('2');

    await user.type(screen.getByLabelText('Pesquisar'), 'jose acao');
    act(() => jest.advanceTimersByTime(299));
    expect(currentPage()).toBe('2');
    expect(footer()).toHaveTextContent('de 26 itens');

    act(() => jest.advanceTimersByTime(1));
    expect(currentPage()).toBe('1');
    expect(footer()).toHaveTextContent('Exibindo 1 a 1 de 1 itens');
    expect(firstCellTexts()).toEqual(['José Ação']);
  });

  it('searches numbers too and restarts the debounce on each keystroke', async () => {
    const { user } = renderTable();
    const input = screen.getByLabelText('Pesquisar');
    await user.type(input, 'Pessoa 01');
    act(() => jest.advanceTimersByTime(200));
    await user.type(input, '5');
    act(() => jest.advanceTimersByTime(200));
    expect(footer()).toHaveTextContent('de 25 itens');
    act(() => jest.advanceTimersByTime(100));
    expect(firstCellTexts()).toEqual(['Pessoa 015']);
  });

  it('uses a custom searchFn when given', async () => {
    const searchFn = jest.fn((p: Person, q: string) => p.city === q);
    const { user } = renderTable({ searchFn });
    await user.type(screen.getByLabelText('Pesquisar'), 'Recife');
    act(() => jest.advanceTimersByTime(300));
    expect(footer()).toHaveTextContent('de 12 itens');
    expect(searchFn).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 'Recife');
  });

  it('filters with "Filtrar por" and goes back to page 1', async () => {
    const { user } = renderTable({
      filters: [
        { label: 'Recife', value: 'recife', filterFn: (p) => p.city === 'Recife' },
        { label: 'São Paulo', value: 'sp', filterFn: (p) => p.city === 'São Paulo' },
      ],
    });
    const select = screen.getByLabelText('Filtrar por');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Recife', 'São Paulo']);
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await user.selectOptions(select, 'recife');
    expect(currentPage()).toBe('1');
    expect(footer()).toHaveTextContent('Exibindo 1 a 10 de 12 itens');
    await user.selectOptions(select, '');
    expect(footer()).toHaveTextContent('de 25 itens');
  });

  it('sorts sortable columns on click and exposes aria-sort', async () => {
    const { user } = renderTable({ items: people(3) });
    const nameHeader = screen.getByRole('columnheader', { name: /Nome/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Cidade' })).not.toHaveAttribute('aria-sort');

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCellTexts()).toEqual(['Pessoa 001', 'Pessoa 002', 'Pessoa 003']);

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstCellTexts()).toEqual(['Pessoa 003', 'Pessoa 002', 'Pessoa 001']);

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts numbers numerically', async () => {
    const items: Person[] = [
      { id: 1, name: 'a', city: 'x', age: 9 },
      { id: 2, name: 'b', city: 'x', age: 100 },
      { id: 3, name: 'c', city: 'x', age: 20 },
    ];
    const { user } = renderTable({ items });
    await user.click(within(screen.getByRole('columnheader', { name: /Idade/ })).getByRole('button'));
    expect(firstCellTexts()).toEqual(['a', 'c', 'b']);
  });

  it('renders custom cells and a row actions column', () => {
    renderTable({
      items: people(1),
      columns: [{ key: 'name', header: 'Nome', render: (p) => <strong>{p.name.toUpperCase()}</strong> }],
      rowActions: (p) => <button type="button">Editar {p.id}</button>,
    });
    expect(screen.getByRole('columnheader', { name: 'Ações' })).toBeInTheDocument();
    expect(screen.getByText('PESSOA 001').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Editar 1' })).toBeInTheDocument();
  });

  it('hides the search field when searchable is false', () => {
    renderTable({ searchable: false });
    expect(screen.queryByLabelText('Pesquisar')).not.toBeInTheDocument();
  });

  it('saves the page size and page under STORAGE_KEYS.tablePagination and restores them', async () => {
    const { user, unmount } = renderTable({ storageKey: 'people' });
    await user.selectOptions(screen.getByLabelText('Itens por página'), '5');
    expect(currentPage()).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.tablePagination) ?? '{}')).toEqual({
      people: { itemsPerPage: 5, currentPage: 3 },
    });
    unmount();

    renderTable({ storageKey: 'people' });
    expect(screen.getByLabelText('Itens por página')).toHaveValue('5');
    expect(currentPage()).toBe('3');
    expect(footer()).toHaveTextContent('Exibindo 11 a 15 de 25 itens');
  });

  it('keeps one preference per table and ignores invalid stored values', () => {
    localStorage.setItem(
      STORAGE_KEYS.tablePagination,
      JSON.stringify({ other: { itemsPerPage: 50, currentPage: 1 }, people: { itemsPerPage: 7, currentPage: -2 } }),
    );
    renderTable({ storageKey: 'people' });
    expect(screen.getByLabelText('Itens por página')).toHaveValue('10');
    expect(currentPage()).toBe('1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.tablePagination) ?? '{}').other).toEqual({
      itemsPerPage: 50,
      currentPage: 1,
    });
  });

  it('does not persist anything without a storageKey', async () => {
    const { user } = renderTable();
    await user.selectOptions(screen.getByLabelText('Itens por página'), '20');
    expect(localStorage.getItem(STORAGE_KEYS.tablePagination)).toBeNull();
  });

  it('moves back to the last page when the data shrinks', () => {
    const { rerender } = renderTable();
    act(() => screen.getByRole('button', { name: 'Página 3' }).click());
    rerender(<ClientDataTable<Person> columns={columns} items={people(12)} getRowId={(p) => p.id} aria-label="Pessoas" />);
    expect(currentPage()).toBe('2');
    expect(footer()).toHaveTextContent('Exibindo 11 a 12 de 12 itens');
  });

  it('draws rows and cells as plain elements, styled once by the table with the recipe look', () => {
    renderTable({ columns: [...columns, { key: 'code', header: 'Código', render: (p) => `C-${p.id}`, nowrap: true, width: '120px' }] });
    const table = screen.getByRole('table', { name: 'Pessoas' });
    const cells = within(table).getAllByRole('cell');
    // No emotion class per cell: one style object per table, not one serialised per cell.
    expect(cells.filter((c) => /\bcss-/.test(c.className))).toEqual([]);
    expect(bodyRows().filter((r) => /\bcss-/.test(r.className))).toEqual([]);
    const [, , age, code] = within(bodyRows()[0]).getAllByRole('cell');
    expect(age).toHaveAttribute('data-align', 'end');
    expect(age).toHaveAttribute('data-numeric');
    expect(code).toHaveAttribute('data-nowrap');
    expect(within(table).getByRole('columnheader', { name: 'Código' })).toHaveStyle({ width: '120px' });
    // jsdom does not lay out: read the table's emotion rules for the cells' padding, border and alignment.
    const tableClass = table.className.split(' ').find((c) => c.startsWith('css-')) ?? '';
    const rules = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules).map((r) => r.cssText))
      .filter((rule) => rule.includes(`.${tableClass} `));
    const rule = (selector: string) => rules.find((r) => r.startsWith(`.${tableClass} ${selector}`)) ?? '';
    expect(rule('.sge-dt-cell')).toMatch(/border-bottom-width: 1px/);
    expect(rule('.sge-dt-cell')).toMatch(/padding-inline: var\(--chakra-spacing-2\)/);
    expect(rule('[data-align="end"]')).toMatch(/text-align: end/);
    expect(rule('[data-nowrap]')).toMatch(/white-space: nowrap/);
  });

  it('scrolls horizontally inside its own area and names the table', () => {
    renderTable({ caption: 'Lista de pessoas', 'aria-label': undefined });
    const table = screen.getByRole('table', { name: 'Lista de pessoas' });
    // jsdom does not compute Chakra's layered CSS: read the wrapper's emotion rule instead.
    const wrapperClass = table.parentElement?.className.split(' ').find((c) => c.startsWith('css-')) ?? '';
    const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules).map((r) => r.cssText));
    expect(rules.filter((rule) => rule.includes(`.${wrapperClass} `)).join('\n')).toMatch(/overflow: auto/);
  });
});

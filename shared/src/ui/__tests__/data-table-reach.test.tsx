/**
 * Issue 16: a table's actions are always in reach — the 'Ações' column sticks at the right, rows
 * open on a click or Enter (but not through the controls inside them), less important columns
 * collapse into the row's detail on a narrow box, and figures never wrap.
 */
import { act, renderWithProviders, screen, within } from '@sge/shared/testing';
import { Button, Portal, Table, TableScrollBox, type DataTableColumn } from '../index';
import { forgetWidthClasses, setPageAreaWidth } from '../use-element-width';
import { ClientDataTable, type ClientDataTableProps } from './client-table';

interface Person {
  id: number;
  name: string;
  city: string;
  salary: string;
  since: string;
}

const people: Person[] = [
  { id: 1, name: 'Ana', city: 'Recife', salary: 'R$ 12.345,67', since: '01/02/2020' },
  { id: 2, name: 'Bruno', city: 'Natal', salary: 'R$ 2.000,00', since: '03/04/2021' },
];

const columns: DataTableColumn<Person>[] = [
  { key: 'name', header: 'Nome' },
  { key: 'city', header: 'Cidade', hideBelow: 700 },
  { key: 'since', header: 'Desde', nowrap: true },
  { key: 'salary', header: 'Salário', align: 'end' },
];

const actions = (p: Person) => (
  <Button size="xs" aria-label={`Editar ${p.name}`}>
    Editar
  </Button>
);

function renderTable(props: Partial<ClientDataTableProps<Person>> = {}) {
  return renderWithProviders(
    <ClientDataTable<Person> columns={columns} items={people} getRowId={(p) => p.id} aria-label="Pessoas" rowActions={actions} {...props} />,
  );
}

const table = () => screen.getByRole('table', { name: 'Pessoas' });
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLTableRowElement;
const headers = () => within(table()).getAllByRole('columnheader').map((h) => h.textContent);

/**
 * Gives every observed element a box `width` px wide, as the browser's ResizeObserver reports it:
 * `report()` delivers the first report (after the browser's layout, before its paint), `resize(n)` a
 * later one. `outsideAct` delivers it as the browser does, outside React's act().
 */
function layoutWidth(width: number) {
  let current = width;
  const observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];
  const original = (globalThis as { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
  class FakeResizeObserver {
    private entry: { callback: ResizeObserverCallback; targets: Element[] };
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.entry.targets = [];
    }
  }
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
  const deliver = () => {
    for (const o of observers) {
      const entries = o.targets.map((target) => ({ target, contentRect: { width: current } }) as unknown as ResizeObserverEntry);
      if (entries.length) o.callback(entries, {} as ResizeObserver);
    }
  };
  return {
    report({ outsideAct = false } = {}) {
      if (outsideAct) deliver();
      else act(deliver);
    },
    resize(next: number) {
      current = next;
      act(deliver);
    },
    restore() {
      (globalThis as { ResizeObserver?: unknown }).ResizeObserver = original;
      forgetWidthClasses();
    },
  };
}

describe('DataTable: the actions column stays in view', () => {
  it('pins the "Ações" header and cells at the right with an opaque background, the other cells scroll', () => {
    renderTable();
    const box = screen.getByTestId('table-scroll-box');
    expect(box).toHaveAttribute('data-sticky-last-column', 'true');
    const header = getComputedStyle(within(table()).getByRole('columnheader', { name: 'Ações' }));
    expect(header.position).toBe('sticky');
    expect(header.right).toMatch(/^0(px)?$/);
    expect(header.getPropertyValue('background')).toBe('var(--chakra-colors-bg-muted)');
    const actionsCell = screen.getByRole('button', { name: 'Editar Ana' }).closest('td') as HTMLElement;
    expect(getComputedStyle(actionsCell).position).toBe('sticky');
    expect(getComputedStyle(actionsCell).getPropertyValue('background')).toBe('var(--chakra-colors-bg)');
    expect(getComputedStyle(screen.getByRole('cell', { name: 'R$ 12.345,67' })).position).not.toBe('sticky');
  });

  it('leaves the actions column alone with stickyActions={false} or without actions', () => {
    const { unmount } = renderTable({ stickyActions: false });
    expect(screen.getByTestId('table-scroll-box')).not.toHaveAttribute('data-sticky-last-column');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Editar Ana' }).closest('td') as HTMLElement).position).not.toBe('sticky');
    unmount();
    renderTable({ rowActions: undefined });
    expect(screen.getByTestId('table-scroll-box')).not.toHaveAttribute('data-sticky-last-column');
    expect(getComputedStyle(screen.getByRole('cell', { name: 'R$ 12.345,67' })).position).not.toBe('sticky');
  });

  it('scrolls the actions with the row on a phone-wide box, where only the first column stays', () => {
    const layout = layoutWidth(360);
    try {
      renderTable();
      layout.report();
      const box = screen.getByTestId('table-scroll-box');
      expect(box).not.toHaveAttribute('data-sticky-last-column');
      expect(box).toHaveAttribute('data-sticky-first-column', 'true');
      layout.resize(1000);
      expect(box).toHaveAttribute('data-sticky-last-column', 'true');
    } finally {
      layout.restore();
    }
  });
});

/** Columns whose cells count how often they render. */
function countingColumns() {
  const renders = { count: 0 };
  const counted: DataTableColumn<Person>[] = columns.map((c, i) =>
    i === 0
      ? {
          ...c,
          render: (p: Person) => {
            renders.count += 1;
            return p.name;
          },
        }
      : c,
  );
  return { renders, counted };
}

describe('DataTable: its width is measured without rendering the rows again (issue 15, menu switch)', () => {
  it('renders each row once when the box is wider than every layout change', () => {
    const layout = layoutWidth(1200);
    try {
      const { renders, counted } = countingColumns();
      renderTable({ columns: counted });
      layout.report();
      expect(headers()).toContain('Cidade');
      expect(renders.count).toBe(people.length);
      // A few pixels more or less change no layout: nothing renders again.
      layout.resize(1180);
      layout.resize(1250);
      expect(renders.count).toBe(people.length);
    } finally {
      layout.restore();
    }
  });

  it('renders again only when the width crosses a column\'s or the actions\' threshold', () => {
    const layout = layoutWidth(1200);
    try {
      const { renders, counted } = countingColumns();
      renderTable({ columns: counted });
      layout.report();
      layout.resize(600);
      expect(headers()).not.toContain('Cidade');
      const afterNarrow = renders.count;
      expect(afterNarrow).toBeGreaterThan(people.length);
      layout.resize(560);
      expect(renders.count).toBe(afterNarrow);
      layout.resize(400);
      expect(screen.getByTestId('table-scroll-box')).not.toHaveAttribute('data-sticky-last-column');
      layout.resize(900);
      expect(headers()).toContain('Cidade');
      expect(screen.getByTestId('table-scroll-box')).toHaveAttribute('data-sticky-last-column', 'true');
    } finally {
      layout.restore();
    }
  });
});

/**
 * Renders a table whose cells count their renders: narrow (no 'Cidade') from its first render, still
 * narrow after its box's first report, each row rendered once.
 */
function expectDrawnOnceNarrow(layout: ReturnType<typeof layoutWidth>): void {
  const { renders, counted } = countingColumns();
  renderTable({ columns: counted });
  expect(headers()).not.toContain('Cidade');
  layout.report();
  expect(headers()).not.toContain('Cidade');
  expect(renders.count).toBe(people.length);
}

describe('DataTable: shown again, it starts from the layout its box had (issue 30, back to a list)', () => {
  it('renders each row once when a table comes back to a box of the width it last had', () => {
    const layout = layoutWidth(600);
    try {
      const first = renderTable();
      layout.report();
      expect(headers()).not.toContain('Cidade');
      first.unmount();
      // The list left and opened again: its first render already has the narrow layout.
      expectDrawnOnceNarrow(layout);
    } finally {
      layout.restore();
    }
  });

  it('corrects a remembered layout that no longer fits before the paint', () => {
    const layout = layoutWidth(600);
    try {
      renderTable().unmount();
      layout.report();
      layout.resize(1200);
      renderTable();
      layout.report();
      expect(headers()).toContain('Cidade');
    } finally {
      layout.restore();
    }
  });
});

describe('DataTable: opened for the first time, it starts from the page area\'s width (issue 30, the menu switch)', () => {
  it('renders each row once in the layout of the page area the shell measured', () => {
    const layout = layoutWidth(600);
    try {
      setPageAreaWidth(600);
      // Before its own box is measured, the table already has the page area's layout.
      expectDrawnOnceNarrow(layout);
      expect(screen.getByTestId('table-scroll-box')).toHaveAttribute('data-sticky-last-column', 'true');
    } finally {
      layout.restore();
    }
  });

  it('prefers the layout a table with the same columns last had', () => {
    const layout = layoutWidth(900);
    try {
      const first = renderTable();
      layout.report();
      first.unmount();
      setPageAreaWidth(600);
      renderTable();
      expect(headers()).toContain('Cidade');
    } finally {
      layout.restore();
    }
  });
});

describe('DataTable: its width comes from the browser\'s layout, never forced in the commit (issue 30, back to a list)', () => {
  it('mounts without reading its box (no forced layout of the new page)', () => {
    const layout = layoutWidth(1200);
    const read = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    try {
      renderTable();
      layout.report();
      expect(read).not.toHaveBeenCalled();
      expect(headers()).toContain('Cidade');
    } finally {
      read.mockRestore();
      layout.restore();
    }
  });

  // A page area wider than the box: the table is in a card or a dialog, the estimate too wide.
  it.each([
    ['with no page area known', null],
    ['from a page area wider than its box (a table in a card)', 1200],
  ])("draws a narrow box's layout as soon as the browser reports its width, before the paint, %s", (_, pageArea) => {
    const layout = layoutWidth(400);
    try {
      setPageAreaWidth(pageArea);
      renderTable();
      expect(headers()).toContain('Cidade');
      // The report comes from the browser, outside any React batch: the narrow table is in the DOM
      // when the report returns, not a frame later.
      layout.report({ outsideAct: true });
      expect(headers()).not.toContain('Cidade');
      expect(screen.getByTestId('table-scroll-box')).not.toHaveAttribute('data-sticky-last-column');
    } finally {
      layout.restore();
    }
  });
});

describe('DataTable: a row opens what its "Ver detalhes" opens', () => {
  it('opens on a click anywhere in the row and on Enter when the row has the focus', async () => {
    const onRowClick = jest.fn();
    const { user } = renderTable({ onRowClick });
    const row = rowOf('Bruno');
    expect(row).toHaveAttribute('tabindex', '0');
    await user.click(screen.getByRole('cell', { name: 'Natal' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(onRowClick).toHaveBeenLastCalledWith(people[1]);

    row.focus();
    expect(row).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledTimes(2);
    expect(onRowClick).toHaveBeenLastCalledWith(people[1]);
    await user.keyboard('a');
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('reaches the rows with Tab, in order', async () => {
    const { user } = renderTable({ onRowClick: jest.fn(), searchable: false, rowActions: undefined });
    await user.tab();
    expect(rowOf('Ana')).toHaveFocus();
    await user.tab();
    expect(rowOf('Bruno')).toHaveFocus();
  });

  it('does not open the row through the buttons inside it, by click or by Enter', async () => {
    const onRowClick = jest.fn();
    const onEdit = jest.fn();
    const { user } = renderTable({
      onRowClick,
      rowActions: (p) => (
        <Button size="xs" aria-label={`Editar ${p.name}`} onClick={() => onEdit(p)}>
          Editar
        </Button>
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Editar Ana' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Editar Ana' }).focus();
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledTimes(2);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('does not open the row through what a row renders in a portal (menus, dialogs)', async () => {
    const onRowClick = jest.fn();
    const { user } = renderTable({
      onRowClick,
      rowActions: (p) => (
        <Portal>
          <div>{`Menu de ${p.name}`}</div>
        </Portal>
      ),
    });
    await user.click(screen.getByText('Menu de Ana'));
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('leaves rows out of the tab order when they do not open', () => {
    renderTable();
    expect(rowOf('Ana')).not.toHaveAttribute('tabindex');
  });
});

describe('DataTable: less important columns collapse into the row detail', () => {
  it('shows every column while the box has room', () => {
    const layout = layoutWidth(900);
    try {
      renderTable();
      layout.report();
      expect(headers()).toEqual(['Nome', 'Cidade', 'Desde', 'Salário', 'Ações']);
      expect(screen.queryByRole('button', { name: /^Mais informações/ })).not.toBeInTheDocument();
    } finally {
      layout.restore();
    }
  });

  it('moves a column below its width into "Mais informações", which shows its header and value', async () => {
    const layout = layoutWidth(600);
    try {
      const onRowClick = jest.fn();
      const { user } = renderTable({ onRowClick });
      layout.report();
      expect(headers()).toEqual(['Nome', 'Desde', 'Salário', 'Ações']);
      expect(screen.queryByText('Recife')).not.toBeInTheDocument();

      const more = screen.getByRole('button', { name: 'Mais informações de Ana' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      await user.click(more);
      expect(onRowClick).not.toHaveBeenCalled();
      const less = screen.getByRole('button', { name: 'Menos informações de Ana' });
      expect(less).toHaveAttribute('aria-expanded', 'true');
      const detail = document.getElementById(less.getAttribute('aria-controls') ?? '') as HTMLElement;
      expect(detail).toHaveAttribute('data-row-detail');
      expect(within(detail).getByText('Cidade').tagName).toBe('DT');
      expect(within(detail).getByText('Recife').tagName).toBe('DD');
      // The detail sits right under its row and spans the table.
      expect(rowOf('Ana').nextElementSibling).toBe(detail);
      expect(within(detail).getByRole('cell')).toHaveAttribute('colspan', '4');

      await user.click(less);
      expect(screen.queryByText('Recife')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mais informações de Ana' })).toHaveAttribute('aria-expanded', 'false');
    } finally {
      layout.restore();
    }
  });

  it('collapses and restores columns as the box is resized', () => {
    const layout = layoutWidth(900);
    try {
      renderTable();
      layout.report();
      expect(headers()).toContain('Cidade');
      layout.resize(650);
      expect(headers()).not.toContain('Cidade');
      expect(screen.getByRole('button', { name: 'Mais informações de Bruno' })).toBeInTheDocument();
      layout.resize(700);
      expect(headers()).toContain('Cidade');
    } finally {
      layout.restore();
    }
  });

  it('adds an "Ações" column for the detail button when the table has no actions, named by rowLabel', () => {
    const layout = layoutWidth(500);
    try {
      renderTable({ rowActions: undefined, rowLabel: (p) => `pessoa ${p.id}` });
      layout.report();
      expect(headers()).toEqual(['Nome', 'Desde', 'Salário', 'Ações']);
      expect(screen.getByRole('button', { name: 'Mais informações de pessoa 2' })).toBeInTheDocument();
    } finally {
      layout.restore();
    }
  });
});

describe('DataTable: figures never wrap', () => {
  it('keeps money and numbers (align end) on one line with tabular figures, and nowrap columns on one line', () => {
    renderTable();
    const money = getComputedStyle(screen.getByRole('cell', { name: 'R$ 12.345,67' }));
    expect(money.whiteSpace).toBe('nowrap');
    expect(money.getPropertyValue('font-variant-numeric')).toBe('tabular-nums');
    expect(getComputedStyle(screen.getByRole('cell', { name: '01/02/2020' })).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByRole('cell', { name: 'Recife' })).whiteSpace).not.toBe('nowrap');
  });
});

describe('TableScrollBox: hand-made tables', () => {
  it('keeps cells marked data-numeric on one line with tabular figures, and can pin the last column', () => {
    renderWithProviders(
      <TableScrollBox stickyLastColumn>
        <Table.Root aria-label="Totais">
          <Table.Body>
            <Table.Row>
              <Table.Cell>Som</Table.Cell>
              <Table.Cell>Equipamentos de som e luz</Table.Cell>
              <Table.Cell textAlign="end" data-numeric="">
                R$ 123.456,78
              </Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </TableScrollBox>,
    );
    const money = getComputedStyle(screen.getByRole('cell', { name: 'R$ 123.456,78' }));
    expect(money.whiteSpace).toBe('nowrap');
    expect(money.getPropertyValue('font-variant-numeric')).toBe('tabular-nums');
    expect(money.position).toBe('sticky');
    expect(money.right).toMatch(/^0(px)?$/);
    expect(getComputedStyle(screen.getByRole('cell', { name: 'Equipamentos de som e luz' })).position).not.toBe('sticky');
  });
});

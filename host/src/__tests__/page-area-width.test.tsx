/**
 * Issue 30, the menu switch: the layout tells the shared tables the page area's inner width, so a
 * list opened for the first time is drawn in its layout at once (not the widest one, redrawn when its
 * own box is measured).
 */
import { act, renderWithProviders, screen, within } from '@sge/shared/testing';
import { DataTable, useClientList, type DataTableColumn } from '@sge/shared/ui';
import { DefaultLayout } from '../shell/default-layout';

interface Row {
  id: number;
  name: string;
  city: string;
}
const rows: Row[] = [{ id: 1, name: 'Ana', city: 'Recife' }];
const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Nome' },
  { key: 'city', header: 'Cidade', hideBelow: 700 },
];

function List() {
  const list = useClientList(rows, { columns });
  return <DataTable aria-label="Pessoas" columns={columns} list={list} getRowId={(r) => r.id} />;
}

/** A ResizeObserver whose reports the test delivers, to the elements it names. */
function fakeObserver() {
  const observed: { callback: ResizeObserverCallback; target: Element }[] = [];
  const original = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      observed.push({ callback: this.callback, target });
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  return {
    report(target: Element, width: number) {
      act(() => {
        for (const o of observed.filter((x) => x.target === target)) {
          o.callback([{ target, contentRect: { width } } as unknown as ResizeObserverEntry], {} as ResizeObserver);
        }
      });
    },
    restore() {
      globalThis.ResizeObserver = original;
    },
  };
}

const session = { token: 't', role: 'ADMIN' as const, username: 'admin', id: 1 };

beforeEach(() => {
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ data: [], meta: { total: 0, page: 1, pageSize: 20 } }))) as typeof fetch;
});

it("draws a page's table opened later in the layout of the page area's measured width", () => {
  const observer = fakeObserver();
  try {
    const { rerender } = renderWithProviders(<DefaultLayout>painel</DefaultLayout>, { session, route: '/' });
    observer.report(screen.getByRole('main'), 600);
    rerender(
      <DefaultLayout>
        <List />
      </DefaultLayout>,
    );
    // Its own box not measured yet: the narrow layout already (the city in the row's detail).
    const headers = within(screen.getByRole('table', { name: 'Pessoas' })).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).not.toContain('Cidade');
  } finally {
    observer.restore();
  }
});

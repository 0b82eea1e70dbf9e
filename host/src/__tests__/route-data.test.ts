import { setApiBase } from '@sge/shared/http';
import { useSessionStore } from '@sge/shared/session';
import { writeTablePagination } from '@sge/shared/ui';
import { lazyRoute, loadRoute, prefetchRouteData, routeDataQuery } from '../routes/route-loader';
import { ROUTES, findRoute } from '../routes/route-table';

const page = () => new Response(JSON.stringify({ data: [], meta: { total: 0, page: 1, pageSize: 10 } }), { status: 200 });

beforeEach(() => {
  setApiBase('/api');
  localStorage.clear();
  useSessionStore.getState().signOut();
});

it("asks page 1 of the route's list with the page size the user keeps", () => {
  expect(routeDataQuery(findRoute('/events'))).toEqual({ page: 1, pageSize: 10 });
  writeTablePagination('employees', { itemsPerPage: 50, currentPage: 3 });
  expect(routeDataQuery(findRoute('/employees'))).toEqual({ page: 1, pageSize: 50 });
  expect(routeDataQuery(findRoute('/'))).toBeNull();
});

it('prefetches signed in only, once for the same page, and the data paths are API paths of remote pages', () => {
  const fetchMock = jest.fn().mockImplementation(() => Promise.resolve(page()));
  globalThis.fetch = fetchMock;
  prefetchRouteData(findRoute('/financial/budgets'));
  expect(fetchMock).not.toHaveBeenCalled();
  useSessionStore.getState().signIn({ token: 'tk', role: 'ADMIN', username: 'admin', id: 1, photoUrl: null });
  prefetchRouteData(findRoute('/financial/budgets'));
  prefetchRouteData(findRoute('/financial/budgets'));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0][0]).toBe('/api/budgets?page=1&pageSize=10');
  for (const route of ROUTES.filter((r) => r.data)) {
    expect(route.source.kind).toBe('remote');
    expect(route.data!.path).toMatch(/^\/[a-z-]+(\/[a-z-]+)?$/);
    for (const path of route.data!.also ?? []) expect(path).toMatch(/^\/[a-z-]+(\/[a-z-]+)?$/);
  }
});

it("prefetches the page's other first requests with its list: the stock overview's figures", () => {
  const fetchMock = jest.fn().mockImplementation(() => Promise.resolve(page()));
  globalThis.fetch = fetchMock;
  useSessionStore.getState().signIn({ token: 'tk', role: 'COORDINATOR', username: 'coordenador', id: 3, photoUrl: null });
  prefetchRouteData(findRoute('/inventory'));
  expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/inventory/items?page=1&pageSize=10', '/api/inventory/overview']);
});

it('gives React a page whose code has arrived at once (no suspense after a hover preloaded it)', async () => {
  const Page = () => null;
  const route = { path: '/x', title: 'X', layout: 'default' as const, source: { kind: 'host' as const, load: () => Promise.resolve({ default: Page }) } };
  const before = jest.fn();
  lazyRoute(route).then(before);
  expect(before).not.toHaveBeenCalled();
  await loadRoute(route);
  const after = jest.fn();
  lazyRoute(route).then(after);
  expect(after).toHaveBeenCalledWith({ default: Page });
});

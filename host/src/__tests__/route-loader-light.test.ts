/**
 * The start preloads the opened page's code and first request behind the splash (startup.tsx). The
 * loader must not need the UI entry: in the build that entry brings the Chakra chunk, and the page's
 * requests would wait for it to arrive and run (on a phone, about half a second later).
 */
jest.mock('@sge/shared/ui', () => {
  throw new Error('route-loader imported @sge/shared/ui');
});

it('loads without the UI entry, and still asks the stored page size of the list', () => {
  localStorage.setItem('sge:table-pagination', JSON.stringify({ events: { itemsPerPage: 20, currentPage: 3 } }));
  let loader: typeof import('../routes/route-loader') | undefined;
  jest.isolateModules(() => {
    loader = jest.requireActual<typeof import('../routes/route-loader')>('../routes/route-loader');
  });
  const { findRoute } = jest.requireActual<typeof import('../routes/route-table')>('../routes/route-table');
  expect(loader?.routeDataQuery(findRoute('/events'))).toEqual({ page: 1, pageSize: 20 });
});

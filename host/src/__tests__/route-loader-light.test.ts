/**
 * The start preloads the opened page's code and first request behind the splash (startup.tsx). The
 * loader must not need the UI entry: in the build that entry brings the Chakra chunk, and the page's
 * requests would wait for it to arrive and run (on a phone, about half a second later).
 */
jest.mock('@sge/shared/ui', () => {
  throw new Error('route-loader imported @sge/shared/ui');
});

it('loads without the UI entry, and runs the page\'s own prefetch once its code is there', async () => {
  const prefetch = jest.fn();
  const Page = () => null;
  let loader: typeof import('../routes/route-loader') | undefined;
  let session: typeof import('@sge/shared/session') | undefined;
  jest.isolateModules(() => {
    loader = jest.requireActual<typeof import('../routes/route-loader')>('../routes/route-loader');
    session = jest.requireActual<typeof import('@sge/shared/session')>('@sge/shared/session');
  });
  session!.useSessionStore.getState().signIn({ token: 'tk', role: 'ADMIN', username: 'admin', id: 1, photoUrl: null });
  const route = { path: '/x', title: 'X', layout: 'default' as const, source: { kind: 'host' as const, load: () => Promise.resolve({ default: Page, prefetch }) } };
  loader!.prefetchRouteData(route);
  await loader!.loadRoute(route);
  await Promise.resolve();
  expect(prefetch).toHaveBeenCalledTimes(1);
});

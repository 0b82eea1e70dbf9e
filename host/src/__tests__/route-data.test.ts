import { useSessionStore } from '@sge/shared/session';
import { lazyRoute, loadRoute, prefetchRouteData } from '../routes/route-loader';
import { ROUTES } from '../routes/route-table';

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signOut();
});

const routeWith = (path: string, prefetch: jest.Mock) => ({
  path,
  title: 'X',
  layout: 'default' as const,
  source: { kind: 'host' as const, load: () => Promise.resolve({ default: () => null, prefetch }) },
});

it("starts a page's first query (its module's prefetch) once its code has arrived, signed in only", async () => {
  const signedOut = jest.fn();
  prefetchRouteData(routeWith('/a', signedOut));
  await loadRoute(routeWith('/a', signedOut));
  await Promise.resolve();
  expect(signedOut).not.toHaveBeenCalled();

  useSessionStore.getState().signIn({ token: 'tk', role: 'ADMIN', username: 'admin', id: 1, photoUrl: null });
  const prefetch = jest.fn();
  const route = routeWith('/b', prefetch);
  prefetchRouteData(route);
  await loadRoute(route);
  await Promise.resolve();
  expect(prefetch).toHaveBeenCalledTimes(1);
});

it('keeps no map of API requests beside the routes: a route only says what to load', () => {
  for (const route of ROUTES) expect(Object.keys(route).sort()).toEqual(['layout', 'path', 'source', 'title']);
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

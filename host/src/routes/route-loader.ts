/**
 * Loads route components on demand and remembers each load, so a preload (3 s after start, or on
 * hover) and the later navigation share one request. A failed load is forgotten so it can be retried.
 */
import type { ComponentType } from 'react';
import { checkRouteAccess } from '@sge/shared/access';
import { useSessionStore } from '@sge/shared/session';
import { loadRemoteModule, resetRemote, type RemoteModule } from '../federation/remotes';
import { NOT_FOUND_ROUTE, findRoute, type AppRoute } from './route-table';
import { VENUE_PAGE } from '../shell/venue-path';

/**
 * A route's module: its page, and what the page asks first, for its preload. A remote page exports
 * `prefetch`, which starts its first query through the server-state layer with the page's own key
 * (`prefetchList(list)`), so the preload and the page share one cache entry.
 */
type Loaded = RemoteModule<ComponentType>;
const cache = new Map<string, Promise<Loaded>>();
/** Routes whose code has arrived (a hover preloaded it): their page renders without suspending. */
const loaded = new Map<string, Loaded>();

export function loadRoute(route: AppRoute): Promise<Loaded> {
  const cached = cache.get(route.path);
  if (cached) return cached;
  const promise =
    route.source.kind === 'host' ? route.source.load() : loadRemoteModule<ComponentType>(route.source.remote, route.source.module);
  const guarded = promise.then(
    (module) => {
      loaded.set(route.path, module);
      return module;
    },
    (error: unknown) => {
      cache.delete(route.path);
      throw error;
    },
  );
  cache.set(route.path, guarded);
  return guarded;
}

/**
 * The route's code for React.lazy: when it has already arrived, a thenable that resolves at once, so
 * React renders the page in the same pass (no 'Carregando...' fallback and second commit after a
 * menu hover preloaded it); otherwise the load.
 */
export function lazyRoute(route: AppRoute): PromiseLike<Loaded> {
  const module = loaded.get(route.path);
  if (!module) return loadRoute(route);
  return { then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(module) : (module as never)) } as PromiseLike<Loaded>;
}

/** Starts loading a route in the background; errors are ignored here (the page shows them). */
export function preloadRoute(route: AppRoute): void {
  loadRoute(route).catch(() => undefined);
}

/** Forgets a failed route (and its remote) so 'Tentar novamente' fetches it again. */
export function resetRoute(route: AppRoute): void {
  cache.delete(route.path);
  loaded.delete(route.path);
  if (route.source.kind === 'remote') resetRemote(route.source.remote);
}

export const isRouteLoaded = (path: string): boolean => cache.has(path);

/**
 * Starts the page's code and, signed in, its first data request (hover or focus of its menu entry,
 * the 3 s preload, the start): the page exports `prefetch`, run once its code has arrived.
 */
export function prefetchRouteData(route: AppRoute): void {
  const signedIn = Boolean(useSessionStore.getState().token);
  loadRoute(route)
    .then((module) => (signedIn && useSessionStore.getState().token ? module.prefetch?.() : undefined))
    .catch(() => undefined);
}

let venuePage: Promise<Loaded> | null = null;

/**
 * The events remote's light page of the venue path (shell/venue-path.ts); one load, shared by the
 * start's preload and the venue layout. A failed load is forgotten.
 */
export function loadVenuePage(): Promise<Loaded> {
  if (venuePage) return venuePage;
  const load = loadRemoteModule<ComponentType>(VENUE_PAGE.remote, VENUE_PAGE.module);
  venuePage = load;
  load.catch(() => {
    venuePage = null;
    resetRemote(VENUE_PAGE.remote);
  });
  return load;
}

/**
 * At start, signed in: the page the app opens on (a reload, a bookmark, the installed app's
 * /events) starts loading its code and its first list request behind the splash, instead of after
 * it. Only a page the role may open; the list only when the URL has no query (the page then asks
 * exactly page 1). Returns the route it started, or null. On the venue path (`venue`) it is the
 * remote's light page that loads, not the Chakra page, with what its screen asks first for this
 * URL (its `prefetch(search)`: the cards' first page, or the gate screen's event and staff).
 */
export function preloadStartRoute(pathname: string, search: string, venue = false): AppRoute | null {
  const { token, role } = useSessionStore.getState();
  const route = findRoute(pathname);
  if (!token || route === NOT_FOUND_ROUTE || checkRouteAccess(route.path, role, true) !== 'allow') return null;
  if (venue)
    loadVenuePage()
      .then((module) => (useSessionStore.getState().token ? module.prefetch?.(search) : undefined))
      .catch(() => undefined);
  else if (search) preloadRoute(route);
  else prefetchRouteData(route);
  return route;
}

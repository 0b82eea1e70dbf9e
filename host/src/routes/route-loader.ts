/**
 * Loads route components on demand and remembers each load, so a preload (3 s after start, or on
 * hover) and the later navigation share one request. A failed load is forgotten so it can be retried.
 */
import type { ComponentType } from 'react';
import { loadRemoteModule, resetRemote } from '../federation/remotes';
import type { AppRoute } from './route-table';

type Loaded = { default: ComponentType };
const cache = new Map<string, Promise<Loaded>>();

export function loadRoute(route: AppRoute): Promise<Loaded> {
  const cached = cache.get(route.path);
  if (cached) return cached;
  const promise =
    route.source.kind === 'host' ? route.source.load() : loadRemoteModule<ComponentType>(route.source.remote, route.source.module);
  const guarded = promise.catch((error: unknown) => {
    cache.delete(route.path);
    throw error;
  });
  cache.set(route.path, guarded);
  return guarded;
}

/** Starts loading a route in the background; errors are ignored here (the page shows them). */
export function preloadRoute(route: AppRoute): void {
  loadRoute(route).catch(() => undefined);
}

/** Forgets a failed route (and its remote) so 'Tentar novamente' fetches it again. */
export function resetRoute(route: AppRoute): void {
  cache.delete(route.path);
  if (route.source.kind === 'remote') resetRemote(route.source.remote);
}

export const isRouteLoaded = (path: string): boolean => cache.has(path);

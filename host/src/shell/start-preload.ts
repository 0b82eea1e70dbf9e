/**
 * The start's downloads: /remotes.json (SPEC §4's configuration step) and, signed in, the opened
 * page's code and first list request (route-loader.ts, its own chunk, which the lean /login does not
 * load). Begun by the entry (index.ts) beside the app's own code when a session is stored, and
 * taken over by the splash's first step, so nothing is fetched twice; without an early start the
 * step begins them itself.
 */
import { http } from '@sge/shared/http';
import { useSessionStore } from '@sge/shared/session';
import { initRemotes } from '../federation/remotes';
import { startsOnVenuePath } from './venue-path';

const preloadStartPage = (): void => {
  if (!useSessionStore.getState().token) return;
  const { pathname, search } = window.location;
  // The venue path: its layout's chunk too (app.tsx renders it once the splash is done), and the
  // shared contract its remote page reads (the events store's messages). Loaded by the host now,
  // the remote takes this copy (federation's 'loaded-first') instead of fetching its own after its
  // entry has run: the last request before the first paint on Lighthouse's simulated phone.
  const venue = startsOnVenuePath(true);
  if (venue) {
    void import('./venue-layout').catch(() => undefined);
    void import('@sge/shared/contract').catch(() => undefined);
  }
  void import('../routes/route-loader').then((m) => m.preloadStartRoute(pathname, search, venue)).catch(() => undefined);
};

/**
 * The answers the splash's later steps wait for (SPEC §4: user data, then system data), asked now
 * beside the rest: the steps still run in order and each takes its answer (`http.prefetch`), but no
 * step waits a round trip after the one before (Lighthouse's simulated phone chained them after
 * react-dom, before the first screen). Signed in only: signed out, the steps ask /health themselves.
 */
export const START_DATA_PATHS = ['/auth/me', '/health', '/settings'] as const;

const prefetchStartData = (): void => {
  if (!useSessionStore.getState().token) return;
  for (const path of START_DATA_PATHS) http.prefetch(path);
};

const run = (): Promise<void> => {
  // /remotes.json first: the page's code waits on it (then on the remote's manifest), the steps'
  // answers only on the splash; on HTTP/1.1's six connections the order they are asked in counts.
  const remotes = initRemotes();
  prefetchStartData();
  return remotes.then(preloadStartPage);
};

let early: Promise<void> | null = null;
/** Whether the splash's first step has run: an early start after it would ask everything twice. */
let taken = false;

/** Begins the start's downloads now (the entry, signed in); the splash's first step takes them over. */
export function beginStartPreload(): void {
  if (!taken) early ??= run();
}

/** The splash's first step: the downloads begun early, or begun now. A retried start begins anew. */
export function startPagePreload(): Promise<void> {
  taken = true;
  const started = early ?? run();
  early = null;
  return started;
}

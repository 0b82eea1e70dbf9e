/**
 * The one QueryClient of every app (a federation singleton through @sge/shared/query), and its
 * rules: SPEC §4's 401/403 are never retried (the http client has already applied them), a network
 * failure or a 5xx is retried at most twice with backoff, a failure is told once after the last
 * attempt, every accepted write marks stale what it changed (invalidation.ts), and signing out (or
 * in as someone else) empties the cache (LGPD, as the device stores are emptied).
 */
import { QueryCache, QueryClient, onlineManager, type Query } from '@tanstack/react-query';
import { ApiError, onApiWrite } from '@sge/shared/http';
import { currentPage, notify } from '@sge/shared/notify';
import { useSessionStore } from '@sge/shared/session';
import { rootsChangedBy } from './invalidation';

/** How long an answer counts as fresh: a page opened (or gone back to) within it asks nothing again. */
export const FRESH_MS = 10_000;
/** How long an answer no page shows is kept (SPEC §9: cache default TTL 300 s). */
export const CACHE_TTL_MS = 300_000;
/** Attempts after the first failed one, for a network failure or a 5xx. */
export const MAX_RETRIES = 2;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** False: the page shows the failure itself (inline, with its own text); nothing is notified. */
      notifyError?: boolean;
      /** The text notified on failure instead of the server's message (SPEC §8 catalogues). */
      errorText?: string;
    };
  }
}

/** Whether a failed attempt is worth another: no response, or the server's fault. Never a 4xx. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && !error.aborted && (error.status === 0 || error.status >= 500);
}

/** Backoff before retry `attempt` (0-based): 1 s, then 2 s. */
export const retryDelay = (attempt: number): number => 1000 * 2 ** attempt;

/** The http client has already told the user of a 401/403 (session rules) and of nothing cancelled. */
const alreadyTold = (error: unknown): boolean =>
  error instanceof ApiError && (error.aborted || error.status === 401 || error.status === 403);

function tellFailure(error: unknown, query: Query<unknown, unknown, unknown>): void {
  if (query.meta?.notifyError === false || alreadyTold(error)) return;
  // The failure belongs to this page: it does not follow the user to the next one.
  notify.error(query.meta?.errorText ?? (error instanceof Error ? error.message : 'Ocorreu um erro'), { page: currentPage() });
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: tellFailure }),
  defaultOptions: {
    queries: {
      staleTime: FRESH_MS,
      gcTime: CACHE_TTL_MS,
      retry: (failures, error) => failures < MAX_RETRIES && isRetryable(error),
      retryDelay,
      refetchOnWindowFocus: false,
      // The connection back: the page's data loads again even when fresh (what changed meanwhile,
      // and a session that expired offline meets its 401 and goes to /login, SPEC §7).
      refetchOnReconnect: 'always',
    },
    mutations: { retry: false },
  },
});

/** Marks stale every query under the roots a write to `path` changes; those on screen fetch again. */
export function invalidateAfterWrite(path: string): Promise<void> {
  return Promise.all(rootsChangedBy(path).map((root) => queryClient.invalidateQueries({ queryKey: [root] }))).then(() => undefined);
}

onApiWrite((path) => void invalidateAfterWrite(path));

// The browser's connection state, from the start: an installed app opened with no connection waits
// for one instead of failing its requests (queries that read the device say `networkMode: 'always'`).
onlineManager.setEventListener((setOnline) => {
  if (typeof window === 'undefined') return undefined;
  const update = () => setOnline(navigator.onLine !== false);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
});

// The one client lives as long as the app, with no QueryClientProvider to mount it (the hooks are
// given it): mounted here, it follows the connection (refetchOnReconnect) from the start.
queryClient.mount();

// Sign-out (or another user signing in) empties the cache: no answer outlives its session.
useSessionStore.subscribe((state, previous) => {
  const sameUser = state.token !== null && previous.token !== null && state.user?.id === previous.user?.id;
  if (state.token === previous.token || sameUser) return;
  void queryClient.cancelQueries();
  queryClient.clear();
});

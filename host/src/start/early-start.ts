/**
 * What the entry (index.ts) begins before React and the splash, for a stored session. Signed in,
 * every screen renders inside the Chakra part (shell/rich-app.tsx) and the opened page comes from a
 * remote; fetched only once React had mounted the splash, they waited on a chain: main.js → react-dom
 * → the splash's first step → Chakra, /remotes.json → the remote → the page. Begun here, they load
 * beside react-dom (Lighthouse's simulated phone: Chakra's request came about 1.2 s after main.js
 * had run). Signed out, nothing starts: the lean /login never loads Chakra before the user acts on it.
 *
 * This module is part of main.js and imports nothing: shared singletons are only consumed behind
 * the entry's async boundary, so the loads (and the venue path's decision) are handed in.
 */

/** localStorage key of the session token: `STORAGE_KEYS.token` of `@sge/shared/session` (checked by a test). */
export const SESSION_TOKEN_KEY = 'token';

/** Whether a session is stored on this device (a storage that cannot be read counts as none). */
export function hasStoredSession(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return Boolean(storage?.getItem(SESSION_TOKEN_KEY));
  } catch {
    return false;
  }
}

export interface EarlyLoads {
  /** The Chakra part of the app. */
  richApp: () => Promise<unknown>;
  /** The start's downloads (shell/start-preload.ts). */
  startPreload: () => Promise<{ beginStartPreload: () => void }>;
}

/** The path of the remotes' configuration (federation/remotes.ts reads it). */
export const REMOTES_CONFIG_PATH = '/remotes.json';

let remotesConfig: Promise<Response> | null = null;

/**
 * Asks /remotes.json now. The remote of the opened page is found through it, then through the
 * remote's own manifest: asked by the entry instead of once the start's code had arrived, the chain
 * to the page's code starts about a second earlier on Lighthouse's simulated phone.
 */
export function beginRemotesConfig(fetchImpl: typeof fetch): void {
  if (remotesConfig) return;
  remotesConfig = fetchImpl(REMOTES_CONFIG_PATH, { cache: 'no-cache' });
  remotesConfig.catch(() => undefined);
}

/** The answer begun by {@link beginRemotesConfig}, once; null when none was begun. */
export function takeRemotesConfig(): Promise<Response> | null {
  const begun = remotesConfig;
  remotesConfig = null;
  return begun;
}

/**
 * Begins the loads for a stored session; returns whether it did. Failures are left to the app's own
 * loads. On the venue path (shell/venue-path.ts), painted without Chakra, the Chakra part waits for
 * the browser to be idle after the first paint.
 */
export function beginEarlyStart(storage: Pick<Storage, 'getItem'> | undefined, loads: EarlyLoads, venue: () => boolean = () => false): boolean {
  if (!hasStoredSession(storage)) return false;
  if (typeof fetch === 'function') beginRemotesConfig(fetch);
  if (!venue()) void loads.richApp().catch(() => undefined);
  // Begun in a task of its own: its module arrives with the app's own code, whose evaluation would
  // otherwise run these requests in the same long task.
  void loads
    .startPreload()
    .then((m) => {
      setTimeout(() => m.beginStartPreload(), 0);
    })
    .catch(() => undefined);
  return true;
}

/**
 * Runtime remotes: the host reads /remotes.json at start and, when the first remote page is opened,
 * registers each remote's manifest URL, so a team redeploys its remote without rebuilding the host.
 * Nothing is fetched from a remote until then: /login never pays for it. The federation runtime's
 * API is imported with this module (its 1.4 KB re-export the runtime main.js already runs): asked
 * on demand, its chunk was one more round trip before a remote's manifest, the last link of the
 * chain to a phone's first screen.
 */
import * as federationRuntime from '@module-federation/enhanced/runtime';
import { isRemoteLoadFailure } from './runtime-plugin';
import { REMOTES_CONFIG_PATH, takeRemotesConfig } from '../start/early-start';

export const REMOTE_NAMES = ['events', 'financial', 'inventory', 'registration', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const DEFAULT_REMOTES: Record<RemoteName, string> = {
  events: '/remotes/events/mf-manifest.json',
  financial: '/remotes/financial/mf-manifest.json',
  inventory: '/remotes/inventory/mf-manifest.json',
  registration: '/remotes/registration/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
};

let registered: Record<string, string> = { ...DEFAULT_REMOTES };
/** Whether the remotes were handed to the federation runtime, and which to hand again (a retry). */
let registration: Promise<void> | null = null;
const toReset = new Set<string>();

const absolute = (url: string): string => new URL(url, window.location.origin).toString();

/** Fetches /remotes.json (falling back to the default single-origin layout) and registers the remotes. */
export async function initRemotes(fetchImpl: typeof fetch = fetch): Promise<Record<string, string>> {
  let config: Record<string, string> = { ...DEFAULT_REMOTES };
  try {
    // Begun by the entry for a stored session (start/early-start.ts), or asked now.
    const response = await (takeRemotesConfig() ?? fetchImpl(REMOTES_CONFIG_PATH, { cache: 'no-cache' }));
    if (response.ok) config = { ...config, ...((await response.json()) as Record<string, string>) };
  } catch {
    // Offline or unreachable: the defaults are the single-origin deployment (and what the worker cached).
  }
  registered = config;
  registration = null;
  return config;
}

/** Registers the configured remotes with the federation runtime (once), and re-registers reset ones. */
async function ensureRegistered(): Promise<typeof federationRuntime> {
  registration ??= Promise.resolve().then(() => {
    toReset.clear();
    federationRuntime.registerRemotes(
      Object.entries(registered).map(([name, entry]) => ({ name, entry: absolute(entry) })),
      { force: true },
    );
  });
  await registration;
  const again = [...toReset].filter((name) => registered[name]);
  toReset.clear();
  if (again.length) federationRuntime.registerRemotes(again.map((name) => ({ name, entry: absolute(registered[name]) })), { force: true });
  return federationRuntime;
}

/** Forgets a failed remote so the next load starts afresh ('Tentar novamente'). */
export function resetRemote(name: string): void {
  toReset.add(name);
}

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: string, reason: string) {
    super(reason);
    this.name = 'RemoteUnavailableError';
  }
}

/** What a remote page's module gives the host: its page, and its route's data preload (route-loader.ts). */
export interface RemoteModule<T> {
  default: T;
  /** The venue page's (the start's preload) takes the opened URL's query. */
  prefetch?: (search?: string) => unknown;
}

/**
 * Loads `remote/Module` and returns its default export and its `prefetch` (a page's first query,
 * which the menu's hover starts), or throws RemoteUnavailableError.
 */
export async function loadRemoteModule<T>(remote: string, module: string): Promise<RemoteModule<T>> {
  let loaded: unknown;
  try {
    const { loadRemote } = await ensureRegistered();
    loaded = await loadRemote<{ default: T }>(`${remote}/${module}`);
  } catch (e) {
    throw new RemoteUnavailableError(remote, e instanceof Error ? e.message : String(e));
  }
  if (isRemoteLoadFailure(loaded)) throw new RemoteUnavailableError(remote, loaded.reason);
  const mod = loaded as Partial<RemoteModule<T>> | null | undefined;
  if (!mod || mod.default === undefined) throw new RemoteUnavailableError(remote, `${remote}/${module} has no default export`);
  return typeof mod.prefetch === 'function' ? { default: mod.default, prefetch: mod.prefetch } : { default: mod.default };
}

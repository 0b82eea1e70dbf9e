/**
 * Federation runtime plugin: a remote that is down or hangs must break only its own area. The
 * manifest fetch and the remoteEntry script get timeouts, and a failed load resolves to a marker
 * module that the host's remote page turns into its pt-BR fallback.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

export const MANIFEST_TIMEOUT_MS = 8000;
export const SCRIPT_TIMEOUT_MS = 15000;

/** Returned instead of a module when a remote cannot be loaded. */
export interface RemoteLoadFailure {
  __sgeRemoteLoadFailure: true;
  id: string;
  reason: string;
}

export const isRemoteLoadFailure = (value: unknown): value is RemoteLoadFailure =>
  typeof value === 'object' && value !== null && '__sgeRemoteLoadFailure' in value;

/**
 * The remotes are built without their own copy of the federation runtime (`externalRuntime`, about
 * 18 KB of brotli and its evaluation per remote): they use the host's, which must be in place
 * before the first remoteEntry runs. The host's own copy (the same module its bundler runtime uses,
 * so main.js carries it once).
 */
export function provideRuntimeCore(global: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): void {
  global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

/**
 * Lets the browser run other tasks before the caller goes on (`scheduler.yield` where the browser has
 * it, else a fresh macrotask).
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Each shared module is resolved (its versions compared) and its chunk asked in a task of its own:
 * run back to back inside the task that asked the page's code, they made one long task (about 50 ms
 * on a slow core, four times that on Lighthouse's simulated phone: Total Blocking Time).
 */
async function beforeLoadShare<T>(args: T): Promise<T> {
  await yieldToMain();
  return args;
}

/** The same for the remotes' own federation instances (the modules a remote's page consumes). */
const yieldingSharePlugin = (): ModuleFederationRuntimePlugin => ({ name: 'sge-yielding-share', beforeLoadShare });

export default function sgeRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'sge-remote-resilience',
    beforeInit(args) {
      provideRuntimeCore();
      // Registered globally, it joins every federation instance made after the host's: the remotes'.
      runtimeCore.registerGlobalPlugins([yieldingSharePlugin()]);
      return args;
    },
    beforeLoadShare,
    async fetch(url, init) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), MANIFEST_TIMEOUT_MS);
      try {
        return await fetch(url, { ...init, signal: controller.signal, cache: 'no-cache' });
      } finally {
        clearTimeout(timer);
      }
    },
    createScript() {
      return { timeout: SCRIPT_TIMEOUT_MS };
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle === 'beforeLoadShare') return undefined;
      const failure: RemoteLoadFailure = {
        __sgeRemoteLoadFailure: true,
        id,
        reason: error instanceof Error ? error.message : String(error),
      };
      return failure;
    },
  };
}

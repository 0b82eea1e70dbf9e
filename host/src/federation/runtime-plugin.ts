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

export default function sgeRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'sge-remote-resilience',
    beforeInit(args) {
      provideRuntimeCore();
      return args;
    },
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

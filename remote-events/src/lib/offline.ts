/**
 * How the events area tells "no connection" apart from other failures, and the offline texts both
 * of its features show. The data kept on the device lives in `@sge/shared/offline` (IndexedDB);
 * this module only reads the browser's connection state.
 */
import { ApiError } from '@sge/shared/http';

export const OFFLINE_TEXTS = {
  /** Warning shown when loading switches to the copies on the device (SPEC §8 "Offline"). */
  noConnection: 'Sem conexão - modo offline ativado',
  /** Hint on every action that needs the server while offline. */
  unavailable: 'Indisponível sem conexão',
  availableOffline: 'Disponível offline',
  downloadedAt: (when: string) => `Baixado em ${when}`,
  pendingSync: 'Pendente de sincronização',
} as const;

/** True when the browser says there is no connection (checked before any network wait). */
export const isDeviceOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A request that got no response at all (network error or timeout), as opposed to a refusal. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof ApiError && error.status === 0 && !error.aborted;

/** Either of the above: the server cannot be reached now. */
export const noConnection = (error?: unknown): boolean => isDeviceOffline() || (error !== undefined && isNetworkFailure(error));

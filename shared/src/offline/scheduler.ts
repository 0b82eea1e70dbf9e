/**
 * When to sync (SPEC §9): 2 s after the connection returns, 1 s after start or after a sign-in when
 * PENDING records exist, and as soon as a new record's undo hold ends; retried with back-off while
 * records stay PENDING for a network or server failure. One run at a time (across tabs too, where
 * Web Locks exist). Remembers the last success and the last failure. The snackbar hears only what
 * matters: a sync the user asked for or that followed a reconnection, and records turned down.
 */
import { create } from 'zustand';
import { notify } from '@sge/shared/notify';
import { useSessionStore } from '@sge/shared/session';
import { countPendingRecords, nextSendableAt } from './records';
import { SYNC_MESSAGES, syncPendingRecords, type SyncOptions, type SyncRunResult } from './sync';

export const REJECTED_NOTICE = (count: number): string =>
  count === 1 ? '1 registro não foi aplicado pelo servidor; o motivo aparece na pessoa.' : `${count} registros não foram aplicados pelo servidor; o motivo aparece em cada pessoa.`;

export interface SyncNowOptions extends SyncOptions {
  /** Say "N registros sincronizados" when some were sent (a sync the user asked for, or after reconnecting). */
  announce?: boolean;
}

export const SYNC_DELAYS = { afterOnline: 2000, afterStart: 1000, backoffBase: 2000, backoffMax: 60_000 } as const;
const STATUS_KEY = 'sge:sync-status';

export type SyncPhase = 'idle' | 'syncing';

export interface SyncStatusState {
  phase: SyncPhase;
  pending: number;
  lastSuccessAt: number | null;
  lastFailureAt: number | null;
  lastError: string | null;
}

const readStatus = (): Pick<SyncStatusState, 'lastSuccessAt' | 'lastFailureAt' | 'lastError'> => {
  try {
    const raw = localStorage.getItem(STATUS_KEY);
    if (raw) return JSON.parse(raw) as Pick<SyncStatusState, 'lastSuccessAt' | 'lastFailureAt' | 'lastError'>;
  } catch {
    // Unreadable: start afresh.
  }
  return { lastSuccessAt: null, lastFailureAt: null, lastError: null };
};

/** What the chip and the sync manager card show. */
export const useSyncStatusStore = create<SyncStatusState>()(() => ({ phase: 'idle', pending: 0, ...readStatus() }));

const remember = (patch: Partial<SyncStatusState>): void => {
  useSyncStatusStore.setState(patch);
  const { lastSuccessAt, lastFailureAt, lastError } = useSyncStatusStore.getState();
  try {
    localStorage.setItem(STATUS_KEY, JSON.stringify({ lastSuccessAt, lastFailureAt, lastError }));
  } catch {
    // Storage full or denied: the in-memory status still shows.
  }
};

/** Re-reads how many records are PENDING (after a save, a sync or a purge). */
export async function refreshPendingCount(): Promise<number> {
  const pending = await countPendingRecords().catch(() => 0);
  useSyncStatusStore.setState({ pending });
  return pending;
}

let running: Promise<SyncRunResult> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let holdTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;

/** Failures a retry cannot fix: they wait for the next sign-in. */
const waitsForSignIn = (error: string | null): boolean =>
  error === SYNC_MESSAGES.sessionExpired || error === SYNC_MESSAGES.forbidden || error === SYNC_MESSAGES.notSignedIn;

const online = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

async function runExclusive(options: SyncOptions): Promise<SyncRunResult> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (locks?.request) return locks.request('sge-offline-sync', () => syncPendingRecords(options));
  return syncPendingRecords(options);
}

/**
 * Wakes the sync when the next record may leave: when the earliest undo hold ends, or at once for a
 * record whose hold ended while a run was already under way (that run took its records before).
 */
async function scheduleHoldEnd(): Promise<void> {
  const end = await nextSendableAt().catch(() => null);
  if (end === null) return;
  if (holdTimer) clearTimeout(holdTimer);
  holdTimer = setTimeout(() => {
    holdTimer = null;
    if (online()) void syncNow();
  }, Math.max(0, end - Date.now()) + 50);
}

function scheduleRetry(): void {
  if (retryTimer) clearTimeout(retryTimer);
  const delay = Math.min(SYNC_DELAYS.backoffBase * 2 ** Math.max(0, failures - 1), SYNC_DELAYS.backoffMax);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (online()) void syncNow();
  }, delay);
}

/**
 * Runs a sync now (or joins the one running; a flush waits for it and then runs). `flush` sends the
 * records still in their undo hold too (sign-out).
 */
export function syncNow(options: SyncNowOptions = {}): Promise<SyncRunResult> {
  if (running) return options.flush ? running.then(() => syncNow(options)) : running;
  useSyncStatusStore.setState({ phase: 'syncing' });
  running = runExclusive({ flush: options.flush })
    .then((result) => {
      if (result.synced > 0 && options.announce) notify.success(SYNC_MESSAGES.success(result.synced));
      if (result.rejected > 0) notify.warning(REJECTED_NOTICE(result.rejected));
      if (result.error) {
        failures++;
        remember({ lastFailureAt: Date.now(), lastError: result.error });
        if (result.pending > 0 && !waitsForSignIn(result.error)) scheduleRetry();
      } else {
        failures = 0;
        remember({ lastSuccessAt: Date.now(), lastError: null });
      }
      return result;
    })
    .catch((error: unknown) => {
      failures++;
      const message = error instanceof Error ? error.message : String(error);
      remember({ lastFailureAt: Date.now(), lastError: message });
      notify.error(SYNC_MESSAGES.error);
      scheduleRetry();
      return { synced: 0, rejected: 0, pending: useSyncStatusStore.getState().pending, error: message };
    })
    .then(async (result) => {
      await refreshPendingCount();
      running = null;
      useSyncStatusStore.setState({ phase: 'idle' });
      if (!result.error) void scheduleHoldEnd();
      return result;
    });
  return running;
}

/** Call right after saving a record: it is sent once its undo hold ends (when online). */
export function notifyRecordSaved(): void {
  void refreshPendingCount();
  void scheduleHoldEnd();
}

/**
 * Signed out (by the user, or by a 401 on any call) with records still PENDING: no sync runs until
 * the next sign-in, so the status says they wait for it, unless it already says why (an expired
 * session met by the sync itself). Without this, a page's 401 that came before the sync left the
 * status silent, or showing the last success.
 */
async function sayWaitingForSignIn(): Promise<void> {
  const pending = await refreshPendingCount();
  if (pending > 0 && !waitsForSignIn(useSyncStatusStore.getState().lastError)) {
    remember({ lastFailureAt: Date.now(), lastError: SYNC_MESSAGES.notSignedIn });
  }
}

/**
 * Starts automatic sync: on start (1 s, if records are PENDING) and when the connection returns
 * (2 s). Returns a stop function.
 */
export function startAutoSync(): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  const onOnline = () => timers.push(setTimeout(() => void syncNow({ announce: true }), SYNC_DELAYS.afterOnline));
  window.addEventListener('online', onOnline);
  const syncIfPending = () =>
    void refreshPendingCount().then((pending) => {
      // The sync 1 s after start re-arms the holds when it ends; otherwise wait for the first hold.
      if (pending > 0 && online()) timers.push(setTimeout(() => void syncNow({ announce: true }), SYNC_DELAYS.afterStart));
      else void scheduleHoldEnd();
    });
  syncIfPending();
  // Records kept at a sign-out, or stopped by an expired session, go with the next sign-in.
  const stopSession = useSessionStore.subscribe((state, prev) => {
    if (state.token && state.token !== prev.token) {
      failures = 0;
      syncIfPending();
    } else if (!state.token && prev.token) {
      void sayWaitingForSignIn();
    }
  });
  return () => {
    window.removeEventListener('online', onOnline);
    stopSession();
    timers.forEach(clearTimeout);
    if (retryTimer) clearTimeout(retryTimer);
    if (holdTimer) clearTimeout(holdTimer);
    retryTimer = null;
    holdTimer = null;
  };
}

/** For tests: forget the run state between cases. */
export function resetSyncState(): void {
  running = null;
  failures = 0;
  if (retryTimer) clearTimeout(retryTimer);
  if (holdTimer) clearTimeout(holdTimer);
  retryTimer = null;
  holdTimer = null;
  useSyncStatusStore.setState({ phase: 'idle', pending: 0, lastSuccessAt: null, lastFailureAt: null, lastError: null });
}

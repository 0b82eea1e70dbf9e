/**
 * When to sync (SPEC §9): 2 s after the connection returns, 1 s after start when PENDING records
 * exist, and right after a new record is saved; retried with back-off while records stay PENDING.
 * One run at a time (across tabs too, where Web Locks exist). Remembers the last success and the
 * last failure, and tells the user through the notification queue.
 */
import { create } from 'zustand';
import { notify } from '@sge/shared/notify';
import { countPendingRecords } from './records';
import { SYNC_MESSAGES, syncPendingRecords, type SyncRunResult } from './sync';

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
let failures = 0;

const online = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

async function runExclusive(): Promise<SyncRunResult> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (locks?.request) return locks.request('sge-offline-sync', () => syncPendingRecords());
  return syncPendingRecords();
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
 * Runs a sync now (or joins the one running). `quiet` skips the success notification when there was
 * nothing to send.
 */
export function syncNow(): Promise<SyncRunResult> {
  if (running) return running;
  useSyncStatusStore.setState({ phase: 'syncing' });
  running = runExclusive()
    .then((result) => {
      if (result.synced > 0) notify.success(SYNC_MESSAGES.success(result.synced));
      if (result.error) {
        failures++;
        remember({ lastFailureAt: Date.now(), lastError: result.error });
        if (result.pending > 0) scheduleRetry();
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
      return result;
    });
  return running;
}

/** Call right after saving an offline record: syncs at once when online. */
export function notifyRecordSaved(): void {
  void refreshPendingCount();
  if (online()) void syncNow();
}

/**
 * Starts automatic sync: on start (1 s, if records are PENDING) and when the connection returns
 * (2 s). Returns a stop function.
 */
export function startAutoSync(): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  const onOnline = () => timers.push(setTimeout(() => void syncNow(), SYNC_DELAYS.afterOnline));
  window.addEventListener('online', onOnline);
  void refreshPendingCount().then((pending) => {
    if (pending > 0 && online()) timers.push(setTimeout(() => void syncNow(), SYNC_DELAYS.afterStart));
  });
  return () => {
    window.removeEventListener('online', onOnline);
    timers.forEach(clearTimeout);
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };
}

/** For tests: forget the run state between cases. */
export function resetSyncState(): void {
  running = null;
  failures = 0;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  useSyncStatusStore.setState({ phase: 'idle', pending: 0, lastSuccessAt: null, lastFailureAt: null, lastError: null });
}

import {
  SYNC_DELAYS,
  SYNC_MESSAGES,
  UNDO_WINDOW_MS,
  REJECTED_NOTICE,
  resetBatchSupport,
  resetSyncState,
  saveOfflineRecord,
  startAutoSync,
  storeEventOffline,
  syncNow,
  notifyRecordSaved,
  useSyncStatusStore,
} from '@sge/shared/offline';
import { useNotificationStore } from '@sge/shared/notify';
import { useSessionStore } from '@sge/shared/session';
import { event, link, mockFetch, resetOfflineDb } from './helpers';

const LOCAL = '2026-11-22T11:00:00.000Z';
let stop: (() => void) | null = null;

type Records = { records: { clientRecordId: string }[] };
const reply = (init: RequestInit, outcome = 'applied') => ({
  status: 200,
  body: {
    data: {
      serverTime: LOCAL,
      results: (JSON.parse(String(init.body)) as Records).records.map((r) => ({
        clientRecordId: r.clientRecordId,
        outcome,
        reason: outcome === 'applied' ? null : 'Entrada descartada',
        eventEmployee: link({ checkIn: LOCAL }),
        replayed: false,
        clockSkewMs: 0,
        clockFlagged: false,
      })),
    },
  },
});
const okServer = () => mockFetch((_url, init) => reply(init));
const sent = (calls: { method: string }[]) => calls.filter((c) => c.method === 'POST');

/** A record out of its undo hold. */
const saveReady = () => saveOfflineRecord({ link: link(), type: 'checkin', time: LOCAL, holdMs: 0 });

const signInAs = (role: string, token = `token-${role}`) =>
  useSessionStore.getState().signIn({ token, role, username: role.toLowerCase(), id: 7, photoUrl: null } as never);

/** Lets IndexedDB (fake-indexeddb runs on the real setImmediate) and promises settle under fake timers. */
const realTimers = jest.requireActual<{ setImmediate: (cb: () => void) => void }>('timers');
const flush = async () => {
  for (let i = 0; i < 20; i++) await new Promise<void>((r) => realTimers.setImmediate(r));
};

beforeEach(async () => {
  await resetOfflineDb();
  resetSyncState();
  resetBatchSupport();
  signInAs('COORDINATOR');
  useNotificationStore.getState().clear();
  await storeEventOffline(event(), [link()]);
});

afterEach(() => {
  stop?.();
  stop = null;
  jest.useRealTimers();
});

it('syncs 1 s after start when records are PENDING', async () => {
  await saveReady();
  const { calls } = okServer();
  jest.useFakeTimers();
  stop = startAutoSync();
  await flush();
  jest.advanceTimersByTime(SYNC_DELAYS.afterStart - 1);
  await flush();
  expect(calls).toHaveLength(0);
  jest.advanceTimersByTime(1);
  await flush();
  expect(sent(calls)).toHaveLength(1);
  expect(useNotificationStore.getState().queue.map((n) => n.text)).toEqual(['1 registros sincronizados com sucesso']);
  expect(useSyncStatusStore.getState()).toMatchObject({ pending: 0, phase: 'idle', lastSuccessAt: expect.any(Number) });
});

it('does nothing at start without PENDING records', async () => {
  const { calls } = okServer();
  jest.useFakeTimers();
  stop = startAutoSync();
  await flush();
  jest.advanceTimersByTime(10_000);
  await flush();
  expect(calls).toHaveLength(0);
});

it('syncs 2 s after the connection returns', async () => {
  const { calls } = okServer();
  jest.useFakeTimers();
  stop = startAutoSync();
  await flush();
  await saveReady();
  window.dispatchEvent(new Event('online'));
  jest.advanceTimersByTime(SYNC_DELAYS.afterOnline - 1);
  await flush();
  expect(calls).toHaveLength(0);
  jest.advanceTimersByTime(1);
  await flush();
  expect(sent(calls)).toHaveLength(1);
});

it('sends a new record quietly once its undo hold ends, not before, one sync at a time', async () => {
  const { calls } = okServer();
  jest.useFakeTimers();
  await saveOfflineRecord({ link: link(), type: 'checkin', time: LOCAL });
  notifyRecordSaved();
  await flush();
  jest.advanceTimersByTime(UNDO_WINDOW_MS - 100);
  await flush();
  expect(calls).toHaveLength(0);
  expect(useSyncStatusStore.getState().pending).toBe(1);
  jest.advanceTimersByTime(200);
  await flush();
  expect(sent(calls)).toHaveLength(1);
  expect(useSyncStatusStore.getState().pending).toBe(0);
  // The tap's confirmation is on its card: no snackbar for a quiet sync.
  expect(useNotificationStore.getState().queue).toEqual([]);
});

it('joins a running sync, and a flush runs again after it', async () => {
  await saveReady();
  const { calls } = okServer();
  const first = syncNow();
  expect(syncNow()).toBe(first);
  await saveOfflineRecord({ link: link(), type: 'checkout', time: '2026-11-22T18:00:00.000Z' });
  const flushed = await syncNow({ flush: true });
  await first;
  expect(flushed.synced).toBe(1);
  expect(sent(calls)).toHaveLength(2);
});

it('says so when the server turns records down', async () => {
  await saveReady();
  mockFetch((_url, init) => reply(init, 'discarded'));
  await syncNow();
  expect(useNotificationStore.getState().queue.map((n) => [n.color, n.text])).toEqual([['warning', REJECTED_NOTICE(1)]]);
});

it('retries with back-off after a failure, remembering when it failed', async () => {
  await saveReady();
  let down = true;
  mockFetch((_url, init) => (down ? (Promise.reject(new TypeError('Failed to fetch')) as never) : reply(init)));
  jest.useFakeTimers();
  await syncNow();
  expect(useSyncStatusStore.getState()).toMatchObject({ pending: 1, lastFailureAt: expect.any(Number) });
  down = false;
  jest.advanceTimersByTime(SYNC_DELAYS.backoffBase);
  await flush();
  expect(useSyncStatusStore.getState().pending).toBe(0);
});

it('after an expired session, reports the failure (not a success) and sends at the next sign-in', async () => {
  await saveReady();
  let expired = true;
  const { calls } = mockFetch((_url, init) => (expired ? { status: 401, body: { message: 'Token inválido ou expirado' } } : reply(init)));
  jest.useFakeTimers();
  stop = startAutoSync();
  await flush();
  jest.advanceTimersByTime(SYNC_DELAYS.afterStart);
  await flush();
  expect(sent(calls)).toHaveLength(1);
  expect(useSyncStatusStore.getState()).toMatchObject({ pending: 1, lastSuccessAt: null, lastError: SYNC_MESSAGES.sessionExpired });
  expect(useNotificationStore.getState().queue).toEqual([]);
  jest.advanceTimersByTime(SYNC_DELAYS.backoffMax);
  await flush();
  expect(sent(calls)).toHaveLength(1);
  expired = false;
  useSessionStore.getState().signOut();
  signInAs('FINANCIAL');
  await flush();
  jest.advanceTimersByTime(SYNC_DELAYS.afterStart);
  await flush();
  expect(sent(calls)).toHaveLength(1);
  expect(useSyncStatusStore.getState()).toMatchObject({ pending: 1, lastError: SYNC_MESSAGES.forbidden });
  useSessionStore.getState().signOut();
  signInAs('COORDINATOR', 'token-new');
  await flush();
  jest.advanceTimersByTime(SYNC_DELAYS.afterStart);
  await flush();
  expect(sent(calls)).toHaveLength(2);
  expect(useSyncStatusStore.getState()).toMatchObject({ pending: 0, lastSuccessAt: expect.any(Number) });
});

it('signed out by a page before the sync ran, says the records wait for the next sign-in; without records, says nothing', async () => {
  const { calls } = okServer();
  jest.useFakeTimers();
  stop = startAutoSync();
  await flush();
  // A tap still in its undo hold when the session ends (a page met a 401 and signed out).
  await saveOfflineRecord({ link: link(), type: 'checkin', time: LOCAL, holdMs: 10_000 });
  useSessionStore.getState().signOut();
  await flush();
  expect(sent(calls)).toHaveLength(0);
  expect(useSyncStatusStore.getState()).toMatchObject({ pending: 1, lastSuccessAt: null, lastError: SYNC_MESSAGES.notSignedIn, lastFailureAt: expect.any(Number) });

  // Signed in again: they go once their hold ends, and the status says so.
  signInAs('COORDINATOR', 'token-again');
  await flush();
  jest.advanceTimersByTime(SYNC_DELAYS.afterStart);
  await flush();
  jest.advanceTimersByTime(10_000);
  await flush();
  expect(sent(calls)).toHaveLength(1);
  expect(useSyncStatusStore.getState()).toMatchObject({ pending: 0, lastError: null, lastSuccessAt: expect.any(Number) });

  // Nothing on the device: a sign-out leaves the status as it is.
  useSessionStore.getState().signOut();
  await flush();
  expect(useSyncStatusStore.getState()).toMatchObject({ pending: 0, lastError: null });
});

it('an expired session met by the sync keeps its own reason when the sign-out follows', async () => {
  await saveReady();
  mockFetch(() => ({ status: 401, body: { message: 'Token inválido ou expirado' } }));
  jest.useFakeTimers();
  stop = startAutoSync();
  await flush();
  jest.advanceTimersByTime(SYNC_DELAYS.afterStart);
  await flush();
  useSessionStore.getState().signOut();
  await flush();
  expect(useSyncStatusStore.getState()).toMatchObject({ pending: 1, lastError: SYNC_MESSAGES.sessionExpired });
});

it('sends a record whose hold ended while a sync was already running, right after that sync', async () => {
  await saveReady();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const { calls } = mockFetch(async (_url, init) => {
    if (sent(calls).length === 1) await gate;
    return reply(init);
  });
  jest.useFakeTimers();
  const first = syncNow();
  await flush();
  // Made during the run, its hold over before the run ends: the run did not take it.
  await saveOfflineRecord({ link: link(), type: 'checkout', time: '2026-11-22T18:00:00.000Z', holdMs: 0 });
  release();
  await first;
  await flush();
  jest.advanceTimersByTime(100);
  await flush();
  expect(sent(calls)).toHaveLength(2);
  expect(useSyncStatusStore.getState().pending).toBe(0);
});

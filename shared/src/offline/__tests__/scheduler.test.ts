import { SYNC_DELAYS, resetSyncState, saveOfflineRecord, startAutoSync, storeEventOffline, syncNow, notifyRecordSaved, useSyncStatusStore } from '@sge/shared/offline';
import { useNotificationStore } from '@sge/shared/notify';
import { event, link, mockFetch, resetOfflineDb } from './helpers';

const LOCAL = '2026-11-22T11:00:00.000Z';
let stop: (() => void) | null = null;

const okServer = () =>
  mockFetch((url) =>
    url.endsWith('/sync-offline')
      ? { status: 200, body: { data: { eventEmployee: link({ checkIn: LOCAL }), checkinApplied: true, checkoutApplied: false, discarded: [] } } }
      : { status: 200, body: { data: [link()] } },
  );

/** Lets IndexedDB (fake-indexeddb runs on the real setImmediate) and promises settle under fake timers. */
const realTimers = jest.requireActual<{ setImmediate: (cb: () => void) => void }>('timers');
const flush = async () => {
  for (let i = 0; i < 20; i++) await new Promise<void>((r) => realTimers.setImmediate(r));
};

beforeEach(async () => {
  await resetOfflineDb();
  resetSyncState();
  useNotificationStore.getState().clear();
  await storeEventOffline(event(), [link()]);
});

afterEach(() => {
  stop?.();
  stop = null;
  jest.useRealTimers();
});

it('syncs 1 s after start when records are PENDING', async () => {
  await saveOfflineRecord({ link: link(), type: 'checkin', time: LOCAL });
  const { calls } = okServer();
  jest.useFakeTimers();
  stop = startAutoSync();
  await flush();
  jest.advanceTimersByTime(SYNC_DELAYS.afterStart - 1);
  await flush();
  expect(calls).toHaveLength(0);
  jest.advanceTimersByTime(1);
  await flush();
  expect(calls.some((c) => c.method === 'PATCH')).toBe(true);
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
  await saveOfflineRecord({ link: link(), type: 'checkin', time: LOCAL });
  window.dispatchEvent(new Event('online'));
  jest.advanceTimersByTime(SYNC_DELAYS.afterOnline - 1);
  await flush();
  expect(calls).toHaveLength(0);
  jest.advanceTimersByTime(1);
  await flush();
  expect(calls.some((c) => c.method === 'PATCH')).toBe(true);
});

it('syncs right after a new record is saved, and runs one sync at a time', async () => {
  await saveOfflineRecord({ link: link(), type: 'checkin', time: LOCAL });
  const { calls } = okServer();
  notifyRecordSaved();
  const again = syncNow();
  await again;
  expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
});

it('retries with back-off after a failure, remembering when it failed', async () => {
  await saveOfflineRecord({ link: link(), type: 'checkin', time: LOCAL });
  let down = true;
  mockFetch((url) => {
    if (down) return Promise.reject(new TypeError('Failed to fetch')) as never;
    return url.endsWith('/sync-offline')
      ? { status: 200, body: { data: { eventEmployee: link({ checkIn: LOCAL }), checkinApplied: true, checkoutApplied: false, discarded: [] } } }
      : { status: 200, body: { data: [link()] } };
  });
  jest.useFakeTimers();
  await syncNow();
  expect(useSyncStatusStore.getState()).toMatchObject({ pending: 1, lastFailureAt: expect.any(Number) });
  down = false;
  jest.advanceTimersByTime(SYNC_DELAYS.backoffBase);
  await flush();
  expect(useSyncStatusStore.getState().pending).toBe(0);
});

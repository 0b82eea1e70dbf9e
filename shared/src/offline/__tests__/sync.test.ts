import { getPendingRecords, openOfflineDb, saveOfflineRecord, storeEventOffline, syncPendingRecords, getOfflineEvent } from '@sge/shared/offline';
import { useNotificationStore } from '@sge/shared/notify';
import { event, link, mockFetch, resetOfflineDb } from './helpers';

const LOCAL = '2026-11-22T11:00:00.000Z';

beforeEach(async () => {
  await resetOfflineDb();
  useNotificationStore.getState().clear();
  await storeEventOffline(event(), [link()]);
});

const allRecords = async () => (await openOfflineDb()).getAll('offlineRecords');

const syncReply = (over: Partial<ReturnType<typeof link>> = {}, applied = true) => ({
  status: 200,
  body: { data: { eventEmployee: link({ checkIn: LOCAL, ...over }), checkinApplied: applied, checkoutApplied: false, discarded: applied ? [] : ['Entrada descartada'] } },
});

it('sends a check-in the server does not have, and marks it SYNCED', async () => {
  await saveOfflineRecord({ link: link(), type: 'checkin', time: LOCAL });
  const { calls } = mockFetch((url) => (url.endsWith('/sync-offline') ? syncReply() : { status: 200, body: { data: [link()] } }));
  const result = await syncPendingRecords();
  expect(result).toEqual({ synced: 1, rejected: 0, pending: 0, error: null });
  const patch = calls.find((c) => c.method === 'PATCH');
  expect(patch?.url).toBe('/api/event-employees/11/sync-offline');
  expect(patch?.body).toMatchObject({ eventId: 1, employeeId: 5, shouldUpdateCheckin: true, shouldUpdateCheckout: false, checkinTime: LOCAL, checkoutTime: null });
  const [record] = await allRecords();
  expect(record).toMatchObject({ syncStatus: 'SYNCED', syncedAt: expect.any(Number) });
  expect((await getOfflineEvent(1))?.eventDays[0].employees[0]).toMatchObject({ checkIn: LOCAL, syncStatus: 'SYNCED' });
});

it('sends when the local time is earlier than the server time', async () => {
  await saveOfflineRecord({ link: link(), type: 'checkin', time: LOCAL });
  const { calls } = mockFetch((url) => (url.endsWith('/sync-offline') ? syncReply() : { status: 200, body: { data: [link({ checkIn: '2026-11-22T12:00:00.000Z' })] } }));
  expect((await syncPendingRecords()).synced).toBe(1);
  expect(calls.some((c) => c.method === 'PATCH')).toBe(true);
});

it('discards (REJECTED, with the reason) when the server already has an earlier time, without sending', async () => {
  await saveOfflineRecord({ link: link(), type: 'checkin', time: LOCAL });
  const { calls } = mockFetch(() => ({ status: 200, body: { data: [link({ checkIn: '2026-11-22T10:00:00.000Z' })] } }));
  expect(await syncPendingRecords()).toEqual({ synced: 0, rejected: 1, pending: 0, error: null });
  expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  const [record] = await allRecords();
  expect(record).toMatchObject({ syncStatus: 'REJECTED', syncError: 'Descartado: o servidor já possui um horário anterior' });
});

it('treats a record the server already holds (a lost answer) as SYNCED without sending it again', async () => {
  await saveOfflineRecord({ link: link(), type: 'checkin', time: LOCAL });
  const { calls } = mockFetch(() => ({ status: 200, body: { data: [link({ checkIn: LOCAL })] } }));
  expect((await syncPendingRecords()).synced).toBe(1);
  expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
});

it('leaves records PENDING on a network error and stops the run', async () => {
  await saveOfflineRecord({ link: link(), type: 'checkin', time: LOCAL });
  await saveOfflineRecord({ link: link(), type: 'checkout', time: '2026-11-22T18:00:00.000Z' });
  globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  const result = await syncPendingRecords();
  expect(result).toMatchObject({ synced: 0, pending: 2, error: expect.any(String) });
  const pending = await getPendingRecords();
  expect(pending).toHaveLength(2);
  expect(pending[0].attempts).toBe(1);
  expect(useNotificationStore.getState().queue).toEqual([]);
});

it('leaves a record PENDING on a 500 and syncs it on the next run', async () => {
  await saveOfflineRecord({ link: link(), type: 'checkin', time: LOCAL });
  let fail = true;
  mockFetch((url) => {
    if (!url.endsWith('/sync-offline')) return { status: 200, body: { data: [link()] } };
    if (fail) {
      fail = false;
      return { status: 500, body: { message: 'Erro interno do servidor' } };
    }
    return syncReply();
  });
  expect((await syncPendingRecords()).pending).toBe(1);
  expect(await getPendingRecords()).toHaveLength(1);
  expect((await syncPendingRecords()).synced).toBe(1);
  expect(await getPendingRecords()).toHaveLength(0);
});

it('rejects a record the server refuses (409) with its message', async () => {
  await saveOfflineRecord({ link: link(), type: 'checkin', time: LOCAL });
  mockFetch((url) => (url.endsWith('/sync-offline') ? { status: 409, body: { message: 'Evento finalizado não pode ser alterado' } } : { status: 200, body: { data: [link()] } }));
  expect((await syncPendingRecords()).rejected).toBe(1);
  expect((await allRecords())[0]).toMatchObject({ syncStatus: 'REJECTED', syncError: 'Evento finalizado não pode ser alterado' });
});

it('compares a check-out with the check-in it synced just before', async () => {
  await saveOfflineRecord({ link: link(), type: 'checkin', time: LOCAL });
  await saveOfflineRecord({ link: link(), type: 'checkout', time: '2026-11-22T18:00:00.000Z' });
  let server = link();
  const { calls } = mockFetch((url, init) => {
    if (url.endsWith('/sync-offline')) {
      const body = JSON.parse(String(init.body));
      server = { ...server, checkIn: body.checkinTime ?? server.checkIn, checkOut: body.checkoutTime ?? server.checkOut };
      return { status: 200, body: { data: { eventEmployee: server, checkinApplied: body.shouldUpdateCheckin, checkoutApplied: body.shouldUpdateCheckout, discarded: [] } } };
    }
    return { status: 200, body: { data: [server] } };
  });
  expect((await syncPendingRecords()).synced).toBe(2);
  expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  expect(server).toMatchObject({ checkIn: LOCAL, checkOut: '2026-11-22T18:00:00.000Z' });
});

import Value from 'typebox/value';
import { SyncBatchSchema, SyncOfflineSchema, type SyncBatchItemResult } from '@sge/shared/contract';
import {
  getOfflineEvent,
  getPendingRecords,
  openOfflineDb,
  resetBatchSupport,
  saveOfflineRecord,
  storeEventOffline,
  syncPendingRecords,
  undoOfflineRecord,
  SYNC_MESSAGES,
} from '@sge/shared/offline';
import { useNotificationStore } from '@sge/shared/notify';
import { useSessionStore } from '@sge/shared/session';
import { useServerClockStore } from '@sge/shared/http';
import { event, link, mockFetch, resetOfflineDb } from './helpers';

const LOCAL = '2026-11-22T11:00:00.000Z';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const BATCH = '/api/event-employees/sync-offline/batch';

const signInAs = (role: string, id = 7) =>
  useSessionStore.getState().signIn({ token: `token-${role}`, role, username: role.toLowerCase(), id, photoUrl: null } as never);

beforeEach(async () => {
  await resetOfflineDb();
  resetBatchSupport();
  useNotificationStore.getState().clear();
  signInAs('COORDINATOR');
  await storeEventOffline(event(), [link()]);
});

const allRecords = async () => (await openOfflineDb()).getAll('offlineRecords');

/** A record already out of its undo hold. */
const save = (type: 'checkin' | 'checkout', time: string, over = {}) => saveOfflineRecord({ link: link(over), type, time, holdMs: 0 });

type BatchBody = { records: { clientRecordId: string; eventEmployeeId: number; checkinTime?: string | null; checkoutTime?: string | null }[] };

/** A server that applies every record (or answers `verdict` for each) and returns the link. */
const batchServer = (verdict: (r: BatchBody['records'][number]) => Partial<SyncBatchItemResult> = () => ({})) =>
  mockFetch((url, init) => {
    if (url !== BATCH) return { status: 404, body: { message: 'Rota não encontrada' } };
    const body = JSON.parse(String(init.body)) as BatchBody;
    return {
      status: 200,
      body: {
        data: {
          serverTime: '2026-11-22T12:00:00.000Z',
          results: body.records.map((r) => ({
            clientRecordId: r.clientRecordId,
            outcome: 'applied',
            reason: null,
            eventEmployee: link({ checkIn: r.checkinTime ?? LOCAL, checkOut: r.checkoutTime ?? null }),
            replayed: false,
            clockSkewMs: 0,
            clockFlagged: false,
            ...verdict(r),
          })),
        },
      },
    };
  });

it('sends every record out of its hold in one batch request and marks them SYNCED', async () => {
  useServerClockStore.setState({ offsetMs: -10_800_000, measuredAt: Date.now() });
  await save('checkin', LOCAL);
  await save('checkout', '2026-11-22T18:00:00.000Z');
  const { calls } = batchServer();
  expect(await syncPendingRecords()).toEqual({ synced: 2, rejected: 0, pending: 0, error: null });
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({ url: BATCH, method: 'POST' });
  const records = (calls[0].body as BatchBody).records;
  expect(records.map((r) => [r.checkinTime, r.checkoutTime])).toEqual([
    [LOCAL, null],
    [null, '2026-11-22T18:00:00.000Z'],
  ]);
  expect(records[0]).toMatchObject({ clientRecordId: expect.stringMatching(UUID), eventEmployeeId: 11, eventId: 1, employeeId: 5, clockOffsetMs: -10_800_000, recordedBy: 7, deviceSentAt: expect.any(String) });
  expect(new Set(records.map((r) => r.clientRecordId)).size).toBe(2);
  expect((await allRecords()).map((r) => r.syncStatus)).toEqual(['SYNCED', 'SYNCED']);
  expect((await getOfflineEvent(1))?.eventDays[0].employees[0]).toMatchObject({ checkIn: LOCAL, syncStatus: 'SYNCED' });
});

it('keeps a record on the device during its undo hold, and a flush sends it', async () => {
  await saveOfflineRecord({ link: link(), type: 'checkin', time: LOCAL });
  const { calls } = batchServer();
  expect(await syncPendingRecords()).toEqual({ synced: 0, rejected: 0, pending: 0, error: null });
  expect(calls).toHaveLength(0);
  expect(await getPendingRecords()).toHaveLength(1);
  expect((await syncPendingRecords({ flush: true })).synced).toBe(1);
  expect(calls).toHaveLength(1);
});

it('undoes a tap within its hold: the record is gone and the link is as before', async () => {
  const record = await saveOfflineRecord({ link: link(), type: 'checkin', time: LOCAL });
  expect((await getOfflineEvent(1))?.eventDays[0].employees[0]).toMatchObject({ checkIn: LOCAL, syncStatus: 'PENDING' });
  expect(await undoOfflineRecord(record.id!)).toBe(true);
  expect(await allRecords()).toEqual([]);
  expect((await getOfflineEvent(1))?.eventDays[0].employees[0]).toMatchObject({ checkIn: null, syncStatus: 'SYNCED' });
});

it('refuses an undo once the hold is over or the record was sent', async () => {
  const late = await save('checkin', LOCAL);
  expect(await undoOfflineRecord(late.id!)).toBe(false);
  const held = await saveOfflineRecord({ link: link(), type: 'checkout', time: '2026-11-22T18:00:00.000Z' });
  batchServer();
  await syncPendingRecords({ flush: true });
  expect(await undoOfflineRecord(held.id!)).toBe(false);
  expect((await allRecords()).map((r) => r.syncStatus)).toEqual(['SYNCED', 'SYNCED']);
});

it('rejects discarded and refused records with the server reason and what kind of verdict it was', async () => {
  await save('checkin', LOCAL);
  await save('checkin', LOCAL, { id: 99 });
  batchServer((r) =>
    r.eventEmployeeId === 99
      ? { outcome: 'refused', reason: 'Vínculo do funcionário com o evento não encontrado', eventEmployee: null }
      : { outcome: 'discarded', reason: 'Entrada descartada: o servidor já registrou 07:00', eventEmployee: link({ checkIn: '2026-11-22T10:00:00.000Z' }) },
  );
  expect(await syncPendingRecords()).toEqual({ synced: 0, rejected: 2, pending: 0, error: null });
  const records = await allRecords();
  expect(records.map((r) => [r.syncStatus, r.syncOutcome, r.syncError])).toEqual([
    ['REJECTED', 'discarded', 'Entrada descartada: o servidor já registrou 07:00'],
    ['REJECTED', 'refused', 'Vínculo do funcionário com o evento não encontrado'],
  ]);
  expect((await getOfflineEvent(1))?.eventDays[0].employees[0]).toMatchObject({ checkIn: '2026-11-22T10:00:00.000Z' });
});

it.each([
  [401, SYNC_MESSAGES.sessionExpired],
  [403, SYNC_MESSAGES.forbidden],
  [500, 'Erro interno do servidor'],
  [429, 'Muitas requisições'],
])('keeps every record PENDING on a %i, without signing out, and sends the same ids next time', async (status, message) => {
  await save('checkin', LOCAL);
  await save('checkout', '2026-11-22T18:00:00.000Z');
  mockFetch(() => ({ status, body: { message: status >= 500 ? 'Erro interno do servidor' : status === 429 ? 'Muitas requisições' : 'Token inválido ou expirado' } }));
  expect(await syncPendingRecords()).toEqual({ synced: 0, rejected: 0, pending: 2, error: message });
  const pending = await getPendingRecords();
  expect(pending.map((r) => [r.syncStatus, r.attempts])).toEqual([
    ['PENDING', 1],
    ['PENDING', 1],
  ]);
  expect(useSessionStore.getState().token).toBe('token-COORDINATOR');
  const ids = pending.map((r) => r.clientRecordId);
  const { calls } = batchServer();
  expect((await syncPendingRecords()).synced).toBe(2);
  expect((calls[0].body as BatchBody).records.map((r) => r.clientRecordId)).toEqual(ids);
});

it('keeps records PENDING when the network never answers', async () => {
  await save('checkin', LOCAL);
  globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  expect(await syncPendingRecords()).toMatchObject({ synced: 0, pending: 1, error: expect.any(String) });
  expect(await getPendingRecords()).toHaveLength(1);
  expect(useNotificationStore.getState().queue).toEqual([]);
});

it('keeps records PENDING when the whole batch is refused as bad input (400)', async () => {
  await save('checkin', LOCAL);
  mockFetch(() => ({ status: 400, body: { message: 'Registros: dados inválidos' } }));
  expect(await syncPendingRecords()).toMatchObject({ pending: 1, error: SYNC_MESSAGES.batchRefused });
  expect(await getPendingRecords()).toHaveLength(1);
});

it.each([
  ['FINANCIAL', SYNC_MESSAGES.forbidden],
  [null, SYNC_MESSAGES.notSignedIn],
])('sends nothing while the signed-in user may not check staff in (%s)', async (role, message) => {
  await save('checkin', LOCAL);
  useSessionStore.getState().signOut();
  if (role) signInAs(role);
  const { calls } = batchServer();
  expect(await syncPendingRecords()).toEqual({ synced: 0, rejected: 0, pending: 0, error: message });
  expect(calls).toHaveLength(0);
  expect(await getPendingRecords()).toHaveLength(1);
});

it('splits more than 500 records into batches of 500, oldest first', async () => {
  const db = await openOfflineDb();
  const tx = db.transaction('offlineRecords', 'readwrite');
  for (let i = 0; i < 1200; i++) {
    await tx.store.add({
      eventId: 1, employeeId: 5, eventEmployeeId: 11, eventDay: '2026-11-22', type: 'checkin',
      checkinTime: new Date(Date.parse(LOCAL) + i * 1000).toISOString(), checkoutTime: null,
      syncStatus: 'PENDING', timestamp: 1000 + i, lastUpdatedAt: 1000 + i,
    });
  }
  await tx.done;
  const { calls } = batchServer();
  expect((await syncPendingRecords()).synced).toBe(1200);
  expect(calls.map((c) => (c.body as BatchBody).records.length)).toEqual([500, 500, 200]);
  // Records made before ids existed got one, written on the device before they were sent.
  expect((await allRecords()).every((r) => UUID.test(r.clientRecordId ?? ''))).toBe(true);
  expect((calls[0].body as BatchBody).records[0].checkinTime).toBe(LOCAL);
});

it('falls back to one PATCH per record, in order, when the server has no batch call (404)', async () => {
  await save('checkin', LOCAL);
  await save('checkout', '2026-11-22T18:00:00.000Z');
  await save('checkin', LOCAL, { id: 12 });
  let server = link();
  const { calls } = mockFetch((url, init) => {
    if (url === BATCH) return { status: 404, body: { message: 'Rota não encontrada' } };
    if (url === '/api/event-employees/12/sync-offline') return { status: 409, body: { message: 'Evento finalizado não pode ser alterado' } };
    const body = JSON.parse(String(init.body));
    server = { ...server, checkIn: body.checkinTime ?? server.checkIn, checkOut: body.checkoutTime ?? server.checkOut };
    return { status: 200, body: { data: { eventEmployee: server, checkinApplied: body.shouldUpdateCheckin, checkoutApplied: body.shouldUpdateCheckout, discarded: [] } } };
  });
  expect(await syncPendingRecords()).toEqual({ synced: 2, rejected: 1, pending: 0, error: null });
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
    `POST ${BATCH}`,
    'PATCH /api/event-employees/11/sync-offline',
    'PATCH /api/event-employees/11/sync-offline',
    'PATCH /api/event-employees/12/sync-offline',
  ]);
  expect(server).toMatchObject({ checkIn: LOCAL, checkOut: '2026-11-22T18:00:00.000Z' });
  expect((await allRecords())[2]).toMatchObject({ syncStatus: 'REJECTED', syncOutcome: 'refused', syncError: 'Evento finalizado não pode ser alterado' });
});

it("the bodies the device sends pass the server's closed schemas, batch and per-link (issue 15)", async () => {
  useServerClockStore.setState({ offsetMs: -10_800_000, measuredAt: Date.now() });
  await save('checkin', LOCAL);
  await save('checkout', '2026-11-22T18:00:00.000Z');
  const batches = batchServer().calls;
  await syncPendingRecords();
  expect(batches).toHaveLength(1);
  expect((batches[0].body as BatchBody).records[0]).toHaveProperty('localRecord');
  expect(Value.Errors(SyncBatchSchema, batches[0].body)).toEqual([]);

  resetBatchSupport();
  await save('checkin', LOCAL, { id: 12 });
  const { calls } = mockFetch((url, init) => {
    if (url === BATCH) return { status: 404, body: { message: 'Rota não encontrada' } };
    const body = JSON.parse(String(init.body));
    return { status: 200, body: { data: { eventEmployee: link({ id: 12, checkIn: LOCAL }), checkinApplied: body.shouldUpdateCheckin, checkoutApplied: false, discarded: [] } } };
  });
  await syncPendingRecords();
  const patch = calls.find((call) => call.method === 'PATCH');
  expect(patch?.body).toHaveProperty('localRecord');
  expect(Value.Errors(SyncOfflineSchema, patch?.body)).toEqual([]);
});

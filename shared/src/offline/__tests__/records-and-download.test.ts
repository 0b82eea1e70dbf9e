import {
  downloadEvent,
  getUpcomingEvents,
  getOfflineEvent,
  getOfflineEvents,
  getPendingRecords,
  prepareOffline,
  purgeOldData,
  saveOfflineRecord,
  storeEventOffline,
  openOfflineDb,
} from '@sge/shared/offline';
import { event, link, mockFetch, resetOfflineDb } from './helpers';

beforeEach(resetOfflineDb);

it('downloads an event with its staff and links, marked SYNCED and dated', async () => {
  const { calls } = mockFetch((url) => (url.endsWith('/events/1') ? { status: 200, body: { data: event() } } : { status: 200, body: { data: [link()] } }));
  const stored = await downloadEvent(1);
  expect(calls.map((c) => c.url).sort()).toEqual(['/api/event-employees/event/1', '/api/events/1']);
  expect(stored).toMatchObject({ id: 1, isOffline: true });
  expect(typeof stored.downloadedAt).toBe('number');
  const db = await openOfflineDb();
  expect(await db.getAllFromIndex('employees', 'eventId', 1)).toEqual([{ id: 5, eventId: 1, name: 'Ana Souza', function: 'Garçom', payRate: '150.00' }]);
  expect((await db.get('eventEmployees', 11))?.syncStatus).toBe('SYNCED');
});

it('prepares the first 5 events the server lists as still to come, soonest first', async () => {
  const list = Array.from({ length: 7 }, (_, i) => event({ id: i + 2 }));
  mockFetch((url) => {
    if (url.startsWith('/api/events?')) return { status: 200, body: { data: list, meta: { total: 7, page: 1, pageSize: 200 } } };
    const id = Number(url.match(/(\d+)$/)?.[1]);
    return url.includes('/event-employees/') ? { status: 200, body: { data: [] } } : { status: 200, body: { data: event({ id }) } };
  });
  const stored = await prepareOffline();
  expect(stored.map((e) => e.id)).toEqual([2, 3, 4, 5, 6]);
  expect(await getOfflineEvents()).toHaveLength(5);
});

it('pages through the events still to come until it has 5, asking 200 at a time', async () => {
  const rows = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, name: `Evento ${i + 1}`, isFinalized: false, eventDays: [], staffCount: 0, staffDays: 0 }));
  const { calls } = mockFetch((url) => {
    const listed = url.match(/^\/api\/events\?(.*)$/);
    if (listed) {
      const query = new URLSearchParams(listed[1]);
      expect(Object.fromEntries(query)).toMatchObject({ status: 'upcoming', pageSize: '200' });
      // A server that answers pages of 2: the download walks them.
      const page = Number(query.get('page'));
      return { status: 200, body: { data: rows.slice((page - 1) * 2, page * 2), meta: { total: 7, page, pageSize: 2 } } };
    }
    const id = Number(url.match(/(\d+)$/)?.[1]);
    return url.includes('/event-employees/') ? { status: 200, body: { data: [] } } : { status: 200, body: { data: event({ id }) } };
  });
  const stored = await prepareOffline();
  expect(stored.map((e) => e.id)).toEqual([1, 2, 3, 4, 5]);
  expect(calls.map((c) => c.url).filter((u) => u.startsWith('/api/events?')).map((u) => new URLSearchParams(u.split('?')[1]).get('page'))).toEqual(['1', '2', '3']);
  expect(calls.map((c) => c.url)).toContain('/api/events/5');
});

it('reads every page of the events still to come, however many', async () => {
  const rows = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, isFinalized: false }));
  mockFetch((url) => {
    const page = Number(new URLSearchParams(url.split('?')[1]).get('page'));
    return { status: 200, body: { data: rows.slice((page - 1) * 2, page * 2), meta: { total: 5, page, pageSize: 2 } } };
  });
  expect((await getUpcomingEvents()).map((e) => e.id)).toEqual([1, 2, 3, 4, 5]);
});

it('writes a PENDING record to disk and shows it on the local link at once', async () => {
  await storeEventOffline(event(), [link()]);
  const record = await saveOfflineRecord({ link: link(), type: 'checkin', time: '2026-11-22T11:00:00.000Z' });
  expect(record).toMatchObject({ id: expect.any(Number), syncStatus: 'PENDING', type: 'checkin', checkinTime: '2026-11-22T11:00:00.000Z', checkoutTime: null, eventId: 1, employeeId: 5 });
  // Read back through a new connection, as after a reload.
  await resetConnectionOnly();
  expect(await getPendingRecords()).toHaveLength(1);
  const offline = await getOfflineEvent(1);
  expect(offline?.eventDays[0].employees[0]).toMatchObject({ checkIn: '2026-11-22T11:00:00.000Z', syncStatus: 'PENDING' });
});

it('keeps the device state of a link with pending records when the event is downloaded again', async () => {
  await storeEventOffline(event(), [link()]);
  await saveOfflineRecord({ link: link(), type: 'checkin', time: '2026-11-22T11:00:00.000Z' });
  await storeEventOffline(event(), [link({ checkIn: null })]);
  expect((await getOfflineEvent(1))?.eventDays[0].employees[0].checkIn).toBe('2026-11-22T11:00:00.000Z');
});

it('purges events downloaded and records synced or rejected more than 30 days ago, never pending ones', async () => {
  const day = 24 * 60 * 60 * 1000;
  const now = Date.UTC(2026, 10, 22);
  await storeEventOffline(event({ id: 1 }), [link({ id: 11, eventId: 1 })], now - 31 * day);
  await storeEventOffline(event({ id: 2 }), [link({ id: 21, eventId: 2 })], now - 31 * day);
  await storeEventOffline(event({ id: 3 }), [], now - 2 * day);
  const db = await openOfflineDb();
  await db.add('offlineRecords', { eventId: 3, employeeId: 5, eventEmployeeId: 31, eventDay: '2026-10-01', type: 'checkin', checkinTime: 'x', checkoutTime: null, syncStatus: 'SYNCED', timestamp: now - 40 * day, lastUpdatedAt: 0, syncedAt: now - 31 * day });
  await db.add('offlineRecords', { eventId: 3, employeeId: 5, eventEmployeeId: 31, eventDay: '2026-11-20', type: 'checkin', checkinTime: 'x', checkoutTime: null, syncStatus: 'SYNCED', timestamp: now - 3 * day, lastUpdatedAt: 0, syncedAt: now - 2 * day });
  await db.add('offlineRecords', { eventId: 2, employeeId: 5, eventEmployeeId: 21, eventDay: '2026-10-01', type: 'checkin', checkinTime: 'x', checkoutTime: null, syncStatus: 'PENDING', timestamp: now - 40 * day, lastUpdatedAt: 0 });
  await db.add('offlineRecords', { eventId: 3, employeeId: 5, eventEmployeeId: 31, eventDay: '2026-10-01', type: 'checkin', checkinTime: 'x', checkoutTime: null, syncStatus: 'REJECTED', timestamp: now - 40 * day, lastUpdatedAt: now - 31 * day, syncError: 'x' });

  expect(await purgeOldData(now)).toEqual({ events: 1, records: 2 });
  expect((await getOfflineEvents()).map((e) => e.id).sort()).toEqual([2, 3]);
  expect(await db.get('eventEmployees', 11)).toBeUndefined();
  expect(await db.get('eventEmployees', 21)).toBeDefined();
  expect(await db.count('offlineRecords')).toBe(2);
});

async function resetConnectionOnly(): Promise<void> {
  const { closeOfflineDb } = await import('@sge/shared/offline');
  await closeOfflineDb();
}

import { openOfflineDb, purgePersonalData, saveOfflineRecord, storeEventOffline } from '@sge/shared/offline';
import { event, link, resetOfflineDb } from './helpers';

beforeEach(async () => {
  await resetOfflineDb();
  await storeEventOffline(event(), [link()]);
});

const counts = async () => {
  const db = await openOfflineDb();
  return Promise.all([db.count('events'), db.count('employees'), db.count('eventEmployees'), db.count('offlineRecords')]);
};

it('deletes the event copies (names, phones) and settled records when nothing is pending', async () => {
  const record = await saveOfflineRecord({ link: link(), type: 'checkin', time: '2026-11-22T11:00:00.000Z' });
  const db = await openOfflineDb();
  await db.put('offlineRecords', { ...record, syncStatus: 'SYNCED' });
  expect(await purgePersonalData()).toEqual({ purged: true, events: 1 });
  expect(await counts()).toEqual([0, 0, 0, 0]);
});

it('deletes nothing while a record is PENDING', async () => {
  await saveOfflineRecord({ link: link(), type: 'checkin', time: '2026-11-22T11:00:00.000Z' });
  expect(await purgePersonalData()).toEqual({ purged: false, events: 0 });
  expect(await counts()).toEqual([1, 1, 1, 1]);
});

import { OFFLINE_DB, openOfflineDb } from '@sge/shared/offline';
import { resetOfflineDb } from './helpers';

beforeEach(resetOfflineDb);

it('opens version 1 with the four stores and the indexes of SPEC §3', async () => {
  const db = await openOfflineDb();
  expect(db.version).toBe(1);
  expect(db.name).toBe(OFFLINE_DB.name);
  expect([...db.objectStoreNames].sort()).toEqual(['employees', 'eventEmployees', 'events', 'offlineRecords']);
  const tx = db.transaction(['events', 'employees', 'eventEmployees', 'offlineRecords']);
  expect([...tx.objectStore('events').indexNames]).toEqual(['downloadedAt']);
  expect([...tx.objectStore('employees').indexNames]).toEqual(['eventId']);
  expect([...tx.objectStore('eventEmployees').indexNames].sort()).toEqual(['employeeId', 'eventId', 'syncStatus']);
  expect([...tx.objectStore('offlineRecords').indexNames].sort()).toEqual(['employeeId', 'eventId', 'syncStatus', 'timestamp']);
  expect(tx.objectStore('offlineRecords').autoIncrement).toBe(true);
});

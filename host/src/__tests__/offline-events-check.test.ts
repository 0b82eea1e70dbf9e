import { closeOfflineDb } from '@sge/shared/offline';
import {
  askOfflineEvents,
  knownOfflineEvents,
  rereadOfflineEvents,
  resetOfflineEventsCheck,
  setKnownOfflineEvents,
} from '../shell/offline-events-check';

beforeEach(async () => {
  resetOfflineEventsCheck();
  await closeOfflineDb();
  await new Promise<void>((r) => {
    const req = indexedDB.deleteDatabase('sge-offline');
    req.onsuccess = req.onerror = req.onblocked = () => r();
  });
});

it('answers from the device: no events prepared here', async () => {
  expect(knownOfflineEvents()).toBeNull();
  expect(await askOfflineEvents()).toBe(false);
  expect(knownOfflineEvents()).toBe(false);
});

it("keeps 'events prepared' when a read started before 'Preparar' answers after it", async () => {
  const startRead = askOfflineEvents();
  const bannerRead = rereadOfflineEvents();
  // 'Preparar' stores the events while both reads of the (then empty) device are in flight.
  setKnownOfflineEvents(true);
  expect(await startRead).toBe(true);
  expect(await bannerRead).toBe(true);
  expect(knownOfflineEvents()).toBe(true);
});

it('a read in flight when the check starts over leaves it unanswered', async () => {
  const stale = askOfflineEvents();
  resetOfflineEventsCheck();
  await stale;
  expect(knownOfflineEvents()).toBeNull();
});

it('a read started after the newer answer records what the device holds', async () => {
  setKnownOfflineEvents(true);
  expect(await rereadOfflineEvents()).toBe(false);
  expect(knownOfflineEvents()).toBe(false);
});

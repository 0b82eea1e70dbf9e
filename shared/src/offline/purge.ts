import { openOfflineDb } from './db';

export const PURGE_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeResult {
  events: number;
  records: number;
}

/**
 * Removes data older than 30 days (SPEC §9): events by download date (with their staff and links,
 * unless a record of theirs is still PENDING), synced records by sync date, and rejected records by
 * their last update. Pending records are never purged.
 */
export async function purgeOldData(now: number = Date.now(), days: number = PURGE_AFTER_DAYS): Promise<PurgeResult> {
  const limit = now - days * DAY_MS;
  const db = await openOfflineDb();
  const tx = db.transaction(['events', 'employees', 'eventEmployees', 'offlineRecords'], 'readwrite');
  const records = tx.objectStore('offlineRecords');
  let purgedRecords = 0;
  for (const record of await records.index('syncStatus').getAll('SYNCED')) {
    if (record.syncedAt !== undefined && record.syncedAt < limit && record.id !== undefined) {
      await records.delete(record.id);
      purgedRecords++;
    }
  }
  for (const record of await records.index('syncStatus').getAll('REJECTED')) {
    if (record.lastUpdatedAt < limit && record.id !== undefined) {
      await records.delete(record.id);
      purgedRecords++;
    }
  }
  const pendingEvents = new Set((await records.index('syncStatus').getAll('PENDING')).map((r) => r.eventId));
  let purgedEvents = 0;
  const old = await tx.objectStore('events').index('downloadedAt').getAll(IDBKeyRange.upperBound(limit, true));
  for (const event of old) {
    if (pendingEvents.has(event.id)) continue;
    await tx.objectStore('events').delete(event.id);
    for (const key of await tx.objectStore('employees').index('eventId').getAllKeys(event.id)) await tx.objectStore('employees').delete(key);
    for (const key of await tx.objectStore('eventEmployees').index('eventId').getAllKeys(event.id)) await tx.objectStore('eventEmployees').delete(key);
    purgedEvents++;
  }
  await tx.done;
  return { events: purgedEvents, records: purgedRecords };
}

export interface PersonalDataPurge {
  /** False when PENDING records exist: then nothing is deleted (they need their events to show). */
  purged: boolean;
  events: number;
}

/**
 * At sign-out with nothing left to send (LGPD): deletes the device copies of events (staff names,
 * documents, phones), their links, every settled record, and any cached API answer. The app shell
 * and the remotes' files stay cached, so the app still opens offline at /login.
 */
export async function purgePersonalData(): Promise<PersonalDataPurge> {
  const db = await openOfflineDb();
  const tx = db.transaction(['events', 'employees', 'eventEmployees', 'offlineRecords'], 'readwrite', { durability: 'strict' });
  if ((await tx.objectStore('offlineRecords').index('syncStatus').count('PENDING')) > 0) {
    await tx.done;
    return { purged: false, events: 0 };
  }
  const events = await tx.objectStore('events').count();
  await Promise.all([
    tx.objectStore('events').clear(),
    tx.objectStore('employees').clear(),
    tx.objectStore('eventEmployees').clear(),
    tx.objectStore('offlineRecords').clear(),
  ]);
  await tx.done;
  await purgeCachedApiAnswers();
  return { purged: true, events };
}

/** Removes /api answers from every Cache Storage cache (the worker does not keep them; belt and braces). */
async function purgeCachedApiAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) if (new URL(request.url).pathname.startsWith('/api/')) await cache.delete(request);
    }
  } catch {
    // Cache Storage unavailable (private mode, insecure origin): nothing was cached there.
  }
}

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

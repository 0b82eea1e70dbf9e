/**
 * Check-ins and check-outs recorded with no connection. A record is written (transaction complete)
 * before the caller confirms it on screen, and the link's local copy is updated in the same
 * transaction so the day's list shows it at once with its pending state.
 */
import type { EventEmployee } from '@sge/shared/contract';
import { openOfflineDb, type OfflineRecord, type OfflineRecordType } from './db';

export const QUOTA_ERROR = 'Sem espaço no dispositivo para salvar o registro offline';

export interface RecordInput {
  link: Pick<EventEmployee, 'id' | 'eventId' | 'employeeId' | 'eventDay'>;
  type: OfflineRecordType;
  /** ISO time of the check-in/out on the device (default now). */
  time?: string;
}

const isQuotaError = (e: unknown): boolean => e instanceof DOMException && e.name === 'QuotaExceededError';

/** Saves a PENDING record and applies it to the link's local copy; resolves once it is on disk. */
export async function saveOfflineRecord({ link, type, time }: RecordInput, now: () => number = Date.now): Promise<OfflineRecord> {
  const db = await openOfflineDb();
  const at = now();
  const iso = time ?? new Date(at).toISOString();
  const record: OfflineRecord = {
    eventId: link.eventId,
    employeeId: link.employeeId,
    eventEmployeeId: link.id,
    eventDay: link.eventDay,
    type,
    checkinTime: type === 'checkin' ? iso : null,
    checkoutTime: type === 'checkout' ? iso : null,
    syncStatus: 'PENDING',
    timestamp: at,
    lastUpdatedAt: at,
    attempts: 0,
  };
  try {
    // Strict durability: the record is on disk, not only in the OS cache, when this resolves.
    const tx = db.transaction(['offlineRecords', 'eventEmployees'], 'readwrite', { durability: 'strict' });
    const id = await tx.objectStore('offlineRecords').add(record);
    const local = await tx.objectStore('eventEmployees').get(link.id);
    if (local) {
      await tx.objectStore('eventEmployees').put({
        ...local,
        ...(type === 'checkin' ? { checkIn: iso } : { checkOut: iso }),
        syncStatus: 'PENDING',
        lastUpdatedAt: new Date(at).toISOString(),
      });
    }
    await tx.done;
    return { ...record, id };
  } catch (error) {
    if (isQuotaError(error)) throw new Error(QUOTA_ERROR);
    throw error;
  }
}

/** Every record still waiting to be sent, oldest first. */
export async function getPendingRecords(): Promise<OfflineRecord[]> {
  const db = await openOfflineDb();
  const pending = await db.getAllFromIndex('offlineRecords', 'syncStatus', 'PENDING');
  return pending.sort((a, b) => a.timestamp - b.timestamp || (a.id ?? 0) - (b.id ?? 0));
}

export async function countPendingRecords(): Promise<number> {
  const db = await openOfflineDb();
  return db.countFromIndex('offlineRecords', 'syncStatus', 'PENDING');
}

/** The records of one event (for the day's list and the sync card). */
export async function getRecordsOfEvent(eventId: number): Promise<OfflineRecord[]> {
  const db = await openOfflineDb();
  return db.getAllFromIndex('offlineRecords', 'eventId', eventId);
}

/** Writes the outcome of a sync attempt of one record. */
export async function updateRecord(id: number, patch: Partial<OfflineRecord>): Promise<void> {
  const db = await openOfflineDb();
  const tx = db.transaction('offlineRecords', 'readwrite');
  const current = await tx.store.get(id);
  if (current) await tx.store.put({ ...current, ...patch, id, lastUpdatedAt: Date.now() });
  await tx.done;
}

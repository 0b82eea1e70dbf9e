/**
 * Check-ins and check-outs made at the venue. Every tap, online or not, is written here first
 * (transaction complete, strict durability) before the caller confirms it on screen; the sync engine
 * sends it afterwards. The link's local copy is updated in the same transaction so the day's list
 * shows it at once with its pending state. A new record is held on the device for UNDO_WINDOW_MS, so
 * a mistaken tap can be undone before anything leaves the device.
 */
import type { EventEmployee } from '@sge/shared/contract';
import { clockOffsetMs } from '@sge/shared/http';
import { useSessionStore } from '@sge/shared/session';
import { openOfflineDb, type OfflineRecord, type OfflineRecordType } from './db';

export const QUOTA_ERROR = 'Sem espaço no dispositivo para salvar o registro offline';

/** How long a tap can be undone; the record is not sent before that. */
export const UNDO_WINDOW_MS = 10_000;

/** A random UUID v4 (crypto.randomUUID where present; getRandomValues otherwise, e.g. plain http). */
export function newClientRecordId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface RecordInput {
  link: Pick<EventEmployee, 'id' | 'eventId' | 'employeeId' | 'eventDay'>;
  type: OfflineRecordType;
  /** ISO time of the check-in/out on the device (default now). */
  time?: string;
  /** How long the record waits on the device before it may be sent (default UNDO_WINDOW_MS). */
  holdMs?: number;
}

const isQuotaError = (e: unknown): boolean => e instanceof DOMException && e.name === 'QuotaExceededError';

/** Saves a PENDING record and applies it to the link's local copy; resolves once it is on disk. */
export async function saveOfflineRecord({ link, type, time, holdMs = UNDO_WINDOW_MS }: RecordInput, now: () => number = Date.now): Promise<OfflineRecord> {
  const db = await openOfflineDb();
  const at = now();
  const iso = time ?? new Date(at).toISOString();
  const field = type === 'checkin' ? 'checkIn' : 'checkOut';
  const known = link as Partial<Pick<EventEmployee, 'checkIn' | 'checkOut'>>;
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
    clientRecordId: newClientRecordId(),
    holdUntil: at + Math.max(0, holdMs),
    previous: known[field] ?? null,
    clockOffsetMs: clockOffsetMs(),
    recordedBy: useSessionStore.getState().user?.id ?? null,
  };
  try {
    // Strict durability: the record is on disk, not only in the OS cache, when this resolves.
    const tx = db.transaction(['offlineRecords', 'eventEmployees'], 'readwrite', { durability: 'strict' });
    const local = await tx.objectStore('eventEmployees').get(link.id);
    if (local) record.previous = local[field] ?? null;
    const id = await tx.objectStore('offlineRecords').add(record);
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
    if (isQuotaError(error)) throw new Error(QUOTA_ERROR, { cause: error });
    throw error;
  }
}

/**
 * Undoes a tap while it is still held on the device: deletes the record and puts the link's local
 * copy back as it was, in one transaction. False when the hold is over (it may have been sent).
 */
export async function undoOfflineRecord(id: number, now: () => number = Date.now): Promise<boolean> {
  const db = await openOfflineDb();
  const tx = db.transaction(['offlineRecords', 'eventEmployees'], 'readwrite', { durability: 'strict' });
  const record = await tx.objectStore('offlineRecords').get(id);
  if (!record || record.syncStatus !== 'PENDING' || (record.holdUntil ?? 0) <= now()) {
    await tx.done;
    return false;
  }
  await tx.objectStore('offlineRecords').delete(id);
  const local = await tx.objectStore('eventEmployees').get(record.eventEmployeeId);
  if (local) {
    const field = record.type === 'checkin' ? 'checkIn' : 'checkOut';
    const others = (await tx.objectStore('offlineRecords').index('syncStatus').getAll('PENDING')).some((r) => r.eventEmployeeId === record.eventEmployeeId);
    await tx.objectStore('eventEmployees').put({ ...local, [field]: record.previous ?? null, syncStatus: others ? 'PENDING' : local.syncStatus === 'PENDING' ? 'SYNCED' : local.syncStatus });
  }
  await tx.done;
  return true;
}

/**
 * Every record that may be sent now, oldest first: PENDING and out of its undo hold. `flush` ends
 * the holds first (sign-out sends everything), in the same transaction that reads them, so an undo
 * can never remove a record that is being sent. Records made before ids existed get theirs here,
 * written before they are sent, so a retry reuses the same id.
 */
export async function takeSendableRecords({ flush = false, now = Date.now() }: { flush?: boolean; now?: number } = {}): Promise<OfflineRecord[]> {
  const db = await openOfflineDb();
  const pending = await db.getAllFromIndex('offlineRecords', 'syncStatus', 'PENDING');
  const held = (r: OfflineRecord) => (r.holdUntil ?? 0) > now;
  const ready = pending.filter((r) => r.clientRecordId && !held(r));
  const toUpdate = pending.filter((r) => (!r.clientRecordId && !held(r)) || (flush && held(r)));
  if (toUpdate.length) {
    // Re-read under a write lock: an undo may have removed a held record since it was read.
    const tx = db.transaction('offlineRecords', 'readwrite', { durability: 'strict' });
    for (const read of toUpdate) {
      const record = await tx.store.get(read.id!);
      if (!record || record.syncStatus !== 'PENDING') continue;
      const updated = { ...record, clientRecordId: record.clientRecordId ?? newClientRecordId(), holdUntil: held(record) ? 0 : record.holdUntil };
      await tx.store.put(updated);
      ready.push(updated);
    }
    await tx.done;
  }
  return ready.sort((a, b) => a.timestamp - b.timestamp || (a.id ?? 0) - (b.id ?? 0));
}

/**
 * When the next PENDING record may be sent (ms): now for one already out of its hold, else the
 * earliest end of a hold; null when nothing is PENDING.
 */
export async function nextSendableAt(now: number = Date.now()): Promise<number | null> {
  const db = await openOfflineDb();
  const pending = await db.getAllFromIndex('offlineRecords', 'syncStatus', 'PENDING');
  if (pending.length === 0) return null;
  return Math.max(now, Math.min(...pending.map((r) => r.holdUntil ?? 0)));
}

/** Every record still waiting to be sent (held ones included), oldest first. */
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

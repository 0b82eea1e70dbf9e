/**
 * The device's offline database (SPEC §3, IndexedDB version 1). It keeps the events a coordinator
 * downloaded (with their staff and event-employee links) and every check-in/out recorded without a
 * connection, so the venue can keep working offline and nothing is lost until it syncs.
 * `idb` (a thin promise wrapper) rather than idb-keyval: the stores need indexes and cursors.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Event, EventEmployee, SyncStatus } from '@sge/shared/contract';
import { OFFLINE_DB } from '@sge/shared/session';

export const DB_NOT_INITIALIZED = 'Database não inicializada';

/** An event kept on the device (SPEC §3: offline copies carry downloadedAt and isOffline). */
export interface OfflineEvent extends Event {
  downloadedAt: number;
  isOffline: true;
}

/** A staff member of a downloaded event. */
export interface OfflineEmployee {
  id: number;
  eventId: number;
  name: string;
  function: string;
  payRate: string;
}

export type OfflineRecordType = 'checkin' | 'checkout';

/** SPEC §3 "Offline record", plus the link it belongs to. */
export interface OfflineRecord {
  id?: number;
  eventId: number;
  employeeId: number;
  /** The event-employee link (the sync call is per link). */
  eventEmployeeId: number;
  eventDay: string;
  type: OfflineRecordType;
  checkinTime: string | null;
  checkoutTime: string | null;
  syncStatus: SyncStatus;
  /** When it was recorded on the device (ms). */
  timestamp: number;
  lastUpdatedAt: number;
  syncedAt?: number;
  syncError?: string;
  /** Failed attempts so far (network or server errors), for back-off. */
  attempts?: number;
  /** Made on the device at the tap (UUID): the server's idempotency key for this record. */
  clientRecordId?: string;
  /** Not sent before this time (ms): the 10 s in which the tap can be undone. */
  holdUntil?: number;
  /** The link's value of this field before the tap, restored by an undo. */
  previous?: string | null;
  /** Server clock minus device clock (ms) as last measured when the record was made; null if never. */
  clockOffsetMs?: number | null;
  /** The user signed in when the tap happened. */
  recordedBy?: number | null;
  /** Why a REJECTED record was turned down: the rule kept the server's time, or the record can never apply. */
  syncOutcome?: 'discarded' | 'refused';
}

export interface SgeOfflineSchema extends DBSchema {
  events: { key: number; value: OfflineEvent; indexes: { downloadedAt: number } };
  employees: { key: [number, number]; value: OfflineEmployee; indexes: { eventId: number } };
  eventEmployees: {
    key: number;
    value: EventEmployee;
    indexes: { eventId: number; employeeId: number; syncStatus: string };
  };
  offlineRecords: {
    key: number;
    value: OfflineRecord;
    indexes: { eventId: number; employeeId: number; syncStatus: string; timestamp: number };
  };
}

export type OfflineDb = IDBPDatabase<SgeOfflineSchema>;

let dbPromise: Promise<OfflineDb> | null = null;

/** Opens (and on first use creates) the offline database. One connection per page. */
export function openOfflineDb(): Promise<OfflineDb> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error(DB_NOT_INITIALIZED));
  dbPromise ??= openDB<SgeOfflineSchema>(OFFLINE_DB.name, OFFLINE_DB.version, {
    upgrade(db) {
      const events = db.createObjectStore('events', { keyPath: 'id' });
      events.createIndex('downloadedAt', 'downloadedAt');
      const employees = db.createObjectStore('employees', { keyPath: ['eventId', 'id'] });
      employees.createIndex('eventId', 'eventId');
      const links = db.createObjectStore('eventEmployees', { keyPath: 'id' });
      links.createIndex('eventId', 'eventId');
      links.createIndex('employeeId', 'employeeId');
      links.createIndex('syncStatus', 'syncStatus');
      const records = db.createObjectStore('offlineRecords', { keyPath: 'id', autoIncrement: true });
      records.createIndex('eventId', 'eventId');
      records.createIndex('employeeId', 'employeeId');
      records.createIndex('syncStatus', 'syncStatus');
      records.createIndex('timestamp', 'timestamp');
    },
    blocking() {
      // A newer version elsewhere wants the database: let it, and reopen on next use.
      void dbPromise?.then((db) => db.close());
      dbPromise = null;
    },
  }).catch((error: unknown) => {
    dbPromise = null;
    throw error;
  });
  return dbPromise;
}

/** Closes the connection (tests, or before deleting the database). */
export async function closeOfflineDb(): Promise<void> {
  const pending = dbPromise;
  dbPromise = null;
  if (pending) (await pending).close();
}

/**
 * Test helpers for the offline paths: a fresh offline database per test (as
 * shared/src/offline/__tests__/helpers.ts does), the browser's connection state, and an
 * unavailable IndexedDB.
 */
import { act } from '@sge/shared/testing';
import { OFFLINE_DB, closeOfflineDb, resetSyncState } from '@sge/shared/offline';
import { onlineManager } from '@sge/shared/query';

/** Closes the connection and deletes the database, so each test starts with an empty device. */
export async function resetOfflineDb(): Promise<void> {
  resetSyncState();
  await closeOfflineDb();
  await new Promise<void>((resolve, reject) => {
    const req = indexedDB.deleteDatabase(OFFLINE_DB.name);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error);
    req.onblocked = () => resolve();
  });
}

/** Makes `navigator.onLine` answer `online`, and the query layer know it (no event: use before rendering). */
export function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  onlineManager.setOnline(online);
}

/** The connection drops or returns while the screen is open (fires the browser event). */
export function switchConnection(online: boolean): void {
  setOnline(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** Back to jsdom's own `navigator.onLine` (true). */
export function restoreOnline(): void {
  Reflect.deleteProperty(window.navigator, 'onLine');
  onlineManager.setOnline(true);
}

/** Takes IndexedDB away (private mode, blocked storage) until the returned function is called. */
export function removeIndexedDb(): () => void {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'indexedDB');
  Object.defineProperty(globalThis, 'indexedDB', { configurable: true, writable: true, value: undefined });
  return () => {
    if (original) Object.defineProperty(globalThis, 'indexedDB', original);
  };
}

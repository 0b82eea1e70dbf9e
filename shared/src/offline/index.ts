/**
 * Offline data (SPEC §3, §5, §9; DESIGN.md §6): the IndexedDB database, event downloads, the
 * check-in/out records made without a connection, the sync engine and its schedule, and the purge.
 */
export { OFFLINE_DB } from '@sge/shared/session';
export {
  DB_NOT_INITIALIZED,
  openOfflineDb,
  closeOfflineDb,
  type OfflineDb,
  type OfflineEvent,
  type OfflineEmployee,
  type OfflineRecord,
  type OfflineRecordType,
} from './db';
export {
  QUOTA_ERROR,
  UNDO_WINDOW_MS,
  saveOfflineRecord,
  undoOfflineRecord,
  getPendingRecords,
  countPendingRecords,
  getRecordsOfEvent,
  newClientRecordId,
  type RecordInput,
} from './records';
export {
  DOWNLOAD_MESSAGES,
  MAX_BULK_EVENTS,
  EVENT_LIST_PAGE_SIZE,
  getUpcomingEvents,
  downloadEvent,
  prepareOffline,
  storeEventOffline,
  getOfflineEvents,
  getOfflineEvent,
  getOfflineLinks,
  isEventOffline,
} from './download';
export { PURGE_AFTER_DAYS, purgeOldData, purgePersonalData, type PurgeResult, type PersonalDataPurge } from './purge';
export { SYNC_BATCH_SIZE, SYNC_MESSAGES, syncPendingRecords, resetBatchSupport, type SyncRunResult, type SyncOptions } from './sync';
export {
  SYNC_DELAYS,
  REJECTED_NOTICE,
  useSyncStatusStore,
  syncNow,
  notifyRecordSaved,
  startAutoSync,
  refreshPendingCount,
  resetSyncState,
  type SyncStatusState,
  type SyncPhase,
  type SyncNowOptions,
} from './scheduler';

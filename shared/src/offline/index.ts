/**
 * Offline data (IndexedDB) lives here. The offline check-in issue delivers the stores, records and
 * sync engine; until then this entry only exposes the database names.
 */
export { OFFLINE_DB } from '@sge/shared/session';

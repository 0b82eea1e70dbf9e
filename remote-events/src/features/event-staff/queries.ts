/**
 * An event's staff as the query layer reads it: the links (the server's, or with no connection the
 * device's copy) with the device's PENDING check-ins applied, and what the approved budget allows
 * over the event and per day. The changes (store.ts) write into the same cache entries.
 */
import { useMemo } from 'react';
import { STAFF_STORE_ERRORS, type AvailableQuantity, type EventEmployee } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import type { OfflineRecord } from '@sge/shared/offline';
import { apiQuery, queryOptions, useQuery } from '@sge/shared/query';
import { alreadyReported } from '../../lib/api-errors';
import { isDeviceOffline, isNetworkFailure } from '../../lib/offline';
import { STAFF_PATHS, getEventEmployeesByEvent } from './api';
import { applyPendingRecords } from './staff-sync';
import { staffKeys, useStaffStore, type StaffSnapshot } from './store';

const quiet = { notifyError: false } as const;

/** A failure already told to the user (the query keeps what it showed). */
class ToldError extends Error {}

/** The event's offline records, or none when the device has no offline database. */
const readRecords = (eventId: number): Promise<OfflineRecord[]> => useStaffStore.getState().offlineSource.getRecords(eventId).catch(() => []);

/** The day's staff from the device's copy; the load error only when that fails too. */
async function staffFromDevice(eventId: number): Promise<StaffSnapshot> {
  const source = useStaffStore.getState().offlineSource;
  try {
    const [links, records] = await Promise.all([source.getLinks(eventId), readRecords(eventId)]);
    return { links: applyPendingRecords(links, records), records, fromOffline: true };
  } catch {
    notify.error(STAFF_STORE_ERRORS.load);
    throw new ToldError(STAFF_STORE_ERRORS.load);
  }
}

/** The event's links: from the server (or, with no connection, the device), PENDING records applied. */
export async function loadStaff(eventId: number): Promise<StaffSnapshot> {
  if (isDeviceOffline()) return staffFromDevice(eventId);
  try {
    const links = await getEventEmployeesByEvent(eventId, quiet);
    // Read after the links, so a record saved meanwhile is not missed.
    const records = await readRecords(eventId);
    return { links: applyPendingRecords(links, records), records, fromOffline: false };
  } catch (error) {
    if (isNetworkFailure(error)) return staffFromDevice(eventId);
    if (!alreadyReported(error)) notify.error(STAFF_STORE_ERRORS.load);
    throw new ToldError(STAFF_STORE_ERRORS.load);
  }
}

/**
 * What the budget allows. Its quotas are not kept on the device: with no connection they are simply
 * not asked for (the query waits), and a network failure shows nothing (the event already said the
 * screen is offline).
 */
const quota = (path: string, errorText: string) => {
  const base = apiQuery<AvailableQuantity[]>(path);
  return queryOptions({
    ...base,
    queryFn: async (context) => {
      try {
        return await base.queryFn!(context);
      } catch (error) {
        if (isNetworkFailure(error)) return [];
        throw error;
      }
    },
    meta: { errorText },
  });
};

export const staffQueries = {
  links: (eventId: number) =>
    queryOptions({
      queryKey: staffKeys.links(eventId),
      queryFn: () => loadStaff(eventId),
      // Runs offline (the device's copy), tells its own failures, and falls back instead of retrying.
      networkMode: 'always',
      retry: false,
      meta: { notifyError: false },
    }),
  quantities: (eventId: number) => quota(STAFF_PATHS.availableQuantities(eventId), STAFF_STORE_ERRORS.availableQuantities),
  quantitiesByDay: (eventId: number, day: string) =>
    quota(STAFF_PATHS.availableQuantitiesByDay(eventId, day), STAFF_STORE_ERRORS.availableQuantitiesByDay),
};

const NO_LINKS: EventEmployee[] = [];
const NO_RECORDS: OfflineRecord[] = [];
const NO_QUANTITIES: AvailableQuantity[] = [];

/** The event's links and records, and whether they load now. */
export function useEventLinks(eventId: number) {
  const answer = useQuery(staffQueries.links(eventId));
  return useMemo(
    () => ({
      links: answer.data?.links ?? NO_LINKS,
      records: answer.data?.records ?? NO_RECORDS,
      fromOffline: answer.data?.fromOffline ?? false,
      loading: answer.isFetching,
    }),
    [answer.data, answer.isFetching],
  );
}

/** What the budget allows over the whole event (nothing without an approved budget). */
export const useEventQuantities = (eventId: number): AvailableQuantity[] => useQuery(staffQueries.quantities(eventId)).data ?? NO_QUANTITIES;

/** What the budget allows on one day. */
export const useDayQuantities = (eventId: number, day: string): AvailableQuantity[] =>
  useQuery(staffQueries.quantitiesByDay(eventId, day)).data ?? NO_QUANTITIES;

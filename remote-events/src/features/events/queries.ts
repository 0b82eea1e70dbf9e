/**
 * The events list and one event, as queries of the server-state layer that fall back to the device
 * (SPEC §8, DESIGN.md §6): with no connection (the browser says so, or a call got no response) they
 * read the copies downloaded to the device instead, warning once when the screen switches to them;
 * an API failure with a response shows its error and then falls back as well. They run offline too
 * (`networkMode: 'always'`) and are not retried: the device's copy is the fallback.
 */
import { EVENT_STORE_ERRORS, type EventListItem, type Page } from '@sge/shared/contract';
import { http } from '@sge/shared/http';
import { notify } from '@sge/shared/notify';
import { DOWNLOAD_MESSAGES } from '@sge/shared/offline';
import { defineList, queryOptions, type ApiParams } from '@sge/shared/query';
import { alreadyReported } from '../../lib/api-errors';
import { isDeviceOffline, isNetworkFailure } from '../../lib/offline';
import { EVENT_PATHS, eventKeys } from './api';
import { toListItem } from './event-dates';
import { useEventStore, type EventCopy, type EventView, type OfflineEventSource } from './store';

/** A page of the list: the server's, or every event on the device (`fromOffline`, searched and paged here). */
export type EventsPage = Page<EventListItem> & { fromOffline: boolean };

/** A failure already told to the user (the query keeps what it showed). */
class ToldError extends Error {}

const quiet = { notifyError: false } as const;

/** The list from the device; `noConnection` false when the API answered with an error (already told). */
async function listFromDevice(source: OfflineEventSource, noConnection: boolean): Promise<EventsPage> {
  let events: EventCopy[];
  try {
    events = await source.listEvents();
  } catch {
    if (noConnection) notify.error(EVENT_STORE_ERRORS.load);
    throw new ToldError(EVENT_STORE_ERRORS.load);
  }
  const store = useEventStore.getState();
  store.showFromDevice(true, noConnection);
  store.noteDownloads(events);
  return { data: events.map(toListItem), meta: { total: events.length, page: 1, pageSize: Math.max(1, events.length) }, fromOffline: true };
}

async function fetchEventsPage(params: ApiParams, signal: AbortSignal): Promise<EventsPage> {
  const { offlineSource } = useEventStore.getState();
  if (offlineSource && isDeviceOffline()) return listFromDevice(offlineSource, true);
  try {
    const page = await http.getPage<EventListItem>(EVENT_PATHS.list, { ...quiet, query: params, signal });
    useEventStore.getState().showFromDevice(false);
    void useEventStore.getState().refreshDownloads();
    return { ...page, fromOffline: false };
  } catch (error) {
    if (signal.aborted) throw error;
    const noConnection = isNetworkFailure(error);
    if ((!noConnection || !offlineSource) && !alreadyReported(error)) notify.error(EVENT_STORE_ERRORS.load);
    if (!offlineSource) throw new ToldError(EVENT_STORE_ERRORS.load);
    return listFromDevice(offlineSource, noConnection);
  }
}

/** One event from the device; not there → 'Evento não encontrado' when there is no connection. */
async function eventFromDevice(source: OfflineEventSource, id: number, noConnection: boolean): Promise<EventView> {
  let event: EventCopy | null = null;
  let failed = false;
  try {
    event = await source.getEvent(id);
  } catch {
    failed = true;
  }
  if (event) {
    const store = useEventStore.getState();
    store.showFromDevice(true, noConnection);
    store.noteDownloads([event]);
    return { event, fromOffline: true };
  }
  // With a response, the API's error was already shown.
  if (!noConnection || failed) {
    if (noConnection) notify.error(EVENT_STORE_ERRORS.details);
    throw new ToldError(EVENT_STORE_ERRORS.details);
  }
  useEventStore.getState().showFromDevice(true, true);
  notify.error(DOWNLOAD_MESSAGES.notFound);
  throw new ToldError(DOWNLOAD_MESSAGES.notFound);
}

async function fetchEvent(id: number, signal: AbortSignal): Promise<EventView> {
  const { offlineSource } = useEventStore.getState();
  if (offlineSource && isDeviceOffline()) return eventFromDevice(offlineSource, id, true);
  try {
    const event = await http.get<EventCopy>(EVENT_PATHS.event(id), { ...quiet, signal });
    useEventStore.getState().showFromDevice(false);
    void useEventStore.getState().refreshDownloads();
    return { event, fromOffline: false };
  } catch (error) {
    if (signal.aborted) throw error;
    const noConnection = isNetworkFailure(error);
    if ((!noConnection || !offlineSource) && !alreadyReported(error)) notify.error(EVENT_STORE_ERRORS.details);
    if (!offlineSource) throw new ToldError(EVENT_STORE_ERRORS.details);
    return eventFromDevice(offlineSource, id, noConnection);
  }
}

/** What the device fallback changes in a query: it runs offline, tells its own failures, and is not retried. */
const deviceFallback = { networkMode: 'always', retry: false, meta: { notifyError: false } } as const;

export const eventsQueries = {
  /** One page of the events (issue 14), with their days' staff counts. */
  list: (params: ApiParams) =>
    queryOptions({ queryKey: eventKeys.list(params), queryFn: ({ signal }) => fetchEventsPage(params, signal), ...deviceFallback }),
  /** One event with its days and staff. */
  detail: (id: number) => queryOptions({ queryKey: eventKeys.detail(id), queryFn: ({ signal }) => fetchEvent(id, signal), ...deviceFallback }),
};

/** The events page's list (its route preloads the same first page). */
export const eventsList = defineList({ query: eventsQueries.list, storageKey: 'events' });

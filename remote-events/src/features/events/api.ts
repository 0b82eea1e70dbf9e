/**
 * The Events calls (SPEC §7), one named fetcher each, typed by the shared contract. They resolve with
 * the response's unwrapped `data`; on failure the http client has already shown the server's pt-BR
 * message (unless `notifyError: false`) and they reject with an `ApiError`.
 */
import type { ClockFlag, Deleted, Event, EventBadge, EventListItem, EventListQuery, Page, SaveEvent } from '@sge/shared/contract';
import { http, type RequestOptions } from '@sge/shared/http';
import { apiKey, apiQuery, type ApiParams } from '@sge/shared/query';

/** Per-call options: `notifyError: false` when the caller shows the error itself. */
export type EventRequestOptions = Pick<RequestOptions, 'notifyError'>;

/** The paths of the Events calls (under /api), shared by the fetchers and the test page's log. */
export const EVENT_PATHS = {
  list: '/events',
  event: (id: number): string => `/events/${id}`,
  finalize: (id: number): string => `/events/${id}/finalize`,
  clockFlags: (id: number): string => `/events/${id}/clock-flags`,
  badges: (id: number): string => `/events/${id}/badges`,
} as const;

/** The keys of the events' queries (built from their paths), for the store's writes to the cache. */
export const eventKeys = {
  list: (params?: ApiParams) => apiKey(EVENT_PATHS.list, params),
  detail: (id: number) => apiKey(EVENT_PATHS.event(id)),
};

/** The event's records whose device clock was off by more than the system setting (shown in its section). */
export const clockFlagsQuery = (eventId: number) => ({ ...apiQuery<ClockFlag[]>(EVENT_PATHS.clockFlags(eventId)), meta: { notifyError: false } });

/** One page of the events, with their days' staff counts (issue 14); the staff itself is in `getEvent`. */
export const getEvents = (query: EventListQuery = {}, options?: EventRequestOptions): Promise<Page<EventListItem>> =>
  http.getPage<EventListItem>(EVENT_PATHS.list, { ...options, query });

export const getEvent = (id: number, options?: EventRequestOptions): Promise<Event> =>
  http.get<Event>(EVENT_PATHS.event(id), options);

export const createEvent = (body: SaveEvent, options?: EventRequestOptions): Promise<Event> =>
  http.post<Event>(EVENT_PATHS.list, body, options);

/** Replaces name, location, description and the list of day dates (409 on a duplicate date or on removing a day with staff). */
export const updateEvent = (id: number, body: SaveEvent, options?: EventRequestOptions): Promise<Event> =>
  http.put<Event>(EVENT_PATHS.event(id), body, options);

export const deleteEvent = (id: number, options?: EventRequestOptions): Promise<Deleted> =>
  http.delete<Deleted>(EVENT_PATHS.event(id), options);

/** Freezes the event and answers it with its `summary`; a finalized event answers 409 to changes. */
export const finalizeEvent = (id: number, options?: EventRequestOptions): Promise<Event> =>
  http.put<Event>(EVENT_PATHS.finalize(id), undefined, options);

/** The badges to print for the event's staff (sorted by name), or for one day's (YYYY-MM-DD). */
export const getEventBadges = (eventId: number, day?: string, options?: EventRequestOptions): Promise<EventBadge[]> =>
  http.get<EventBadge[]>(EVENT_PATHS.badges(eventId), { ...options, query: { day } });

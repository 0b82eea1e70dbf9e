/**
 * The events store (SPEC §8 "Event store"): the list, the event open in the detail view, and the
 * changes to them. Every call asks the http client not to notify, and a failure shows exactly one
 * error notification with the catalogue's text (EVENT_STORE_ERRORS), then rejects so the dialog
 * that asked can stay open and show the server's reason beside its form.
 *
 * Offline (SPEC §8, DESIGN.md §6): with no connection (the browser says so, or a call got no
 * response) loading reads the copies downloaded to the device instead, warning once when the screen
 * switches to them; an API failure with a response shows its error and then falls back as well.
 */
import { create } from 'zustand';
import { EVENT_STORE_ERRORS, type Event, type EventListItem, type EventListQuery, type SaveEvent } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { DOWNLOAD_MESSAGES, downloadEvent, getOfflineEvent, getOfflineEvents } from '@sge/shared/offline';
import { alreadyReported } from '../../lib/api-errors';
import { OFFLINE_TEXTS, isDeviceOffline, isNetworkFailure } from '../../lib/offline';
import { createEvent, deleteEvent, finalizeEvent, getEvent, getEvents, updateEvent } from './api';
import { toListItem } from './event-dates';

/** An event as read from the device: offline copies carry when they were downloaded (SPEC §3). */
export type EventCopy = Event & { downloadedAt?: number; isOffline?: boolean };

/** Where loading falls back when the device is offline or the API fails (SPEC §8). */
export interface OfflineEventSource {
  listEvents: () => Promise<EventCopy[]>;
  getEvent: (id: number) => Promise<EventCopy | null>;
  /** Downloads an event to the device (with its staff and links). */
  download?: (id: number) => Promise<EventCopy>;
}

/** The device's offline database (`@sge/shared/offline`): the source used unless a test sets another. */
export const deviceEventSource: OfflineEventSource = {
  listEvents: getOfflineEvents,
  getEvent: async (id) => (await getOfflineEvent(id)) ?? null,
  download: downloadEvent,
};

export interface EventState {
  /**
   * The list's rows: one page from the server (GET /events, issue 14) or, from the device, every
   * event downloaded to it (`fromOffline`; a handful, searched and paged on the device).
   */
  events: EventListItem[];
  /** Events matching the search and filters on the server, over every page. */
  total: number;
  /** True while the list loads. */
  loading: boolean;
  /** The event open in the detail view. */
  current: Event | null;
  currentLoading: boolean;
  /** True when `events` / `current` came from the offline source rather than the API. */
  fromOffline: boolean;
  offlineSource: OfflineEventSource | null;
  /** When each event on the device was downloaded (ms since epoch), by event id. */
  downloads: Record<number, number>;
  /** The event whose download is in flight. */
  downloadingId: number | null;
  setOfflineSource: (source: OfflineEventSource | null) => void;
  /** Loads one page of the list (the events page keeps its page, sort, search and filter in the URL). */
  load: (query?: EventListQuery) => Promise<void>;
  /** Loads one event into `current`; resolves null when it could not be loaded. */
  loadDetails: (id: number) => Promise<Event | null>;
  /** Re-reads which events are on the device. */
  refreshDownloads: () => Promise<void>;
  /** Downloads (or refreshes) the device's copy of an event; resolves false when it failed (already told). */
  downloadForOffline: (event: Pick<Event, 'id' | 'name'>) => Promise<boolean>;
  add: (body: SaveEvent) => Promise<Event>;
  update: (id: number, body: SaveEvent) => Promise<Event>;
  delete: (id: number) => Promise<void>;
  finalize: (id: number) => Promise<Event>;
  clearCurrent: () => void;
}

const quiet = { notifyError: false } as const;

/** Shows the catalogue text once (unless the http client already spoke) and rethrows. */
function fail(text: string, error: unknown): never {
  if (!alreadyReported(error)) notify.error(text);
  throw error;
}

/** Puts a fresh copy of an event in its row of the list, if the list shows it. */
const replaceIn = (events: EventListItem[], event: Event): EventListItem[] =>
  events.some((e) => e.id === event.id) ? events.map((e) => (e.id === event.id ? toListItem(event) : e)) : events;

let listTicket = 0;
let detailsTicket = 0;

const downloadsOf = (events: EventCopy[]): Record<number, number> =>
  Object.fromEntries(events.filter((e) => typeof e.downloadedAt === 'number').map((e) => [e.id, e.downloadedAt as number]));

const sameDownloads = (a: Record<number, number>, b: Record<number, number>): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[Number(k)] === b[Number(k)]);
};

export const useEventStore = create<EventState>()((set, get) => {
  /** Merges a fresh copy of an event into the list and the detail view. */
  const keep = (event: Event) =>
    set((s) => ({ events: replaceIn(s.events, event), current: s.current?.id === event.id ? event : s.current }));

  /** Shows the screen the device's copies; warns only when it switches from the server's data to them. */
  const showDeviceData = (patch: Partial<EventState>, noConnection: boolean) => {
    if (noConnection && !get().fromOffline) notify.warning(OFFLINE_TEXTS.noConnection);
    set({ ...patch, fromOffline: true });
  };

  const setDownloads = (downloads: Record<number, number>) => {
    if (!sameDownloads(downloads, get().downloads)) set({ downloads });
  };

  /** The list from the device; `noConnection` false when the API answered with an error (already told). */
  const listFromDevice = async (source: OfflineEventSource, ticket: number, noConnection: boolean) => {
    let events: EventCopy[];
    try {
      events = await source.listEvents();
    } catch {
      if (ticket === listTicket && noConnection) notify.error(EVENT_STORE_ERRORS.load);
      return;
    }
    if (ticket !== listTicket) return;
    showDeviceData({ events: events.map(toListItem), total: events.length }, noConnection);
    setDownloads(downloadsOf(events));
  };

  /** One event from the device; not there → 'Evento não encontrado' when there is no connection. */
  const detailsFromDevice = async (source: OfflineEventSource, id: number, ticket: number, noConnection: boolean) => {
    let event: EventCopy | null = null;
    let failed = false;
    try {
      event = await source.getEvent(id);
    } catch {
      failed = true;
    }
    if (ticket !== detailsTicket) return event;
    if (event) {
      showDeviceData({ current: event }, noConnection);
      if (typeof event.downloadedAt === 'number') setDownloads({ ...get().downloads, [id]: event.downloadedAt });
      return event;
    }
    // A reload that failed keeps what the screen already shows.
    const current = get().current?.id === id ? get().current : null;
    if (!noConnection || failed) {
      set({ current });
      // With a response, the API's error was already shown.
      if (noConnection) notify.error(EVENT_STORE_ERRORS.details);
      return null;
    }
    showDeviceData({ current }, true);
    notify.error(DOWNLOAD_MESSAGES.notFound);
    return null;
  };

  return {
    events: [],
    total: 0,
    loading: false,
    current: null,
    currentLoading: false,
    fromOffline: false,
    offlineSource: deviceEventSource,
    downloads: {},
    downloadingId: null,
    setOfflineSource: (offlineSource) => set({ offlineSource }),

    load: async (query = {}) => {
      const ticket = ++listTicket;
      const { offlineSource } = get();
      set({ loading: true });
      try {
        if (offlineSource && isDeviceOffline()) {
          await listFromDevice(offlineSource, ticket, true);
          return;
        }
        try {
          const page = await getEvents(query, quiet);
          if (ticket === listTicket) set({ events: page.data, total: page.meta.total, fromOffline: false });
          void get().refreshDownloads();
        } catch (error) {
          if (ticket !== listTicket) return;
          const noConnection = isNetworkFailure(error);
          if (!noConnection || !offlineSource) {
            if (!alreadyReported(error)) notify.error(EVENT_STORE_ERRORS.load);
          }
          if (offlineSource) await listFromDevice(offlineSource, ticket, noConnection);
        }
      } finally {
        if (ticket === listTicket) set({ loading: false });
      }
    },

    loadDetails: async (id) => {
      const ticket = ++detailsTicket;
      const { offlineSource } = get();
      set((s) => ({ currentLoading: true, current: s.current?.id === id ? s.current : null }));
      try {
        if (offlineSource && isDeviceOffline()) return await detailsFromDevice(offlineSource, id, ticket, true);
        try {
          const event = await getEvent(id, quiet);
          if (ticket === detailsTicket) set((s) => ({ events: replaceIn(s.events, event), current: event, fromOffline: false }));
          void get().refreshDownloads();
          return event;
        } catch (error) {
          if (ticket !== detailsTicket) return null;
          const noConnection = isNetworkFailure(error);
          if (!noConnection || !offlineSource) {
            if (!alreadyReported(error)) notify.error(EVENT_STORE_ERRORS.details);
          }
          if (!offlineSource) {
            set((s) => ({ current: s.current?.id === id ? s.current : null }));
            return null;
          }
          return await detailsFromDevice(offlineSource, id, ticket, noConnection);
        }
      } finally {
        if (ticket === detailsTicket) set({ currentLoading: false });
      }
    },

    refreshDownloads: async () => {
      const { offlineSource } = get();
      if (!offlineSource) return;
      try {
        setDownloads(downloadsOf(await offlineSource.listEvents()));
      } catch {
        // No offline database on this device: nothing is shown as downloaded.
        setDownloads({});
      }
    },

    downloadForOffline: async (event) => {
      const download = get().offlineSource?.download;
      if (!download) return false;
      set({ downloadingId: event.id });
      try {
        const copy = await download(event.id);
        if (typeof copy.downloadedAt === 'number') setDownloads({ ...get().downloads, [event.id]: copy.downloadedAt });
        notify.success(DOWNLOAD_MESSAGES.downloaded(event.name));
        return true;
      } catch (error) {
        if (!alreadyReported(error)) notify.error(DOWNLOAD_MESSAGES.downloadError);
        return false;
      } finally {
        set({ downloadingId: null });
      }
    },

    add: async (body) => {
      try {
        // The list reloads its page: where the new event falls depends on its sort and filters.
        return await createEvent(body, quiet);
      } catch (error) {
        return fail(EVENT_STORE_ERRORS.add, error);
      }
    },

    update: async (id, body) => {
      try {
        const event = await updateEvent(id, body, quiet);
        keep(event);
        return event;
      } catch (error) {
        return fail(EVENT_STORE_ERRORS.update, error);
      }
    },

    delete: async (id) => {
      try {
        await deleteEvent(id, quiet);
        set((s) => ({
          events: s.events.filter((e) => e.id !== id),
          total: s.events.some((e) => e.id === id) ? Math.max(0, s.total - 1) : s.total,
          current: s.current?.id === id ? null : s.current,
        }));
      } catch (error) {
        fail(EVENT_STORE_ERRORS.delete, error);
      }
    },

    finalize: async (id) => {
      try {
        const event = await finalizeEvent(id, quiet);
        keep(event);
        return event;
      } catch (error) {
        return fail(EVENT_STORE_ERRORS.finalize, error);
      }
    },

    clearCurrent: () => {
      detailsTicket += 1;
      set({ current: null, currentLoading: false });
    },
  };
});

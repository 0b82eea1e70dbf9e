/**
 * The events store (SPEC §8 "Event store"): the list, the event open in the detail view, and the
 * changes to them. Every call asks the http client not to notify, and a failure shows exactly one
 * error notification with the catalogue's text (EVENT_STORE_ERRORS), then rejects so the dialog
 * that asked can stay open and show the server's reason beside its form.
 */
import { create } from 'zustand';
import { EVENT_STORE_ERRORS, type Event, type EventListQuery, type SaveEvent } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { alreadyReported } from '../../lib/api-errors';
import { createEvent, deleteEvent, finalizeEvent, getEvent, getEvents, updateEvent } from './api';

/**
 * Where loading falls back when the device is offline or the API fails (SPEC §8). The offline
 * database arrives with the offline check-in issue; until then no source is set and nothing is faked.
 */
export interface OfflineEventSource {
  listEvents: () => Promise<Event[]>;
  getEvent: (id: number) => Promise<Event | null>;
}

export interface EventState {
  events: Event[];
  /** True while the list loads. */
  loading: boolean;
  /** The event open in the detail view. */
  current: Event | null;
  currentLoading: boolean;
  /** True when `events` / `current` came from the offline source rather than the API. */
  fromOffline: boolean;
  offlineSource: OfflineEventSource | null;
  setOfflineSource: (source: OfflineEventSource | null) => void;
  load: (query?: EventListQuery) => Promise<void>;
  /** Loads one event into `current`; resolves null when it could not be loaded. */
  loadDetails: (id: number) => Promise<Event | null>;
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

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

const replaceIn = (events: Event[], event: Event): Event[] => events.map((e) => (e.id === event.id ? event : e));

let listTicket = 0;
let detailsTicket = 0;

export const useEventStore = create<EventState>()((set, get) => {
  /** Merges a fresh copy of an event into the list and the detail view. */
  const keep = (event: Event) =>
    set((s) => ({ events: replaceIn(s.events, event), current: s.current?.id === event.id ? event : s.current }));

  return {
    events: [],
    loading: false,
    current: null,
    currentLoading: false,
    fromOffline: false,
    offlineSource: null,
    setOfflineSource: (offlineSource) => set({ offlineSource }),

    load: async (query = {}) => {
      const ticket = ++listTicket;
      const { offlineSource } = get();
      set({ loading: true });
      try {
        if (offlineSource && isOffline()) {
          const events = await offlineSource.listEvents();
          if (ticket === listTicket) set({ events, fromOffline: true });
          return;
        }
        try {
          const events = await getEvents(query, quiet);
          if (ticket === listTicket) set({ events, fromOffline: false });
        } catch (error) {
          if (ticket !== listTicket) return;
          if (!alreadyReported(error)) notify.error(EVENT_STORE_ERRORS.load);
          if (offlineSource) set({ events: await offlineSource.listEvents(), fromOffline: true });
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
        if (offlineSource && isOffline()) {
          const event = await offlineSource.getEvent(id);
          if (ticket === detailsTicket) set({ current: event, fromOffline: true });
          return event;
        }
        try {
          const event = await getEvent(id, quiet);
          if (ticket === detailsTicket) set((s) => ({ events: replaceIn(s.events, event), current: event, fromOffline: false }));
          return event;
        } catch (error) {
          if (ticket !== detailsTicket) return null;
          if (!alreadyReported(error)) notify.error(EVENT_STORE_ERRORS.details);
          const event = offlineSource ? await offlineSource.getEvent(id) : null;
          set({ current: event, fromOffline: event !== null });
          return event;
        }
      } finally {
        if (ticket === detailsTicket) set({ currentLoading: false });
      }
    },

    add: async (body) => {
      try {
        const event = await createEvent(body, quiet);
        set((s) => ({ events: [...s.events, event] }));
        return event;
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
        set((s) => ({ events: s.events.filter((e) => e.id !== id), current: s.current?.id === id ? null : s.current }));
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

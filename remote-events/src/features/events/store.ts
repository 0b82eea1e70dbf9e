/**
 * The events area's device state and its changes (SPEC §8 "Event store"). The list and the event
 * open in the detail view are server state, read through the query layer (queries.ts); this store
 * holds what is not: where the offline copies come from, which events are on the device, whether
 * the screen shows the device's copies, the download in flight, and the changes, each of which
 * shows exactly one error notification with the catalogue's text (EVENT_STORE_ERRORS), then rejects
 * so the dialog that asked can stay open and show the server's reason beside its form. After a
 * change the layer refreshes what it touched (the list, the event).
 */
import { create } from 'zustand';
import { EVENT_STORE_ERRORS, type Event, type SaveEvent } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { DOWNLOAD_MESSAGES, downloadEvent, getOfflineEvent, getOfflineEvents } from '@sge/shared/offline';
import { queryClient } from '@sge/shared/query';
import { alreadyReported } from '../../lib/api-errors';
import { OFFLINE_TEXTS } from '../../lib/offline';
import { createEvent, deleteEvent, eventKeys, finalizeEvent, updateEvent } from './api';

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

/** One event as the detail view shows it: the server's, or the device's copy. */
export interface EventView {
  event: EventCopy;
  fromOffline: boolean;
}

export interface EventState {
  /** Whether the last answer a screen showed came from the device (the warning is for the switch only). */
  showingDevice: boolean;
  offlineSource: OfflineEventSource | null;
  /** When each event on the device was downloaded (ms since epoch), by event id. */
  downloads: Record<number, number>;
  /** The event whose download is in flight. */
  downloadingId: number | null;
  setOfflineSource: (source: OfflineEventSource | null) => void;
  /** Notes that a screen shows the server's answers (`false`) or the device's copies (`true`), warning once on the switch when there is no connection. */
  showFromDevice: (fromDevice: boolean, noConnection?: boolean) => void;
  /** Re-reads which events are on the device. */
  refreshDownloads: () => Promise<void>;
  /** Records the download time of events read from the device. */
  noteDownloads: (events: EventCopy[]) => void;
  /** Downloads (or refreshes) the device's copy of an event; resolves false when it failed (already told). */
  downloadForOffline: (event: Pick<Event, 'id' | 'name'>) => Promise<boolean>;
  add: (body: SaveEvent) => Promise<Event>;
  update: (id: number, body: SaveEvent) => Promise<Event>;
  delete: (id: number) => Promise<void>;
  finalize: (id: number) => Promise<Event>;
}

const quiet = { notifyError: false } as const;

/** Shows the catalogue text once (unless the http client already spoke) and rethrows. */
function fail(text: string, error: unknown): never {
  if (!alreadyReported(error)) notify.error(text);
  throw error;
}

/** Shows a saved event at once in its detail view (the layer then refreshes the list). */
const keep = (event: Event): Event => {
  queryClient.setQueryData<EventView>(eventKeys.detail(event.id), { event, fromOffline: false });
  return event;
};

const downloadsOf = (events: EventCopy[]): Record<number, number> =>
  Object.fromEntries(events.filter((e) => typeof e.downloadedAt === 'number').map((e) => [e.id, e.downloadedAt as number]));

const sameDownloads = (a: Record<number, number>, b: Record<number, number>): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[Number(k)] === b[Number(k)]);
};

export const useEventStore = create<EventState>()((set, get) => {
  const setDownloads = (downloads: Record<number, number>) => {
    if (!sameDownloads(downloads, get().downloads)) set({ downloads });
  };

  return {
    showingDevice: false,
    offlineSource: deviceEventSource,
    downloads: {},
    downloadingId: null,
    setOfflineSource: (offlineSource) => set({ offlineSource }),

    showFromDevice: (fromDevice, noConnection = false) => {
      if (fromDevice && noConnection && !get().showingDevice) notify.warning(OFFLINE_TEXTS.noConnection);
      if (get().showingDevice !== fromDevice) set({ showingDevice: fromDevice });
    },

    noteDownloads: (events) => {
      const found = downloadsOf(events);
      if (Object.keys(found).length) setDownloads({ ...get().downloads, ...found });
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
        return keep(await updateEvent(id, body, quiet));
      } catch (error) {
        return fail(EVENT_STORE_ERRORS.update, error);
      }
    },

    delete: async (id) => {
      try {
        await deleteEvent(id, quiet);
        queryClient.removeQueries({ queryKey: eventKeys.detail(id) });
      } catch (error) {
        fail(EVENT_STORE_ERRORS.delete, error);
      }
    },

    finalize: async (id) => {
      try {
        return keep(await finalizeEvent(id, quiet));
      } catch (error) {
        return fail(EVENT_STORE_ERRORS.finalize, error);
      }
    },
  };
});

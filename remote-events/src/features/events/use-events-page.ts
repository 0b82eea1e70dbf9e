/**
 * The events list: its page, sort, search and 'Filtrar por' live in the URL (a link can be shared,
 * the back button works), and each page is a query of the server-state layer that falls back to the
 * device's copies, with the catalogue's texts, when the device is offline or the API fails (SPEC §8;
 * see queries.ts).
 *
 * Chakra-free: the venue path's list (pages/events-venue.tsx) loads through it before Chakra.
 */
import type { EventListItem } from '@sge/shared/contract';
import { useServerList, type ServerList } from '@sge/shared/query';
import type { ListState } from '@sge/shared/ui';
import { eventsList, type EventsPage } from './queries';

/** The list's paging as the cards' pager reads it. */
export type EventsPageServer = Pick<ListState<EventListItem>, 'total' | 'page' | 'pageSize'>;

export interface EventsPageList {
  list: ServerList<EventListItem, EventsPage>;
  /** True when the rows are the device's copies (every event on it, searched and paged on the device). */
  fromOffline: boolean;
  reload: () => void;
  server: EventsPageServer;
  setPage: (page: number) => void;
}

export function useEventsPage(): EventsPageList {
  const list = useServerList(eventsList, { filterParam: 'status' });
  const { total, page, pageSize, refresh, setParams } = list;
  const fromOffline = list.data?.fromOffline ?? false;

  return {
    list,
    fromOffline,
    reload: refresh,
    server: { total, page, pageSize },
    setPage: (next: number) => setParams({ page: next }),
  };
}

/**
 * The list's page, sort, search and 'Filtrar por' live in the URL (usePagedList: a link can be
 * shared, the back button works); the events store loads that page, because the list must fall back
 * to the device's copies, with the catalogue's texts, when the device is offline or the API fails
 * (SPEC §8), which the hook's own loader does not do.
 *
 * Chakra-free: the phone's first screen (pages/events-first-screen.tsx) loads the list through this
 * hook before Chakra arrives, and the rich page, mounted afterwards on the same store, finds it loaded.
 */
import { useCallback, useMemo } from 'react';
import type { EventListItem, EventListQuery, EventSort, SortValue } from '@sge/shared/contract';
import { usePagedList, type PagedList } from '@sge/shared/http';
import { EVENT_PATHS } from './api';
import { useEventStore } from './store';

/** The list's paging as the table and the cards' pager read it, with the store's total. */
export type EventsPageServer = PagedList<EventListItem>['tableProps']['server'];

const STATUSES = ['active', 'finalized'] as const;

export function useEventsPage(): { reload: () => void; server: EventsPageServer; setPage: (page: number) => void } {
  const list = usePagedList<EventListItem>(EVENT_PATHS.list, { filterParam: 'status', storageKey: 'events', enabled: false });
  const load = useEventStore((s) => s.load);
  const total = useEventStore((s) => s.total);
  const { page, pageSize, sort, search, filters } = list.params;
  const status = STATUSES.find((value) => value === filters.status);
  const query = useMemo<EventListQuery>(
    () => ({ page, pageSize, sort: (sort || undefined) as SortValue<EventSort> | undefined, search: search || undefined, status }),
    [page, pageSize, sort, search, status],
  );
  const reload = useCallback(() => void load(query), [load, query]);
  const server = useMemo<EventsPageServer>(() => ({ ...list.tableProps.server, total }), [list.tableProps.server, total]);
  return { reload, server, setPage: (next: number) => list.setParams({ page: next }) };
}

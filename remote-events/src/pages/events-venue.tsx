/**
 * /events on a phone: the events list of the venue path and, with `?evento=<id>`, the event's gate
 * screen (features/gate/gate-screen.tsx), made of light components (`@sge/shared/venue`). It is the
 * only version of the phone's list and gate screen: the host paints it first,
 * without Chakra, in its venue layout (module federation: './EventsVenue'), and the Chakra page
 * (events-page.tsx) shows the same list on a phone. The dialogs are a Chakra island, loaded on
 * demand and preloaded when the browser is idle.
 *
 * Must stay Chakra-free (no @sge/shared/ui, @chakra-ui, @emotion, framer-motion, directly or
 * through another module): a test loads it with those modules made to throw.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { EventListItem } from '@sge/shared/contract';
import { BrowserRouter, useInRouterContext, useSearchParams } from '@sge/shared/router';
import { useSessionFlags } from '@sge/shared/session';
import { prefetchList, queryClient } from '@sge/shared/query';
import { VenueButton, VenuePageHeader, VenuePlusIcon, whenIdle } from '@sge/shared/venue';
import { EventCards } from '../features/events/components/event-cards';
import { GateScreen } from '../features/gate/gate-screen';
import { eventDialogs } from '../features/events/components/event-dialogs-island';
import type { DialogTarget } from '../features/events/components/event-dialogs';
import { EVENT_LIST_TEXTS } from '../features/events/messages';
import { eventsList, eventsQueries } from '../features/events/queries';
import { staffQueries } from '../features/event-staff/queries';
import { useEventStore } from '../features/events/store';
import { useEventsPage, type EventsPageServer } from '../features/events/use-events-page';
import { OFFLINE_TEXTS } from '../lib/offline';
import { localToday } from '../lib/today';
import { useOnlineStatus } from '../lib/use-online-status';

/** The query parameter holding the event open in the detail view (SPEC §2: routes have no parameters). */
export const EVENT_PARAM = 'evento';

/** The event open in the detail view (`?evento=<id>`), or null. */
export function eventIdOf(params: URLSearchParams): number | null {
  const selected = Number(params.get(EVENT_PARAM));
  return Number.isInteger(selected) && selected > 0 ? selected : null;
}

/**
 * The start's preload on the venue path (the host's route-loader.ts, behind the splash): what the
 * opened screen asks first, under the screen's own keys, so the screen finds it in the cache. With
 * `?evento=<id>`, the gate screen's event and its staff (the day's quotas wait for the event's days);
 * with no query, the first page of the cards; any other query, nothing (the screen asks it itself).
 */
export function prefetch(search = ''): Promise<unknown> {
  const params = new URLSearchParams(search);
  const id = eventIdOf(params);
  if (id !== null) {
    return Promise.all([
      queryClient.prefetchQuery(eventsQueries.detail(id)),
      queryClient.prefetchQuery(staffQueries.links(id)),
      queryClient.prefetchQuery(staffQueries.quantities(id)),
    ]);
  }
  return params.toString() === '' ? prefetchList(eventsList) : Promise.resolve();
}

/** Previous / next page of the cards (a phone shows no table). */
function CardsPager({ server, onPage }: { server: EventsPageServer; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(server.total / server.pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={EVENT_LIST_TEXTS.pager} className="sge-v-pager">
      <VenueButton variant="outline" size="tall" disabled={server.page <= 1} onClick={() => onPage(server.page - 1)}>
        {EVENT_LIST_TEXTS.previousPage}
      </VenueButton>
      <p className="sge-v-sm">{EVENT_LIST_TEXTS.pageOf(server.page, pages)}</p>
      <VenueButton variant="outline" size="tall" disabled={server.page >= pages} onClick={() => onPage(server.page + 1)}>
        {EVENT_LIST_TEXTS.nextPage}
      </VenueButton>
    </nav>
  );
}

const closed = (target: DialogTarget): DialogTarget => ({ ...target, open: false });

/** The phone's events list: header, cards, pager and the dialogs' island. */
export function EventsVenueList({ onOpen }: { onOpen: (event: { id: number }) => void }) {
  const { list, fromOffline, server, setPage } = useEventsPage();
  const { rows: events, loading } = list;
  const downloads = useEventStore((s) => s.downloads);
  const downloadingId = useEventStore((s) => s.downloadingId);
  const downloadForOffline = useEventStore((s) => s.downloadForOffline);
  const online = useOnlineStatus();
  const { isAdminOrManager, isCoordinator, isCoordinatorOrAbove } = useSessionFlags();
  const [form, setForm] = useState<DialogTarget>({ open: false });
  const [removal, setRemoval] = useState<DialogTarget>({ open: false });
  // Mounted once a dialog was asked for, and kept (a dialog closes with its animation).
  const dialogsWanted = form.open || removal.open;
  const [dialogs, setDialogs] = useState(false);
  useEffect(() => {
    if (dialogsWanted) setDialogs(true);
  }, [dialogsWanted]);

  // The dialogs' code (Chakra) is fetched when the browser is idle after the first paint, so the
  // first 'Editar' opens at once; only the roles that have them.
  useEffect(() => {
    if (!isAdminOrManager) return;
    return whenIdle(() => void eventDialogs.load().catch(() => undefined));
  }, [isAdminOrManager]);

  // A page of cards arriving renders in a background pass React splits into short tasks.
  const current = useMemo(() => ({ events, loading, downloads, downloadingId }), [events, loading, downloads, downloadingId]);
  const shown = useDeferredValue(current);

  const onEdit = useCallback((event: EventListItem) => setForm({ open: true, event }), []);
  const onDelete = useCallback((event: EventListItem) => setRemoval({ open: true, event }), []);
  const onDownload = useCallback((event: EventListItem) => void downloadForOffline(event), [downloadForOffline]);

  return (
    <>
      <VenuePageHeader
        title={EVENT_LIST_TEXTS.title}
        description={EVENT_LIST_TEXTS.description}
        actions={
          isAdminOrManager && (
            <VenueButton variant="primary" title={online ? undefined : OFFLINE_TEXTS.unavailable} disabled={!online} onClick={() => setForm({ open: true })}>
              <VenuePlusIcon />
              {EVENT_LIST_TEXTS.newEvent}
            </VenueButton>
          )
        }
      />
      {fromOffline && <p className="sge-v-note">{EVENT_LIST_TEXTS.fromOffline}</p>}
      <EventCards
        events={shown.events}
        loading={shown.loading}
        today={localToday()}
        todayFirst={isCoordinator}
        canManage={isAdminOrManager}
        canDownload={isCoordinatorOrAbove}
        downloads={shown.downloads}
        downloadingId={shown.downloadingId}
        offline={!online}
        onOpen={onOpen}
        onEdit={onEdit}
        onDelete={onDelete}
        onDownload={onDownload}
        prepareActions={eventDialogs.load}
      />
      {/* Not while the first page loads: the cards arriving above would push it down (a layout shift). */}
      {!fromOffline && !(shown.loading && shown.events.length === 0) && <CardsPager server={server} onPage={setPage} />}
      {dialogs && (
        <eventDialogs.Island
          form={form}
          removal={removal}
          onCloseForm={() => setForm(closed)}
          onCloseRemoval={() => setRemoval(closed)}
          onSaved={(saved, created) => {
            setForm(closed);
            if (created) onOpen(saved);
          }}
        />
      )}
    </>
  );
}

function VenuePage() {
  const [params, setParams] = useSearchParams();
  const eventId = eventIdOf(params);
  const open = useCallback(
    (event: { id: number }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(EVENT_PARAM, String(event.id));
        return next;
      }),
    [setParams],
  );
  const back = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(EVENT_PARAM);
        return next;
      }),
    [setParams],
  );
  return <section className="sge-v">{eventId ? <GateScreen eventId={eventId} onBack={back} /> : <EventsVenueList onOpen={open} />}</section>;
}

/**
 * The venue path's /events (module federation: './EventsVenue'). The host renders it inside its
 * router; outside one (a bare root) it reads the address from the browser's.
 */
export default function EventsVenue() {
  return useInRouterContext() ? (
    <VenuePage />
  ) : (
    <BrowserRouter>
      <VenuePage />
    </BrowserRouter>
  );
}

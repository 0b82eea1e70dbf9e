import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { EventListItem } from '@sge/shared/contract';
import { useSearchParams } from '@sge/shared/router';
import { useSessionFlags } from '@sge/shared/session';
import { prefetchList, useQuery } from '@sge/shared/query';
import { Button, HStack, PageHeader, PlusIcon, Text, VisuallyHidden } from '@sge/shared/ui';
import { DayStaffPanel } from '../features/event-staff/components/day-staff-panel';
import { StaffCheckIn } from '../features/event-staff/components/staff-check-in';
import { EventStaffQuotas } from '../features/event-staff/components/event-staff-quotas';
import { useEventStaff } from '../features/event-staff/use-event-staff';
import { DeleteEventDialog } from '../features/events/components/delete-event-dialog';
import { EventCards } from '../features/events/components/event-cards';
import { EventDetail } from '../features/events/components/event-detail';
import { EventFormDialog } from '../features/events/components/event-form-dialog';
import { EventsTable } from '../features/events/components/events-table';
import { eventDates, type EventInfo } from '../features/events/event-dates';
import { EVENT_HANDOVER_KEYS } from '../features/events/handover-keys';
import { EVENT_LIST_TEXTS } from '../features/events/messages';
import { useEventStore } from '../features/events/store';
import { useEventsPage, type EventsPageServer } from '../features/events/use-events-page';
import { eventsList, eventsQueries } from '../features/events/queries';
import { OFFLINE_TEXTS } from '../lib/offline';
import { localToday } from '../lib/today';
import { useCompactLayout } from '../lib/use-compact-layout';
import { useOnlineStatus } from '../lib/use-online-status';

/** The route's preload: the first page of the list, under the page's own key. */
export const prefetch = () => prefetchList(eventsList);

/** The query parameter holding the event open in the detail view (SPEC §2: routes have no parameters). */
const EVENT_PARAM = 'evento';

/** Which event a dialog is about; kept while it closes so its texts do not change mid-animation. */
interface DialogTarget {
  open: boolean;
  event?: EventInfo;
}

/** Previous / next page of the cards (a phone shows no table). */
function CardsPager({ server, onPage }: { server: EventsPageServer; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(server.total / server.pageSize));
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={EVENT_LIST_TEXTS.pager} justify="space-between" mt="3">
      <Button minH="12" variant="outline" data-handover={EVENT_HANDOVER_KEYS.previousPage} disabled={server.page <= 1} onClick={() => onPage(server.page - 1)}>
        {EVENT_LIST_TEXTS.previousPage}
      </Button>
      <Text fontSize="sm">{EVENT_LIST_TEXTS.pageOf(server.page, pages)}</Text>
      <Button minH="12" variant="outline" data-handover={EVENT_HANDOVER_KEYS.nextPage} disabled={server.page >= pages} onClick={() => onPage(server.page + 1)}>
        {EVENT_LIST_TEXTS.nextPage}
      </Button>
    </HStack>
  );
}

const closed = (target: DialogTarget): DialogTarget => ({ ...target, open: false });

function EventsList({ onOpen }: { onOpen: (event: { id: number }) => void }) {
  const { list, fromOffline, server, setPage } = useEventsPage();
  const { rows: events, loading } = list;
  const downloads = useEventStore((s) => s.downloads);
  const downloadingId = useEventStore((s) => s.downloadingId);
  const downloadForOffline = useEventStore((s) => s.downloadForOffline);
  const online = useOnlineStatus();
  const compact = useCompactLayout();
  const { isAdminOrManager, isCoordinator, isCoordinatorOrAbove } = useSessionFlags();
  const [form, setForm] = useState<DialogTarget>({ open: false });
  const [removal, setRemoval] = useState<DialogTarget>({ open: false });

  // When the connection returns, the device's records reach the server through a write: the layer
  // then asks for the list again, and it comes from the server.

  // The store is read through useSyncExternalStore, whose updates render synchronously: a page of
  // cards arriving was one long task on a phone (issue 15, Total Blocking Time). The list renders
  // from a deferred copy instead, in a background pass React splits into short tasks.
  const current = useMemo(() => ({ list, events, loading, downloads, downloadingId }), [list, events, loading, downloads, downloadingId]);
  const shown = useDeferredValue(current);

  const onEdit = useCallback((event: EventListItem) => setForm({ open: true, event }), []);
  const onDelete = useCallback((event: EventListItem) => setRemoval({ open: true, event }), []);
  const onDownload = useCallback((event: EventListItem) => void downloadForOffline(event), [downloadForOffline]);

  return (
    <>
      {/* The phone's first screen (events-first-screen.tsx) hands over to this list once it is
          'ready': cards, the empty state or the device's copies, not 'Carregando dados...'. */}
      <div data-first-screen={shown.loading && shown.events.length === 0 ? 'loading' : 'ready'}>
        <PageHeader
          title={EVENT_LIST_TEXTS.title}
          description={EVENT_LIST_TEXTS.description}
          actions={
            isAdminOrManager && (
              <Button
                colorPalette="gold"
                data-handover={EVENT_HANDOVER_KEYS.newEvent}
                title={online ? undefined : OFFLINE_TEXTS.unavailable}
                disabled={!online}
                onClick={() => setForm({ open: true })}
              >
                <PlusIcon />
                {EVENT_LIST_TEXTS.newEvent}
              </Button>
            )
          }
        />
        {fromOffline && (
          <Text fontSize="sm" color="fg.muted" mb="3">
            {EVENT_LIST_TEXTS.fromOffline}
          </Text>
        )}
        {compact ? (
          <>
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
            />
            {!fromOffline && <CardsPager server={server} onPage={setPage} />}
          </>
        ) : (
          <EventsTable
            list={shown.list}
            fromOffline={fromOffline}
            downloads={shown.downloads}
            offline={!online}
            canManage={isAdminOrManager}
            onOpen={onOpen}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        )}
      </div>
      <EventFormDialog
        open={form.open}
        event={form.event}
        onClose={() => setForm(closed)}
        onSaved={(saved) => {
          const created = !form.event;
          setForm(closed);
          if (created) onOpen(saved);
        }}
      />
      <DeleteEventDialog
        open={removal.open}
        event={removal.event}
        onClose={() => setRemoval(closed)}
        onDeleted={() => setRemoval(closed)}
      />
    </>
  );
}

function EventView({ eventId, onBack }: { eventId: number; onBack: () => void }) {
  const detail = useQuery(eventsQueries.detail(eventId));
  const dates = detail.data ? eventDates(detail.data.event).join(',') : '';
  // Once offline records reach the server (a write), the layer shows the server's state of the event and its staff.
  const reloadStaff = useEventStaff(eventId, dates ? dates.split(',') : []);

  const compact = useCompactLayout();
  return (
    <>
      {/* On a phone the event's screen is the gate: its list takes the room the page's title would. */}
      {compact ? (
        <VisuallyHidden as="h1">Eventos</VisuallyHidden>
      ) : (
        <PageHeader title="Eventos" />
      )}
      <EventDetail
        eventId={eventId}
        onBack={onBack}
        onRefresh={reloadStaff}
        beforeDays={(event) => <EventStaffQuotas eventId={event.id} />}
        renderDay={(day, event) => <DayStaffPanel eventId={event.id} day={day} readOnly={event.isFinalized} />}
        renderCompactDays={(event, dates, dayTools, gate) => (
          <StaffCheckIn
            onBack={gate.onBack}
            details={gate.details}
            eventId={event.id}
            eventName={event.name}
            dates={dates}
            readOnly={event.isFinalized}
            dayTools={dayTools}
            badges={event}
          />
        )}
      />
    </>
  );
}

/**
 * /events: the events list and, with ?evento=<id>, one event's days, staff and summary (SPEC §2, §7).
 * Opening an event keeps the list's page, sort and search in the URL, so 'Voltar' returns to them.
 */
export default function EventsPage() {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get(EVENT_PARAM));
  const eventId = Number.isInteger(selected) && selected > 0 ? selected : null;

  const withEvent = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete(EVENT_PARAM);
      else next.set(EVENT_PARAM, String(id));
      return next;
    });
  const open = (event: { id: number }) => withEvent(event.id);
  const back = () => withEvent(null);

  return <section>{eventId ? <EventView eventId={eventId} onBack={back} /> : <EventsList onOpen={open} />}</section>;
}

import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { EventListItem } from '@sge/shared/contract';
import { useSearchParams } from '@sge/shared/router';
import { useSessionFlags } from '@sge/shared/session';
import { prefetchList, useQuery } from '@sge/shared/query';
import { Button, PageHeader, PlusIcon, Text } from '@sge/shared/ui';
import { DayStaffPanel } from '../features/event-staff/components/day-staff-panel';
import { EventStaffQuotas } from '../features/event-staff/components/event-staff-quotas';
import { useEventStaff } from '../features/event-staff/use-event-staff';
import { DeleteEventDialog } from '../features/events/components/delete-event-dialog';
import { EventDetail } from '../features/events/components/event-detail';
import { EventFormDialog } from '../features/events/components/event-form-dialog';
import { EventsTable } from '../features/events/components/events-table';
import { eventDates } from '../features/events/event-dates';
import { EVENT_LIST_TEXTS } from '../features/events/messages';
import { useEventStore } from '../features/events/store';
import { useEventsPage } from '../features/events/use-events-page';
import type { DialogTarget } from '../features/events/components/event-dialogs';
import { EVENT_PARAM, EventsVenueList, eventIdOf } from './events-venue';
import { GateScreen } from '../features/gate/gate-screen';
import { eventsList, eventsQueries } from '../features/events/queries';
import { OFFLINE_TEXTS } from '../lib/offline';
import { useCompactLayout } from '../lib/use-compact-layout';
import { useOnlineStatus } from '../lib/use-online-status';

/** The route's preload: the first page of the list, under the page's own key. */
export const prefetch = () => prefetchList(eventsList);

const closed = (target: DialogTarget): DialogTarget => ({ ...target, open: false });

/** The wide screen's list: a table; a phone shows the venue path's cards (events-venue.tsx). */
function EventsTableList({ onOpen }: { onOpen: (event: { id: number }) => void }) {
  const { list, fromOffline } = useEventsPage();
  const downloads = useEventStore((s) => s.downloads);
  const online = useOnlineStatus();
  const { isAdminOrManager } = useSessionFlags();
  const [form, setForm] = useState<DialogTarget>({ open: false });
  const [removal, setRemoval] = useState<DialogTarget>({ open: false });

  // The store is read through useSyncExternalStore, whose updates render synchronously: the list
  // renders from a deferred copy instead, in a background pass React splits into short tasks.
  const current = useMemo(() => ({ list, downloads }), [list, downloads]);
  const shown = useDeferredValue(current);

  const onEdit = useCallback((event: EventListItem) => setForm({ open: true, event }), []);
  const onDelete = useCallback((event: EventListItem) => setRemoval({ open: true, event }), []);

  return (
    <>
      <PageHeader
        title={EVENT_LIST_TEXTS.title}
        description={EVENT_LIST_TEXTS.description}
        actions={
          isAdminOrManager && (
            <Button colorPalette="gold" title={online ? undefined : OFFLINE_TEXTS.unavailable} disabled={!online} onClick={() => setForm({ open: true })}>
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
      <DeleteEventDialog open={removal.open} event={removal.event} onClose={() => setRemoval(closed)} onDeleted={() => setRemoval(closed)} />
    </>
  );
}

function EventsList({ onOpen }: { onOpen: (event: { id: number }) => void }) {
  const compact = useCompactLayout();
  return compact ? (
    <div className="sge-v">
      <EventsVenueList onOpen={onOpen} />
    </div>
  ) : (
    <EventsTableList onOpen={onOpen} />
  );
}

function EventView({ eventId, onBack }: { eventId: number; onBack: () => void }) {
  const detail = useQuery(eventsQueries.detail(eventId));
  const dates = detail.data ? eventDates(detail.data.event).join(',') : '';
  // Once offline records reach the server (a write), the layer shows the server's state of the event and its staff.
  const reloadStaff = useEventStaff(eventId, dates ? dates.split(',') : []);
  return (
    <>
      <PageHeader title="Eventos" />
      <EventDetail
        eventId={eventId}
        onBack={onBack}
        onRefresh={reloadStaff}
        beforeDays={(event) => <EventStaffQuotas eventId={event.id} />}
        renderDay={(day, event) => <DayStaffPanel eventId={event.id} day={day} readOnly={event.isFinalized} />}
      />
    </>
  );
}

/** One event: on a phone the venue path's gate screen (light components), on a wide screen the detail. */
function EventScreen({ eventId, onBack }: { eventId: number; onBack: () => void }) {
  const compact = useCompactLayout();
  return compact ? (
    <div className="sge-v">
      <GateScreen eventId={eventId} onBack={onBack} />
    </div>
  ) : (
    <EventView eventId={eventId} onBack={onBack} />
  );
}

/**
 * /events: the events list and, with ?evento=<id>, one event's days, staff and summary (SPEC §2, §7).
 * Opening an event keeps the list's page, sort and search in the URL, so 'Voltar' returns to them.
 */
export default function EventsPage() {
  const [params, setParams] = useSearchParams();
  const eventId = eventIdOf(params);

  const withEvent = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete(EVENT_PARAM);
      else next.set(EVENT_PARAM, String(id));
      return next;
    });
  const open = (event: { id: number }) => withEvent(event.id);
  const back = () => withEvent(null);

  return <section>{eventId ? <EventScreen eventId={eventId} onBack={back} /> : <EventsList onOpen={open} />}</section>;
}

import { useCallback, useEffect, useState } from 'react';
import type { Event } from '@sge/shared/contract';
import { useSearchParams } from '@sge/shared/router';
import { useSessionFlags } from '@sge/shared/session';
import { Button, PageHeader, PlusIcon, Text } from '@sge/shared/ui';
import { DayStaffPanel } from '../features/event-staff/components/day-staff-panel';
import { StaffCheckIn } from '../features/event-staff/components/staff-check-in';
import { EventStaffQuotas } from '../features/event-staff/components/event-staff-quotas';
import { useEventStaff } from '../features/event-staff/use-event-staff';
import { DeleteEventDialog } from '../features/events/components/delete-event-dialog';
import { EventCards } from '../features/events/components/event-cards';
import { EventDetail } from '../features/events/components/event-detail';
import { EventFormDialog } from '../features/events/components/event-form-dialog';
import { EventsTable } from '../features/events/components/events-table';
import { eventDates } from '../features/events/event-dates';
import { useEventStore } from '../features/events/store';
import { OFFLINE_TEXTS } from '../lib/offline';
import { localToday } from '../lib/today';
import { useCompactLayout } from '../lib/use-compact-layout';
import { useOnlineStatus } from '../lib/use-online-status';
import { useReloadAfterSync } from '../lib/use-reload-after-sync';

/** The query parameter holding the event open in the detail view (SPEC §2: routes have no parameters). */
const EVENT_PARAM = 'evento';

/** Which event a dialog is about; kept while it closes so its texts do not change mid-animation. */
interface DialogTarget {
  open: boolean;
  event?: Event;
}

const closed = (target: DialogTarget): DialogTarget => ({ ...target, open: false });

function EventsList({ onOpen }: { onOpen: (event: Event) => void }) {
  const events = useEventStore((s) => s.events);
  const loading = useEventStore((s) => s.loading);
  const load = useEventStore((s) => s.load);
  const downloads = useEventStore((s) => s.downloads);
  const fromOffline = useEventStore((s) => s.fromOffline);
  const downloadingId = useEventStore((s) => s.downloadingId);
  const downloadForOffline = useEventStore((s) => s.downloadForOffline);
  const online = useOnlineStatus();
  const compact = useCompactLayout();
  const { isAdminOrManager, isCoordinator, isCoordinatorOrAbove } = useSessionFlags();
  const [form, setForm] = useState<DialogTarget>({ open: false });
  const [removal, setRemoval] = useState<DialogTarget>({ open: false });

  useEffect(() => {
    void load();
  }, [load]);
  // When the connection returns and the device's records are sent, the list comes from the server again.
  useReloadAfterSync(() => void load());

  const onEdit = useCallback((event: Event) => setForm({ open: true, event }), []);
  const onDelete = useCallback((event: Event) => setRemoval({ open: true, event }), []);
  const onDownload = useCallback((event: Event) => void downloadForOffline(event), [downloadForOffline]);

  return (
    <>
      <PageHeader
        title="Eventos"
        description="Eventos, seus dias e a equipe escalada em cada dia: entrada, saída e pagamento."
        actions={
          isAdminOrManager && (
            <Button colorPalette="gold" title={online ? undefined : OFFLINE_TEXTS.unavailable} disabled={!online} onClick={() => setForm({ open: true })}>
              <PlusIcon />
              Novo evento
            </Button>
          )
        }
      />
      {fromOffline && (
        <Text fontSize="sm" color="fg.muted" mb="3">
          Exibindo os eventos baixados para uso offline neste dispositivo.
        </Text>
      )}
      {compact ? (
        <EventCards
          events={events}
          loading={loading}
          today={localToday()}
          todayFirst={isCoordinator}
          canManage={isAdminOrManager}
          canDownload={isCoordinatorOrAbove}
          downloads={downloads}
          downloadingId={downloadingId}
          offline={!online}
          onOpen={onOpen}
          onEdit={onEdit}
          onDelete={onDelete}
          onDownload={onDownload}
        />
      ) : (
        <EventsTable
          events={events}
          loading={loading}
          downloads={downloads}
          offline={!online}
          canManage={isAdminOrManager}
          onRefresh={() => void load()}
          onOpen={onOpen}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
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

function EventView({ eventId, onBack }: { eventId: number; onBack: () => void }) {
  const dates = useEventStore((s) => (s.current?.id === eventId ? eventDates(s.current).join(',') : ''));
  const loadDetails = useEventStore((s) => s.loadDetails);
  const reloadStaff = useEventStaff(eventId, dates ? dates.split(',') : []);

  // Once offline records reach the server, show the server's state of the event and its staff.
  useReloadAfterSync(() => {
    void loadDetails(eventId);
    reloadStaff();
  });

  return (
    <>
      <PageHeader title="Eventos" />
      <EventDetail
        eventId={eventId}
        onBack={onBack}
        onRefresh={reloadStaff}
        beforeDays={() => <EventStaffQuotas />}
        renderDay={(day, event) => <DayStaffPanel eventId={event.id} day={day} readOnly={event.isFinalized} />}
        renderCompactDays={(event, dates, dayTools) => (
          <StaffCheckIn
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

/** /events: the events list and, with ?evento=<id>, one event's days, staff and summary (SPEC §2, §7). */
export default function EventsPage() {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get(EVENT_PARAM));
  const eventId = Number.isInteger(selected) && selected > 0 ? selected : null;

  const open = (event: Event) => setParams({ [EVENT_PARAM]: String(event.id) });
  const back = () => setParams({});

  return <section>{eventId ? <EventView eventId={eventId} onBack={back} /> : <EventsList onOpen={open} />}</section>;
}

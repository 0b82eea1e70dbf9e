/**
 * The gate screen's 'Detalhes do evento' as a Chakra island (gate-details-island.ts): the event's
 * actions, data, summary, budget vacancies and clock flags, the chosen day's 'Remover dia', and
 * the dialogs they open. Its own chunk, loaded when the disclosure opens, inside its own UiProvider.
 * The parts are the wide page's (event-detail.tsx): one version of each.
 */
import { useState } from 'react';
import type { Event } from '@sge/shared/contract';
import { useQuery } from '@sge/shared/query';
import { useSessionFlags } from '@sge/shared/session';
import { Stack, UiProvider } from '@sge/shared/ui';
import { EventStaffQuotas } from '../event-staff/components/event-staff-quotas';
import { ClockFlagsSection } from '../events/components/clock-flags-section';
import { EventActions, EventDetailDialogs, EventInfo, RemoveDayButton, type EventDialogName } from '../events/components/event-detail';
import { EventSummary } from '../events/components/event-summary';
import { eventsQueries } from '../events/queries';

/** Whether the Chakra part this island imports has arrived (an island's module: see lazyIsland). */
export const ready = (): boolean => typeof UiProvider === 'function';

export interface GateDetailsProps {
  event: Event;
  /** The day the gate screen shows, YYYY-MM-DD ('Remover dia'). */
  day: string | null;
  /** 'Atualizar evento' reloads the event and this, the staff. */
  onRefresh: () => void;
}

export default function GateDetails({ event, day, onRefresh }: GateDetailsProps) {
  const view = useQuery(eventsQueries.detail(event.id));
  const { isAdminOrManager } = useSessionFlags();
  const [dialog, setDialog] = useState<EventDialogName>(null);
  const [dayToRemove, setDayToRemove] = useState<string | null>(null);
  const refresh = () => {
    void view.refetch();
    onRefresh();
  };
  return (
    <UiProvider>
      <Stack gap="4">
        <EventActions event={event} compact loading={view.isFetching} onRefresh={refresh} onDialog={setDialog} />
        <EventInfo event={event} gate />
        {event.isFinalized && event.summary && <EventSummary summary={event.summary} />}
        <EventStaffQuotas eventId={event.id} />
        {day && <RemoveDayButton event={event} date={day} compact onRemove={setDayToRemove} />}
        {isAdminOrManager && <ClockFlagsSection eventId={event.id} compact />}
      </Stack>
      <EventDetailDialogs event={event} dialog={dialog} dayToRemove={dayToRemove} onClose={() => setDialog(null)} onCloseRemoveDay={() => setDayToRemove(null)} />
    </UiProvider>
  );
}

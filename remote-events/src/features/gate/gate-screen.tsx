/**
 * The gate screen: one event on a phone (`/events?evento=<id>` below `md`), the coordinator's
 * check-in list. Light components (`@sge/shared/venue`): the venue path paints it without Chakra,
 * in the host's venue layout, and the Chakra page shows the same element on a phone (offline, from
 * a cold start). What needs Chakra is an island: 'Detalhes do evento', the staff dialogs, the
 * badge scanner.
 *
 * Must stay Chakra-free (no @sge/shared/ui, @chakra-ui, @emotion, framer-motion, directly or
 * through another module): a test loads it with those modules made to throw.
 */
import { useQuery } from '@sge/shared/query';
import { VenueButton, VenueChevronLeftIcon } from '@sge/shared/venue';
import { StaffCheckIn } from '../event-staff/components/staff-check-in';
import { useEventStaff } from '../event-staff/use-event-staff';
import { eventDates } from '../events/event-dates';
import { EVENT_DETAIL_TEXTS, FINALIZED_TEXT } from '../events/messages';
import { eventsQueries } from '../events/queries';
import { useOnlineStatus } from '../../lib/use-online-status';
import { gateDetails } from './gate-details-island';

const NO_DAYS = 'Nenhum dia cadastrado.';

export function GateScreen({ eventId, onBack }: { eventId: number; onBack: () => void }) {
  const view = useQuery(eventsQueries.detail(eventId));
  const event = view.data?.event ?? null;
  const dates = event ? eventDates(event) : [];
  // Once offline records reach the server (a write), the screen shows the server's state of the event and its staff.
  const reloadStaff = useEventStaff(eventId, dates);
  const online = useOnlineStatus();

  const back = (
    <VenueButton size="tall" onClick={onBack}>
      <VenueChevronLeftIcon />
      Voltar
    </VenueButton>
  );

  if (!event) {
    return (
      <div className="sge-v-stack">
        <h1 className="sge-v-sr">Eventos</h1>
        {back}
        {view.isFetching ? (
          <p role="status">{EVENT_DETAIL_TEXTS.loading}</p>
        ) : (
          <div role="status" className="sge-v-stack">
            <p>{EVENT_DETAIL_TEXTS.failed}</p>
            {!online && <p className="sge-v-muted">{EVENT_DETAIL_TEXTS.offlineHint}</p>}
            <VenueButton
              variant="outline"
              onClick={() => {
                void view.refetch();
                reloadStaff();
              }}
            >
              {EVENT_DETAIL_TEXTS.retry}
            </VenueButton>
          </div>
        )}
      </div>
    );
  }

  const details = (day: string | null) => <gateDetails.Island event={event} day={day} onRefresh={reloadStaff} />;

  return (
    <article className="sge-v-gate" aria-labelledby="event-detail-title">
      <h1 className="sge-v-sr">Eventos</h1>
      <h2 id="event-detail-title" className="sge-v-sr">
        {event.name}
      </h2>
      {event.isFinalized && (
        <p role="status" className="sge-v-alert">
          {FINALIZED_TEXT}
        </p>
      )}
      {dates.length > 0 ? (
        <StaffCheckIn
          onBack={onBack}
          details={details}
          eventId={event.id}
          eventName={event.name}
          dates={dates}
          readOnly={event.isFinalized}
          badges={event}
        />
      ) : (
        <div className="sge-v-stack">
          {back}
          <p className="sge-v-muted">{NO_DAYS}</p>
          <div className="sge-v-region" style={{ alignSelf: 'stretch' }}>
            {details(null)}
          </div>
        </div>
      )}
    </article>
  );
}

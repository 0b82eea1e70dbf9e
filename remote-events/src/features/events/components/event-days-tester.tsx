import type { Event } from '@sge/shared/contract';
import { Button, Card, HStack, Heading } from '@sge/shared/ui';
import type { RunApiCall } from '../../../components/api-call-log';
import { EVENT_PATHS, getEvent, updateEvent, type EventRequestOptions } from '../api';
import { eventDates } from '../event-dates';
import { withDays } from '../event-form-values';

export interface EventDaysTesterProps {
  run: RunApiCall;
  running: string | null;
  eventId: number | null;
  /** YYYY-MM-DD, or '' when not typed. */
  day: string;
}

const quiet: EventRequestOptions = { notifyError: false };

/**
 * The event-day calls: reading an event's days, and adding or removing one (a GET of the event,
 * then a PUT of its data with the new list of dates, both logged).
 */
export function EventDaysTester({ run, running, eventId, day }: EventDaysTesterProps) {
  const fetchEvent = (id: number, label: string) =>
    run(label, { method: 'GET', path: EVENT_PATHS.event(id) }, () => getEvent(id, quiet));

  const changeDays = async (label: string, change: (event: Event) => string[]) => {
    if (!eventId) return;
    const event = await fetchEvent(eventId, `${label}: buscar evento`);
    if (!event) return;
    // Sent as listed, repeats included, so the server's own checks (409 on a repeated date) show.
    const body = { ...withDays(event, []), eventDays: change(event).map((date) => ({ date })) };
    await run(label, { method: 'PUT', path: EVENT_PATHS.event(eventId), body }, () => updateEvent(eventId, body, quiet));
  };

  const busy = running !== null;

  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          Dias do evento
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" disabled={busy || !eventId} onClick={() => eventId && void fetchEvent(eventId, 'Buscar dias do evento')}>
            Buscar dias do evento
          </Button>
          <Button
            colorPalette="gold"
            disabled={busy || !eventId || !day}
            onClick={() => void changeDays('Adicionar dia', (event) => [...eventDates(event), day])}
          >
            Adicionar dia
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            disabled={busy || !eventId || !day}
            onClick={() => void changeDays('Remover dia', (event) => eventDates(event).filter((d) => d !== day))}
          >
            Remover dia
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The coordinator's dashboard leads to the gate: today's events (not finalized, the company's day),
 * each with its place, today's staff and how many of them have checked in, and 'Abrir portaria',
 * which opens the event on its check-in list (the event screen picks today's day).
 */
import type { TodayEvents } from '@sge/shared/contract';
import { Link } from '@sge/shared/router';
import { apiQuery, useQuery } from '@sge/shared/query';
import { Box, Button, Heading, RefreshIcon, Skeleton, Stack, Text } from '@sge/shared/ui';

export const TODAY_EVENTS_TEXTS = {
  title: 'Eventos de hoje',
  open: 'Abrir portaria',
  empty: 'Nenhum evento hoje.',
  failed: 'Não foi possível carregar os eventos de hoje.',
  retry: 'Tentar novamente',
  staff: (count: number) => (count === 1 ? '1 escalado' : `${count} escalados`),
  present: (count: number) => (count === 1 ? '1 presente' : `${count} presentes`),
} as const;

export const todayEventsQuery = () => ({ ...apiQuery<TodayEvents>('/events/today'), meta: { notifyError: false } });

/** The link to an event's gate: the event screen, which opens on today's check-in list. */
export const gateLink = (eventId: number) => `/events?evento=${eventId}`;

export function TodayEvents() {
  const answer = useQuery(todayEventsQuery());
  const headingId = 'today-events-title';
  return (
    <Box as="section" aria-labelledby={headingId} mt="8">
      <Heading as="h2" id={headingId} size="md" mb="3" color="brand.secondary">
        {TODAY_EVENTS_TEXTS.title}
      </Heading>
      {answer.isPending ? (
        <Stack gap="3" aria-busy="true" data-testid="today-events-loading">
          <Skeleton h="20" borderRadius="lg" />
          <Skeleton h="20" borderRadius="lg" />
        </Stack>
      ) : answer.isError ? (
        <Box role="alert" p="4" borderWidth="1px" borderRadius="md" borderColor="orange.300" bg="orange.50" color="orange.900">
          <Text mb="3">{TODAY_EVENTS_TEXTS.failed}</Text>
          <Button size="sm" variant="outline" onClick={() => void answer.refetch()}>
            <RefreshIcon />
            {TODAY_EVENTS_TEXTS.retry}
          </Button>
        </Box>
      ) : answer.data.events.length === 0 ? (
        <Text color="fg.muted">{TODAY_EVENTS_TEXTS.empty}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {answer.data.events.map((event) => (
            <Box
              as="li"
              key={event.id}
              borderWidth="1px"
              borderRadius="lg"
              p="4"
              bg="white"
              display="flex"
              flexWrap="wrap"
              alignItems="center"
              justifyContent="space-between"
              gap="3"
            >
              <Box minW="0" flex="1 1 14rem">
                <Text fontWeight="bold" overflowWrap="anywhere">
                  {event.name}
                </Text>
                <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
                  {event.location}
                </Text>
                <Text fontSize="sm" mt="1">
                  {TODAY_EVENTS_TEXTS.staff(event.staffCount)} · {TODAY_EVENTS_TEXTS.present(event.presentCount)}
                </Text>
              </Box>
              <Button asChild colorPalette="gold" minH="12">
                <Link to={gateLink(event.id)} aria-label={`${TODAY_EVENTS_TEXTS.open}: ${event.name}`}>
                  {TODAY_EVENTS_TEXTS.open}
                </Link>
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

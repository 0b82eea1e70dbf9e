/**
 * The dashboard's Eventos card: how many events run today and in the next 7 days, counted by the
 * server. A coordinator works the venue, so the card shows them today's events; the other roles
 * plan ahead and also see the week. The card always leads to the events list, even when the
 * figures cannot be loaded.
 */
import type { EventCounts } from '@sge/shared/contract';
import { Box, Skeleton, Text } from '@sge/shared/ui';
import { Link } from '@sge/shared/router';
import { useQuery } from '@sge/shared/query';
import { dashboardQueries } from './api';

export const EVENTS_CARD_TEXTS = {
  title: 'Eventos',
  today: 'hoje',
  coordinatorTitle: 'Eventos hoje',
  next7Days: 'nos próximos 7 dias',
  open: 'Abrir a lista de eventos →',
} as const;

function Figure({ value, caption }: { value: number; caption: string }) {
  return (
    <Box display="flex" alignItems="baseline" gap={2}>
      <Text as="span" fontSize="3xl" fontWeight="bold" color="brand.secondary" whiteSpace="nowrap">
        {value}
      </Text>
      <Text as="span" color="fg.muted" fontSize="sm">
        {caption}
      </Text>
    </Box>
  );
}

export function EventsCard({ todayOnly }: { todayOnly: boolean }) {
  const answer = useQuery(dashboardQueries.eventCounts());
  const counts: EventCounts | null = answer.data ?? null;
  const failed = answer.isError;

  return (
    <Box asChild borderWidth="1px" borderRadius="lg" p={5} bg="white" borderLeft="4px solid" borderLeftColor="brand.primary" _hover={{ boxShadow: 'md' }}>
      <Link to="/events" data-testid="events-card">
        <Text color="fg.muted" fontSize="sm">
          {todayOnly ? EVENTS_CARD_TEXTS.coordinatorTitle : EVENTS_CARD_TEXTS.title}
        </Text>
        {counts ? (
          todayOnly ? (
            <Figure value={counts.todayCount} caption={EVENTS_CARD_TEXTS.today} />
          ) : (
            <Box display="flex" flexWrap="wrap" columnGap={4}>
              <Figure value={counts.todayCount} caption={EVENTS_CARD_TEXTS.today} />
              <Figure value={counts.next7DaysCount} caption={EVENTS_CARD_TEXTS.next7Days} />
            </Box>
          )
        ) : failed ? (
          <Text mt={2} fontWeight="semibold" color="brand.secondary">
            {EVENTS_CARD_TEXTS.open}
          </Text>
        ) : (
          <Skeleton h="32px" w="60px" mt={1} />
        )}
      </Link>
    </Box>
  );
}

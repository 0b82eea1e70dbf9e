import { Suspense, lazy, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { formatDate } from '@sge/shared/format';
import { useSessionFlags } from '@sge/shared/session';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@sge/shared/ui';
import { localToday } from '../../../lib/today';
import type { BadgeSource } from '../badge-match';
import { PRESENCE_FILTERS, countDay, countersText, deviceSyncOf, type PresenceFilter } from '../check-in-state';
import { CHECK_IN_TEXTS, SCAN_TEXTS } from '../messages';
import { useEventLinks } from '../queries';
import { DayStaffPanel } from './day-staff-panel';

export interface StaffCheckInProps {
  eventId: number;
  eventName: string;
  /** The event's days, YYYY-MM-DD, in order. */
  dates: string[];
  readOnly: boolean;
  /** Extra controls of the chosen day (e.g. 'Remover dia'). */
  dayTools?: (date: string) => ReactNode;
  /** Today, YYYY-MM-DD (a seam for tests); by default the device's local date. */
  today?: string;
  /**
   * The event the screen holds (the server's, or the device copy offline), whose badge hashes a
   * scan is matched against; without it there is no 'Escanear crachá'.
   */
  badges?: BadgeSource;
}

/** The scanner and its QR reader load only when 'Escanear crachá' is pressed. */
const BadgeScanner = lazy(() => import(/* webpackChunkName: "badge-scanner" */ './badge-scanner'));

const chipProps = { minH: '12', minW: '12', px: '4', rounded: 'full', flexShrink: 0 } as const;

/** The host's top bar (64 px, sticky): the check-in header sticks right under it. */
const TOP_BAR_PX = 64;

/** Scrolls the page so the header sits under the top bar, with the cards right below it. */
function pinHeader(section: HTMLElement | null): void {
  const top = section?.getBoundingClientRect().top;
  if (top !== undefined && top > TOP_BAR_PX + 1) window.scrollBy({ top: top - TOP_BAR_PX });
}

/**
 * The coordinator's check-in screen on a phone: a header that stays in view (the event's name, the
 * days as chips with today chosen, the day's counters, 'Buscar pessoa' and the presence chips) over
 * the chosen day's staff as cards.
 */
export function StaffCheckIn({ eventId, eventName, dates, readOnly, dayTools, today = localToday(), badges }: StaffCheckInProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const day = chosen && dates.includes(chosen) ? chosen : dates.includes(today) ? today : dates[0];
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<PresenceFilter>('all');
  const searchId = useId();
  const sectionRef = useRef<HTMLDivElement>(null);
  const [scanning, setScanning] = useState(false);
  const { isCoordinatorOrAbove } = useSessionFlags();
  const canScan = Boolean(badges) && !readOnly && isCoordinatorOrAbove;
  const { links: allLinks, records } = useEventLinks(eventId);
  const counters = useMemo(() => {
    const links = allLinks.filter((l) => l.eventDay === day);
    return countDay(links, deviceSyncOf(links, records));
  }, [allLinks, records, day]);

  if (!day) return null;

  return (
    <Stack gap="3" ref={sectionRef}>
      <Box position="sticky" top={`${TOP_BAR_PX}px`} zIndex="sticky" bg="bg" borderBottomWidth="1px" py="2" mx="-1" px="1">
        <Stack gap="2">
          <HStack gap="2" justify="space-between" align="center">
            <Text fontWeight="bold" fontSize="lg" overflowWrap="anywhere" minW="0">
              {eventName}
            </Text>
            {canScan && (
              <Button colorPalette="navy" minH="12" flexShrink={0} onClick={() => setScanning(true)}>
                {SCAN_TEXTS.open}
              </Button>
            )}
          </HStack>
          <HStack role="group" aria-label={CHECK_IN_TEXTS.days} gap="2" overflowX="auto" pb="1">
            {dates.map((date) => (
              <Button
                key={date}
                {...chipProps}
                size="sm"
                variant={date === day ? 'solid' : 'outline'}
                colorPalette={date === day ? 'gold' : 'gray'}
                aria-pressed={date === day}
                onClick={() => setChosen(date)}
              >
                {formatDate(date)}
              </Button>
            ))}
          </HStack>
          <Text fontSize="sm" role="status" aria-live="polite">
            {countersText(counters)}
          </Text>
          <Field.Root>
            <Field.Label htmlFor={searchId}>{CHECK_IN_TEXTS.search}</Field.Label>
            <Input
              id={searchId}
              type="search"
              minH="12"
              autoComplete="off"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                // Typing at the gate: the results show under the header, not below the fold.
                pinHeader(sectionRef.current);
              }}
            />
          </Field.Root>
          <HStack role="group" aria-label={CHECK_IN_TEXTS.filters} gap="2" wrap="wrap">
            {PRESENCE_FILTERS.map((option) => (
              <Button
                key={option.value}
                {...chipProps}
                size="sm"
                variant={option.value === filter ? 'solid' : 'outline'}
                colorPalette={option.value === filter ? 'navy' : 'gray'}
                aria-pressed={option.value === filter}
                onClick={() => setFilter(option.value)}
              >
                {option.label}
              </Button>
            ))}
          </HStack>
        </Stack>
      </Box>
      {dayTools?.(day)}
      <DayStaffPanel eventId={eventId} day={day} readOnly={readOnly} layout="cards" query={query} filter={filter} />
      {scanning && badges && (
        <Suspense fallback={null}>
          <BadgeScanner day={day} badges={badges} onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

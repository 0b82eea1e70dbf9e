import { Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { formatDate } from '@sge/shared/format';
import { useSessionFlags } from '@sge/shared/session';
import { Box, Button, ChevronLeftIcon, chakra, HStack, IconButton, InfoIcon, Input, Stack, Text, VisuallyHidden } from '@sge/shared/ui';
import { localToday } from '../../../lib/today';
import type { BadgeSource } from '../badge-match';
import { PRESENCE_FILTERS, countDay, countersShort, countersText, deviceSyncOf, type PresenceFilter } from '../check-in-state';
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
  /** 'Voltar' (an icon button at the start of the header), back to the events list. */
  onBack?: () => void;
  /**
   * The event's details, budget vacancies, badge printing and downloads: behind 'Detalhes do
   * evento' (a disclosure in the header), so the list owns the phone's screen.
   */
  details?: ReactNode;
}

/** The scanner and its QR reader load only when 'Escanear crachá' is pressed. */
const BadgeScanner = lazy(() => import(/* webpackChunkName: "badge-scanner" */ './badge-scanner'));

/** The texts of the gate screen's header (the event's screen on a phone). */
export const GATE_TEXTS = {
  back: 'Voltar',
  details: 'Detalhes do evento',
  scanShort: 'Escanear',
} as const;

/** A chip of the header: a 44 px target that never wraps or shrinks (its row scrolls sideways). */
const chipProps = { minH: '11', minW: '11', px: '4', rounded: 'full', flexShrink: 0, whiteSpace: 'nowrap' } as const;

/** One line of chips that scrolls sideways inside its own box, never the page. */
const chipRowProps = {
  gap: '2',
  overflowX: 'auto',
  flexWrap: 'nowrap',
  minW: '0',
  maxW: 'full',
  css: { scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } },
} as const;

/**
 * The height of what sticks above the header: the host's top bar (64 px) when the signed-in chrome
 * shows it, nothing in the empty layout (offline). The host's layout sets the variable.
 */
const TOP_OFFSET = 'var(--sge-top-bar, 0px)';

const topOffsetPx = (el: Element | null): number => {
  if (!el || typeof getComputedStyle === 'undefined') return 0;
  return parseFloat(getComputedStyle(el).getPropertyValue('--sge-top-bar')) || 0;
};

/** Scrolls the page so the header sits under the top bar, with the cards right below it. */
function pinHeader(section: HTMLElement | null): void {
  const top = section?.getBoundingClientRect().top;
  const offset = topOffsetPx(section);
  if (top !== undefined && top > offset + 1) window.scrollBy({ top: top - offset });
}

/**
 * The coordinator's gate screen on a phone: a header of one-line parts that stays in view, at most
 * 200 px at 360×740 (the event's name, ellipsised, with the day's counters under it; the days as
 * chips; the presence chips; 'Escanear crachá' beside 'Buscar pessoa'), over the chosen day's staff
 * as cards. A card brought into view or focused is scrolled out from under the header.
 */
export function StaffCheckIn({ eventId, eventName, dates, readOnly, dayTools, today = localToday(), badges, onBack, details }: StaffCheckInProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const day = chosen && dates.includes(chosen) ? chosen : dates.includes(today) ? today : nearestDay(dates, today);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<PresenceFilter>('all');
  const [fullName, setFullName] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const detailsId = useId();
  const sectionRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const [headerHeight, setHeaderHeight] = useState(200);
  const [scanning, setScanning] = useState(false);
  const { isCoordinatorOrAbove } = useSessionFlags();
  const canScan = Boolean(badges) && !readOnly && isCoordinatorOrAbove;
  const { links: allLinks, records } = useEventLinks(eventId);
  const counters = useMemo(() => {
    const links = allLinks.filter((l) => l.eventDay === day);
    return countDay(links, deviceSyncOf(links, records));
  }, [allLinks, records, day]);

  // The header's height, kept for the cards' scroll margin (it changes when the full name shows).
  useEffect(() => {
    const el = headerRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeaderHeight(Math.ceil(el.getBoundingClientRect().height)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // Keyboard focus on a card (its buttons): the whole card, name included, comes out from under the header.
  const onFocusCard = useCallback((event: FocusEvent<HTMLElement>) => {
    const card = (event.target as HTMLElement).closest('li');
    const header = headerRef.current;
    if (!card || !header) return;
    const headerBottom = header.getBoundingClientRect().bottom;
    const top = card.getBoundingClientRect().top;
    if (top < headerBottom + 4) window.scrollBy({ top: top - headerBottom - 8 });
  }, []);

  if (!day) return null;

  return (
    <Stack gap="2" ref={sectionRef} css={{ '--gate-header': `${headerHeight}px` }}>
      <Box
        ref={headerRef}
        data-testid="gate-header"
        position="sticky"
        top={TOP_OFFSET}
        zIndex="sticky"
        bg="bg"
        borderBottomWidth="1px"
        pt="1"
        pb="1"
        mx="-1"
        px="1"
      >
        <Stack gap="1">
          <HStack gap="1" align="center" minW="0">
            {onBack && (
              <IconButton aria-label={GATE_TEXTS.back} title={GATE_TEXTS.back} variant="ghost" minW="11" h="11" flexShrink={0} onClick={onBack}>
                <ChevronLeftIcon />
              </IconButton>
            )}
            <Box flex="1" minW="0">
              <chakra.button
                type="button"
                display="block"
                w="full"
                textAlign="start"
                fontWeight="bold"
                fontSize="md"
                lineHeight="1.4"
                aria-expanded={fullName}
                title={eventName}
                data-testid="gate-event-name"
                onClick={() => setFullName((v) => !v)}
                {...(fullName ? { whiteSpace: 'normal', overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })}
              >
                {eventName}
              </chakra.button>
              <Text fontSize="xs" lineHeight="1.3" color="fg.muted" whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis" aria-hidden="true" data-testid="gate-counters">
                {countersShort(counters)}
              </Text>
              <VisuallyHidden role="status" aria-live="polite">
                {countersText(counters)}
              </VisuallyHidden>
            </Box>
            {details && (
              <IconButton
                variant={detailsOpen ? 'subtle' : 'ghost'}
                minW="11"
                h="11"
                flexShrink={0}
                aria-label={GATE_TEXTS.details}
                title={GATE_TEXTS.details}
                aria-expanded={detailsOpen}
                aria-controls={detailsOpen ? detailsId : undefined}
                onClick={() => setDetailsOpen((v) => !v)}
              >
                <InfoIcon />
              </IconButton>
            )}
          </HStack>
          {dates.length > 1 && (
            <HStack role="group" aria-label={CHECK_IN_TEXTS.days} {...chipRowProps}>
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
          )}
          <HStack role="group" aria-label={CHECK_IN_TEXTS.filters} {...chipRowProps}>
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
          {/* The search is the header's last control: Tab goes from it to the first card. */}
          <HStack gap="2" minW="0">
            {canScan && (
              <Button colorPalette="navy" minH="12" px="3" flexShrink={0} aria-label={SCAN_TEXTS.open} onClick={() => setScanning(true)}>
                {GATE_TEXTS.scanShort}
              </Button>
            )}
            <Input
              type="search"
              flex="1"
              minW="0"
              minH="12"
              autoComplete="off"
              aria-label={CHECK_IN_TEXTS.search}
              placeholder={CHECK_IN_TEXTS.search}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                // Typing at the gate: the results show under the header, not below the fold.
                pinHeader(sectionRef.current);
              }}
            />
          </HStack>
        </Stack>
      </Box>
      {/* Mounted when opened: the first paint is the header and the cards only. */}
      {details && detailsOpen && (
        <Box id={detailsId} role="region" aria-label={GATE_TEXTS.details} borderWidth="1px" rounded="md" p="3">
          {details}
        </Box>
      )}
      {dayTools?.(day)}
      <Box onFocusCapture={onFocusCard} css={{ '& li': { scrollMarginTop: `calc(${TOP_OFFSET} + var(--gate-header) + 8px)` } }}>
        <DayStaffPanel eventId={eventId} day={day} readOnly={readOnly} layout="cards" query={query} filter={filter} gate />
      </Box>
      {scanning && badges && (
        <Suspense fallback={null}>
          <BadgeScanner day={day} badges={badges} onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

/** The day nearest to `today` (the next one first on a tie), for an event that is not on today. */
export function nearestDay(dates: string[], today: string): string | undefined {
  const at = (d: string) => Date.parse(`${d}T12:00:00Z`);
  const now = at(today);
  let best: string | undefined;
  for (const date of dates) {
    if (best === undefined) best = date;
    else {
      const a = Math.abs(at(date) - now);
      const b = Math.abs(at(best) - now);
      if (a < b || (a === b && at(date) > now)) best = date;
    }
  }
  return best;
}

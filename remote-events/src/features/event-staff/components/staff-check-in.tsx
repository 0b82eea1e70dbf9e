import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { formatCalendarDate as formatDate } from '@sge/shared/format/plain';
import { useSessionFlags } from '@sge/shared/session';
import { VenueButton, VenueChevronLeftIcon, VenueInfoIcon, whenIdle } from '@sge/shared/venue';
import { localToday } from '../../../lib/today';
import type { BadgeSource } from '../badge-match';
import { PRESENCE_FILTERS, countDay, countersShort, countersText, deviceSyncOf, type PresenceFilter } from '../check-in-state';
import { CHECK_IN_TEXTS, SCAN_TEXTS } from '../messages';
import { useEventLinks } from '../queries';
import { badgeScanner } from './badge-scanner-island';
import { StaffCards } from './staff-cards';
import { staffDialogs } from './staff-dialogs-island';

export interface StaffCheckInProps {
  eventId: number;
  eventName: string;
  /** The event's days, YYYY-MM-DD, in order. */
  dates: string[];
  readOnly: boolean;
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
   * The event's details, budget vacancies, badge printing and downloads of the chosen day: behind
   * 'Detalhes do evento' (a disclosure in the header), so the list owns the phone's screen. Mounted
   * when opened.
   */
  details?: (day: string) => ReactNode;
}

/** The texts of the gate screen's header (the event's screen on a phone). */
export const GATE_TEXTS = {
  back: 'Voltar',
  details: 'Detalhes do evento',
  scanShort: 'Escanear',
} as const;

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
 *
 * Light components (`@sge/shared/venue`, the venue sheet): the venue path paints it without Chakra.
 * The scanner, the staff dialogs and the details are Chakra islands, the dialogs' code fetched when
 * the browser is idle after the first paint so the first 'Mais ações' opens at once.
 */
export function StaffCheckIn({ eventId, eventName, dates, readOnly, today = localToday(), badges, onBack, details }: StaffCheckInProps) {
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

  // The staff dialogs' code (Chakra), behind each card's 'Mais ações', when the browser is idle.
  useEffect(() => whenIdle(() => void staffDialogs.load().catch(() => undefined)), []);

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
    <div className="sge-v-gate" ref={sectionRef} style={{ '--gate-header': `${headerHeight}px` } as CSSProperties}>
      <div ref={headerRef} className="sge-v-gate-head" data-testid="gate-header">
        <div className="sge-v-line">
          {onBack && (
            <VenueButton size="icon" aria-label={GATE_TEXTS.back} title={GATE_TEXTS.back} onClick={onBack}>
              <VenueChevronLeftIcon />
            </VenueButton>
          )}
          <div className="sge-v-grow-box">
            <button type="button" className="sge-v-gate-name" aria-expanded={fullName} title={eventName} data-testid="gate-event-name" onClick={() => setFullName((v) => !v)}>
              {eventName}
            </button>
            <p className="sge-v-counters" aria-hidden="true" data-testid="gate-counters">
              {countersShort(counters)}
            </p>
            <span className="sge-v-sr" role="status" aria-live="polite">
              {countersText(counters)}
            </span>
          </div>
          {details && (
            <VenueButton
              size="icon"
              variant={detailsOpen ? 'outline' : 'ghost'}
              aria-label={GATE_TEXTS.details}
              title={GATE_TEXTS.details}
              aria-expanded={detailsOpen}
              aria-controls={detailsOpen ? detailsId : undefined}
              onClick={() => setDetailsOpen((v) => !v)}
            >
              <VenueInfoIcon />
            </VenueButton>
          )}
        </div>
        {dates.length > 1 && (
          <div role="group" aria-label={CHECK_IN_TEXTS.days} className="sge-v-chips">
            {dates.map((date) => (
              <button key={date} type="button" className="sge-v-chip sge-v-chip-gold" aria-pressed={date === day} onClick={() => setChosen(date)}>
                {formatDate(date)}
              </button>
            ))}
          </div>
        )}
        <div role="group" aria-label={CHECK_IN_TEXTS.filters} className="sge-v-chips">
          {PRESENCE_FILTERS.map((option) => (
            <button key={option.value} type="button" className="sge-v-chip sge-v-chip-navy" aria-pressed={option.value === filter} onClick={() => setFilter(option.value)}>
              {option.label}
            </button>
          ))}
        </div>
        {/* The search is the header's last control: Tab goes from it to the first card. */}
        <div className="sge-v-line sge-v-line-2">
          {canScan && (
            <VenueButton className="sge-v-btn-navy" size="tall" style={{ padding: '0 .75rem' }} aria-label={SCAN_TEXTS.open} onClick={() => setScanning(true)}>
              {GATE_TEXTS.scanShort}
            </VenueButton>
          )}
          <input
            type="search"
            className="sge-v-input"
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
        </div>
      </div>
      {/* Mounted when opened: the first paint is the header and the cards only. */}
      {details && detailsOpen && (
        <div id={detailsId} role="region" aria-label={GATE_TEXTS.details} className="sge-v-region">
          {details(day)}
        </div>
      )}
      <div onFocusCapture={onFocusCard}>
        <StaffCards eventId={eventId} day={day} readOnly={readOnly} query={query} filter={filter} />
      </div>
      {scanning && badges && <badgeScanner.Island day={day} badges={badges} onClose={() => setScanning(false)} />}
    </div>
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

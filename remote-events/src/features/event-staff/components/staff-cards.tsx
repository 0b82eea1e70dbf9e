import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { EventEmployee } from '@sge/shared/contract';
import { formatCalendarDate as formatDate } from '@sge/shared/format/plain';
import { useSessionFlags } from '@sge/shared/session';
import { VenueButton, VenuePlusIcon } from '@sge/shared/venue';
import { OFFLINE_TEXTS } from '../../../lib/offline';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { NO_DEVICE_SYNC, deviceSyncOf, matchesQuery, parseQuery, presenceOf, searchKeyOf, type PresenceFilter } from '../check-in-state';
import { CHECK_IN_TEXTS, STAFF_MESSAGES } from '../messages';
import { linkName } from '../staff-values';
import { useEventLinks } from '../queries';
import { useStaffStore } from '../store';
import { useStaffAction } from '../use-staff-action';
import { StaffCard } from './staff-card';
import type { StaffDialogTarget } from './staff-dialogs';
import { staffDialogs } from './staff-dialogs-island';

export interface StaffCardsProps {
  eventId: number;
  /** YYYY-MM-DD. */
  day: string;
  /** A finalized event: no changes but confirming requested payments. */
  readOnly: boolean;
  /** The header's search ('Buscar pessoa') and presence chip. */
  query: string;
  filter: PresenceFilter;
}

/**
 * Cards mounted at once, and added each time the end of the list comes into view. Mounting 1,000
 * cards costs far more than 50 ms on a phone; a search narrows the list instead.
 */
export const CARDS_WINDOW = 60;

/**
 * The gate screen's first cards: a phone shows four or five, so the first paint mounts a dozen and
 * the rest follow as the list scrolls ('Mostrar mais', by itself once it comes near the screen).
 */
export const GATE_FIRST_WINDOW = 12;

/** 'Mostrar mais': mounts the next cards, by itself once it scrolls into view. */
function ShowMore({ remaining, onMore }: { remaining: number; onMore: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const latest = useRef(onMore);
  latest.current = onMore;
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), { rootMargin: '400px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <VenueButton ref={ref} variant="outline" size="tall" onClick={onMore}>
      {`Mostrar mais (${remaining} restantes)`}
    </VenueButton>
  );
}

/**
 * The gate screen's list: the chosen day's staff as cards (light components), filtered by the
 * header's search and presence chip, 'Escalar funcionário' for admins and managers, and the
 * staff dialogs as a Chakra island, mounted when an action asks for one and preloaded when the
 * browser is idle (the cards' 'Mais ações' waits for it). The day's vacancies are left to
 * 'Detalhes do evento'. Reads the staff store, which the screen loads for the whole event; with no
 * connection only check-in and check-out stay available, recorded on the device.
 */
export function StaffCards({ eventId, day, readOnly, query, filter }: StaffCardsProps) {
  const { links: allLinks, records, loading } = useEventLinks(eventId);
  const confirmations = useStaffStore((s) => s.confirmations);
  const undo = useStaffStore((s) => s.undo);
  const online = useOnlineStatus();
  const { isAdminOrManager, isCoordinatorOrAbove, canManageFinancial } = useSessionFlags();
  const canCheck = !readOnly && isCoordinatorOrAbove;
  const canManage = !readOnly && isAdminOrManager;
  const [target, setTarget] = useState<StaffDialogTarget>({ action: null });
  // Mounted once a dialog was asked for, and kept (a dialog closes with its animation).
  const [dialogs, setDialogs] = useState(false);
  const dayText = formatDate(day);

  const links = useMemo(
    () => allLinks.filter((l) => l.eventDay === day).sort((a, b) => linkName(a).localeCompare(linkName(b), 'pt-BR')),
    [allLinks, day],
  );
  const assignedIds = useMemo(() => links.map((l) => l.employeeId), [links]);
  const deviceSync = useMemo(() => deviceSyncOf(links, records), [links, records]);
  // The normalized name and document of each link, computed once per link object (a tap changes one).
  const keys = useMemo(() => new WeakMap<EventEmployee, ReturnType<typeof searchKeyOf>>(), []);
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => {
    const parsed = parseQuery(deferredQuery);
    const filtering = parsed.name !== '' || parsed.digits !== null;
    return links.filter((link) => {
      if (filter !== 'all' && presenceOf(link) !== filter) return false;
      if (!filtering) return true;
      let key = keys.get(link);
      if (!key) {
        key = searchKeyOf(link);
        keys.set(link, key);
      }
      return matchesQuery(key, parsed);
    });
  }, [links, deferredQuery, filter, keys]);
  const onUndo = useCallback((linkId: number) => void undo(linkId), [undo]);
  const windowKey = `${day}|${deferredQuery}|${filter}`;
  const [cardWindow, setCardWindow] = useState({ key: windowKey, limit: GATE_FIRST_WINDOW });
  const limit = cardWindow.key === windowKey ? cardWindow.limit : GATE_FIRST_WINDOW;
  const showMore = useCallback(() => setCardWindow({ key: windowKey, limit: limit + CARDS_WINDOW }), [windowKey, limit]);

  const onAction = useStaffAction(
    useCallback((action, link) => {
      setDialogs(true);
      setTarget({ action, link });
    }, []),
  );

  return (
    <div className="sge-v-gate">
      {canManage && (
        <div className="sge-v-wrap" style={{ justifyContent: 'flex-end' }}>
          <VenueButton
            variant="primary"
            size="tall"
            aria-label={`Escalar funcionário em ${dayText}`}
            title={online ? undefined : OFFLINE_TEXTS.unavailable}
            disabled={!online}
            onClick={() => {
              setDialogs(true);
              setTarget({ action: 'assign' });
            }}
          >
            <VenuePlusIcon />
            Escalar funcionário
          </VenueButton>
        </div>
      )}

      {links.length > 0 ? (
        shown.length > 0 ? (
          <ul role="list" aria-label={CHECK_IN_TEXTS.list(dayText)} className="sge-v-staff-list">
            {shown.slice(0, limit).map((link) => {
              const sync = deviceSync.get(link.id) ?? NO_DEVICE_SYNC;
              return (
                <StaffCard
                  key={link.id}
                  link={link}
                  name={linkName(link)}
                  pending={sync.pending}
                  rejectedReason={sync.rejectedReason}
                  otherDeviceTime={sync.otherDeviceTime}
                  confirmation={confirmations[link.id]}
                  canCheck={canCheck}
                  canConfirm={canManageFinancial}
                  canManage={canManage}
                  offline={!online}
                  onAction={onAction}
                  onUndo={onUndo}
                  prepareActions={staffDialogs.load}
                />
              );
            })}
            {shown.length > limit && (
              <li style={{ listStyle: 'none' }}>
                <ShowMore remaining={shown.length - limit} onMore={showMore} />
              </li>
            )}
          </ul>
        ) : (
          <p className="sge-v-muted">{CHECK_IN_TEXTS.noMatch}</p>
        )
      ) : loading ? (
        <p role="status">Carregando equipe...</p>
      ) : (
        <p className="sge-v-muted">{STAFF_MESSAGES.emptyDay}</p>
      )}

      {dialogs && (
        <staffDialogs.Island
          eventId={eventId}
          day={day}
          assignedIds={assignedIds}
          canAssign={canManage}
          target={target}
          onClose={() => setTarget((t) => ({ ...t, action: null }))}
        />
      )}
    </div>
  );
}

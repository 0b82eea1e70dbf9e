import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { EventEmployee } from '@sge/shared/contract';
import { formatDate } from '@sge/shared/format';
import { useSessionFlags } from '@sge/shared/session';
import { Box, Button, Flex, HStack, PlusIcon, Spinner, Stack, Text } from '@sge/shared/ui';
import { OFFLINE_TEXTS } from '../../../lib/offline';
import { useCompactLayout } from '../../../lib/use-compact-layout';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { NO_DEVICE_SYNC, deviceSyncOf, matchesQuery, parseQuery, presenceOf, searchKeyOf, type PresenceFilter } from '../check-in-state';
import { CHECK_IN_TEXTS, STAFF_MESSAGES } from '../messages';
import { rowSyncStates } from '../staff-sync';
import { linkName } from '../staff-values';
import { useDayQuantities, useEventLinks } from '../queries';
import { useStaffStore } from '../store';
import { AssignEmployeeDialog } from './assign-employee-dialog';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { DayStaffTable, type StaffAction } from './day-staff-table';
import { EditAssignmentDialog } from './edit-assignment-dialog';
import { QuotaList } from './quota-list';
import { RemoveStaffDialog } from './remove-staff-dialog';
import { RequestPaymentDialog } from './request-payment-dialog';
import { StaffCard } from './staff-card';

export interface DayStaffPanelProps {
  eventId: number;
  /** YYYY-MM-DD. */
  day: string;
  /** A finalized event: no changes but confirming requested payments. */
  readOnly: boolean;
  /** Cards (a phone) or the table; by default cards below `md`. */
  layout?: 'cards' | 'table';
  /** The check-in screen's search ('Buscar pessoa') and filter chip; the table ignores them. */
  query?: string;
  filter?: PresenceFilter;
  /**
   * The gate screen (a phone's check-in list): the day's vacancies are left to 'Detalhes do
   * evento', so only the cards (and, for admins and managers, 'Escalar funcionário') show.
   */
  gate?: boolean;
}

type DialogAction = Exclude<StaffAction, 'checkIn' | 'checkOut'>;

/** Which link a dialog is about; kept while it closes so its texts do not change mid-animation. */
interface DialogTarget {
  action: DialogAction | 'assign' | null;
  link?: EventEmployee;
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
    <Button ref={ref} variant="outline" minH="12" onClick={onMore}>
      {`Mostrar mais (${remaining} restantes)`}
    </Button>
  );
}

/**
 * The staff of one event day, with what the budget allows for it, 'Escalar funcionário' (admin and
 * manager) and each row's actions. Reads the staff store, which the page loads for the whole event.
 * With no connection only check-in and check-out stay available; they are recorded on the device.
 */
export function DayStaffPanel({ eventId, day, readOnly, layout, query = '', filter = 'all', gate = false }: DayStaffPanelProps) {
  const compact = useCompactLayout();
  const cards = (layout ?? (compact ? 'cards' : 'table')) === 'cards';
  const { links: allLinks, records, loading } = useEventLinks(eventId);
  const confirmations = useStaffStore((s) => s.confirmations);
  const undo = useStaffStore((s) => s.undo);
  const online = useOnlineStatus();
  const quantities = useDayQuantities(eventId, day);
  const checkIn = useStaffStore((s) => s.checkIn);
  const checkOut = useStaffStore((s) => s.checkOut);
  const { isAdminOrManager, isCoordinatorOrAbove, canManageFinancial } = useSessionFlags();
  const canCheck = !readOnly && isCoordinatorOrAbove;
  const canManage = !readOnly && isAdminOrManager;
  const [target, setTarget] = useState<DialogTarget>({ action: null });
  const dayText = formatDate(day);

  const links = useMemo(
    () => allLinks.filter((l) => l.eventDay === day).sort((a, b) => linkName(a).localeCompare(linkName(b), 'pt-BR')),
    [allLinks, day],
  );
  const assignedIds = useMemo(() => links.map((l) => l.employeeId), [links]);
  const syncStates = useMemo(() => (cards ? null : rowSyncStates(links, records)), [cards, links, records]);
  const deviceSync = useMemo(() => (cards ? deviceSyncOf(links, records) : null), [cards, links, records]);
  // The normalized name and document of each link, computed once per link object (a tap changes one).
  const keys = useMemo(() => new WeakMap<EventEmployee, ReturnType<typeof searchKeyOf>>(), []);
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => {
    if (!cards) return links;
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
  }, [cards, links, deferredQuery, filter, keys]);
  const onUndo = useCallback((linkId: number) => void undo(linkId), [undo]);
  const windowKey = `${day}|${deferredQuery}|${filter}`;
  const firstWindow = gate ? GATE_FIRST_WINDOW : CARDS_WINDOW;
  const [cardWindow, setCardWindow] = useState({ key: windowKey, limit: firstWindow });
  const limit = cardWindow.key === windowKey ? cardWindow.limit : firstWindow;
  const showMore = useCallback(() => setCardWindow({ key: windowKey, limit: limit + CARDS_WINDOW }), [windowKey, limit]);

  // Stable across renders, so a tap re-renders only the row it changed (the rows are memoized).
  const onAction = useCallback(
    (action: StaffAction, link: EventEmployee) => {
      if (action !== 'checkIn' && action !== 'checkOut') {
        setTarget({ action, link });
        return;
      }
      // The store writes to the device first and ignores a second tap while the write runs.
      void (action === 'checkIn' ? checkIn(link.id) : checkOut(link.id)).catch(() => undefined);
    },
    [checkIn, checkOut],
  );

  const close = () => setTarget((t) => ({ ...t, action: null }));
  const is = (action: DialogTarget['action']) => target.action === action;

  return (
    <Stack gap="3">
      {(!gate || (isAdminOrManager && !readOnly)) && (
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
        {!gate && <QuotaList title={`Vagas do dia ${dayText}`} quantities={quantities} unit="escalados" />}
        {isAdminOrManager && !readOnly && (
          <Button
            size="sm"
            colorPalette="gold"
            ms="auto"
            aria-label={`Escalar funcionário em ${dayText}`}
            title={online ? undefined : OFFLINE_TEXTS.unavailable}
            disabled={!online}
            onClick={() => setTarget({ action: 'assign' })}
          >
            <PlusIcon />
            Escalar funcionário
          </Button>
        )}
      </Flex>
      )}

      {links.length > 0 && cards ? (
        shown.length > 0 ? (
          <Stack as="ul" role="list" aria-label={CHECK_IN_TEXTS.list(dayText)} gap={gate ? '1.5' : '2'} m="0" p="0">
            {shown.slice(0, limit).map((link) => {
              const sync = deviceSync?.get(link.id) ?? NO_DEVICE_SYNC;
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
                />
              );
            })}
            {shown.length > limit && (
              <Box as="li" listStyleType="none">
                <ShowMore remaining={shown.length - limit} onMore={showMore} />
              </Box>
            )}
          </Stack>
        ) : (
          <Text color="fg.muted">{CHECK_IN_TEXTS.noMatch}</Text>
        )
      ) : links.length > 0 ? (
        <DayStaffTable
          dayText={dayText}
          links={links}
          readOnly={readOnly}
          offline={!online}
          syncStates={syncStates ?? undefined}
          confirmations={confirmations}
          onAction={onAction}
          onUndo={onUndo}
        />
      ) : loading ? (
        <HStack gap="3" role="status">
          <Spinner size="sm" color="gold.600" />
          <Text>Carregando equipe...</Text>
        </HStack>
      ) : (
        <Text color="fg.muted">{STAFF_MESSAGES.emptyDay}</Text>
      )}

      {isAdminOrManager && !readOnly && (
        <AssignEmployeeDialog open={is('assign')} eventId={eventId} day={day} assignedIds={assignedIds} onClose={close} />
      )}
      <EditAssignmentDialog open={is('edit')} link={target.link} onClose={close} />
      <RequestPaymentDialog open={is('requestPayment')} link={target.link} onClose={close} />
      <ConfirmPaymentDialog open={is('confirmPayment')} link={target.link} onClose={close} />
      <RemoveStaffDialog open={is('remove')} link={target.link} onClose={close} />
    </Stack>
  );
}

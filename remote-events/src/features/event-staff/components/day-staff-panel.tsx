import { useCallback, useMemo, useState } from 'react';
import type { EventEmployee } from '@sge/shared/contract';
import { formatDate } from '@sge/shared/format';
import { useSessionFlags } from '@sge/shared/session';
import { Button, Flex, HStack, PlusIcon, Spinner, Stack, Text } from '@sge/shared/ui';
import { OFFLINE_TEXTS } from '../../../lib/offline';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { STAFF_MESSAGES } from '../messages';
import { rowSyncStates } from '../staff-sync';
import { linkName } from '../staff-values';
import { useStaffStore } from '../store';
import { AssignEmployeeDialog } from './assign-employee-dialog';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { DayStaffTable, type StaffAction } from './day-staff-table';
import { EditAssignmentDialog } from './edit-assignment-dialog';
import { QuotaList } from './quota-list';
import { RemoveStaffDialog } from './remove-staff-dialog';
import { RequestPaymentDialog } from './request-payment-dialog';

export interface DayStaffPanelProps {
  eventId: number;
  /** YYYY-MM-DD. */
  day: string;
  /** A finalized event: no changes but confirming requested payments. */
  readOnly: boolean;
}

type DialogAction = Exclude<StaffAction, 'checkIn' | 'checkOut'>;

/** Which link a dialog is about; kept while it closes so its texts do not change mid-animation. */
interface DialogTarget {
  action: DialogAction | 'assign' | null;
  link?: EventEmployee;
}

const NO_VALUES: never[] = [];

/**
 * The staff of one event day, with what the budget allows for it, 'Escalar funcionário' (admin and
 * manager) and each row's actions. Reads the staff store, which the page loads for the whole event.
 * With no connection only check-in and check-out stay available; they are recorded on the device.
 */
export function DayStaffPanel({ eventId, day, readOnly }: DayStaffPanelProps) {
  const allLinks = useStaffStore((s) => s.links);
  const records = useStaffStore((s) => s.records);
  const online = useOnlineStatus();
  const loading = useStaffStore((s) => s.loading);
  const quantities = useStaffStore((s) => s.quantitiesByDay[day] ?? NO_VALUES);
  const checkIn = useStaffStore((s) => s.checkIn);
  const checkOut = useStaffStore((s) => s.checkOut);
  const { isAdminOrManager } = useSessionFlags();
  const [target, setTarget] = useState<DialogTarget>({ action: null });
  const [busyId, setBusyId] = useState<number | null>(null);
  const dayText = formatDate(day);

  const links = useMemo(
    () => allLinks.filter((l) => l.eventDay === day).sort((a, b) => linkName(a).localeCompare(linkName(b), 'pt-BR')),
    [allLinks, day],
  );
  const assignedIds = useMemo(() => links.map((l) => l.employeeId), [links]);
  const syncStates = useMemo(() => rowSyncStates(links, records), [links, records]);

  // Stable across renders, so a tap re-renders only the row it changed (the rows are memoized).
  const onAction = useCallback(
    (action: StaffAction, link: EventEmployee) => {
      if (action !== 'checkIn' && action !== 'checkOut') {
        setTarget({ action, link });
        return;
      }
      // Start the write first (offline: the IndexedDB transaction). Only a network call marks the
      // row busy: offline the write takes milliseconds, and one render less keeps the tap fast (the
      // store ignores a second tap on a link whose write is still running).
      const done = action === 'checkIn' ? checkIn(link.id) : checkOut(link.id);
      if (online) setBusyId(link.id);
      // The store confirms it (online or recorded on the device) or says why not.
      done.catch(() => undefined).finally(() => online && setBusyId(null));
    },
    [online, checkIn, checkOut],
  );

  const close = () => setTarget((t) => ({ ...t, action: null }));
  const is = (action: DialogTarget['action']) => target.action === action;

  return (
    <Stack gap="3">
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
        <QuotaList title={`Vagas do dia ${dayText}`} quantities={quantities} unit="escalados" />
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

      {links.length > 0 ? (
        <DayStaffTable
          dayText={dayText}
          links={links}
          readOnly={readOnly}
          offline={!online}
          syncStates={syncStates}
          busyId={busyId}
          onAction={onAction}
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

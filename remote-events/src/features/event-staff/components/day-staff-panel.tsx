import { useCallback, useMemo, useState } from 'react';
import { formatDate } from '@sge/shared/format';
import { useSessionFlags } from '@sge/shared/session';
import { Button, Flex, HStack, PlusIcon, Spinner, Stack, Text } from '@sge/shared/ui';
import { OFFLINE_TEXTS } from '../../../lib/offline';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { STAFF_MESSAGES } from '../messages';
import { rowSyncStates } from '../staff-sync';
import { linkName } from '../staff-values';
import { useDayQuantities, useEventLinks } from '../queries';
import { useStaffStore } from '../store';
import { useStaffAction } from '../use-staff-action';
import { DayStaffTable } from './day-staff-table';
import { QuotaList } from './quota-list';
import { StaffDialogs, type StaffDialogTarget } from './staff-dialogs';

export interface DayStaffPanelProps {
  eventId: number;
  /** YYYY-MM-DD. */
  day: string;
  /** A finalized event: no changes but confirming requested payments. */
  readOnly: boolean;
}

/**
 * The staff of one event day on a wide screen (the back office, Chakra): what the budget allows
 * for it, 'Escalar funcionário' (admin and manager) and the table with each row's actions. Reads
 * the staff store, which the page loads for the whole event. With no connection only check-in and
 * check-out stay available; they are recorded on the device. A phone shows the gate screen's cards
 * instead (staff-cards.tsx).
 */
export function DayStaffPanel({ eventId, day, readOnly }: DayStaffPanelProps) {
  const { links: allLinks, records, loading } = useEventLinks(eventId);
  const confirmations = useStaffStore((s) => s.confirmations);
  const undo = useStaffStore((s) => s.undo);
  const online = useOnlineStatus();
  const quantities = useDayQuantities(eventId, day);
  const { isAdminOrManager } = useSessionFlags();
  const canManage = !readOnly && isAdminOrManager;
  const [target, setTarget] = useState<StaffDialogTarget>({ action: null });
  const dayText = formatDate(day);

  const links = useMemo(
    () => allLinks.filter((l) => l.eventDay === day).sort((a, b) => linkName(a).localeCompare(linkName(b), 'pt-BR')),
    [allLinks, day],
  );
  const assignedIds = useMemo(() => links.map((l) => l.employeeId), [links]);
  const syncStates = useMemo(() => rowSyncStates(links, records), [links, records]);
  const onUndo = useCallback((linkId: number) => void undo(linkId), [undo]);

  const onAction = useStaffAction(useCallback((action, link) => setTarget({ action, link }), []));

  return (
    <Stack gap="3">
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
        <QuotaList title={`Vagas do dia ${dayText}`} quantities={quantities} unit="escalados" />
        {canManage && (
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

      <StaffDialogs
        eventId={eventId}
        day={day}
        assignedIds={assignedIds}
        canAssign={canManage}
        target={target}
        onClose={() => setTarget((t) => ({ ...t, action: null }))}
      />
    </Stack>
  );
}

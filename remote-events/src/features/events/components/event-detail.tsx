import { useState, type ReactNode } from 'react';
import type { Event } from '@sge/shared/contract';
import { formatDateTime } from '@sge/shared/format';
import { useQuery } from '@sge/shared/query';
import { useSessionFlags } from '@sge/shared/session';
import {
  Alert,
  Box,
  Button,
  CalendarIcon,
  ChevronLeftIcon,
  DownloadIcon,
  EditIcon,
  Flex,
  HStack,
  Heading,
  IconButton,
  PlusIcon,
  RefreshIcon,
  Spinner,
  Stack,
  Text,
  TrashIcon,
} from '@sge/shared/ui';
import { OFFLINE_TEXTS } from '../../../lib/offline';
import { useCompactLayout } from '../../../lib/use-compact-layout';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { eventDates } from '../event-dates';
import { dayLabel } from '../day-label';
import { EVENT_DETAIL_TEXTS, FINALIZED_TEXT, OFFLINE_COPY_LABELS } from '../messages';
import { eventsQueries } from '../queries';
import { useEventStore } from '../store';
import { CloseOutLink } from '../../close-out/components/close-out-link';
import { AddDayDialog } from './add-day-dialog';
import { ClockFlagsSection } from './clock-flags-section';
import { EventFormDialog } from './event-form-dialog';
import { EventStatusBadge } from './event-status-badge';
import { EventSummary } from './event-summary';
import { FinalizeEventDialog } from './finalize-event-dialog';
import { OfflineCopyBadge } from './offline-copy-badge';
import { PRINT_BADGES_TEXTS, PrintBadgesDialog } from './print-badges-dialog';
import { RemoveDayDialog } from './remove-day-dialog';

export interface EventDetailProps {
  eventId: number;
  onBack: () => void;
  /** Called by 'Atualizar' after the event reloads (e.g. to reload its staff too). */
  onRefresh?: () => void;
  /** Shown between the event's data and its days (e.g. the budget's staff quotas). */
  beforeDays?: (event: Event) => ReactNode;
  /** The content of one day's section (e.g. its staff). Read-only once `event.isFinalized`. */
  renderDay: (date: string, event: Event) => ReactNode;
}

/** The dialogs the event's actions open. */
export type EventDialogName = 'edit' | 'addDay' | 'finalize' | 'badges' | null;

/**
 * The event's actions: refresh, close-out, the offline copy, badges and, for admins and managers,
 * edit, add a day and finalize. The same buttons on a wide screen and, on a phone, inside the gate
 * screen's 'Detalhes do evento' (thumb-sized there: `compact`).
 */
export function EventActions({
  event,
  compact,
  loading,
  onRefresh,
  onDialog,
}: {
  event: Event;
  compact: boolean;
  loading: boolean;
  onRefresh: () => void;
  onDialog: (dialog: EventDialogName) => void;
}) {
  const downloadedAt = useEventStore((s) => s.downloads[event.id]);
  const downloading = useEventStore((s) => s.downloadingId === event.id);
  const downloadForOffline = useEventStore((s) => s.downloadForOffline);
  const { isAdminOrManager, isCoordinatorOrAbove } = useSessionFlags();
  const online = useOnlineStatus();
  const canEdit = isAdminOrManager && !event.isFinalized;
  const hint = online ? undefined : OFFLINE_TEXTS.unavailable;
  return (
    <HStack gap="2" wrap="wrap" css={compact ? { '& > button': { minHeight: '44px' } } : undefined}>
      <IconButton aria-label="Atualizar evento" title="Atualizar" variant="outline" onClick={onRefresh} disabled={loading}>
        <RefreshIcon />
      </IconButton>
      <CloseOutLink eventId={event.id} />
      {isCoordinatorOrAbove && (
        <Button variant="outline" title={hint} disabled={!online} loading={downloading} onClick={() => void downloadForOffline(event)}>
          <DownloadIcon />
          {downloadedAt !== undefined ? OFFLINE_COPY_LABELS.refresh : OFFLINE_COPY_LABELS.download}
        </Button>
      )}
      {isCoordinatorOrAbove && (
        <Button variant="outline" title={hint} disabled={!online} onClick={() => onDialog('badges')}>
          {PRINT_BADGES_TEXTS.open}
        </Button>
      )}
      {canEdit && (
        <>
          <Button variant="outline" title={hint} disabled={!online} onClick={() => onDialog('edit')}>
            <EditIcon />
            Editar evento
          </Button>
          <Button variant="outline" title={hint} disabled={!online} onClick={() => onDialog('addDay')}>
            <PlusIcon />
            Adicionar dia
          </Button>
          <Button colorPalette="gold" title={hint} disabled={!online} onClick={() => onDialog('finalize')}>
            Finalizar evento
          </Button>
        </>
      )}
      {!online && (isCoordinatorOrAbove || canEdit) && (
        <Text fontSize="sm" color="fg.muted">
          {OFFLINE_TEXTS.unavailable}
        </Text>
      )}
    </HStack>
  );
}

/** The event's data: name, status, offline copy, place and description (a sub-heading on the gate screen). */
export function EventInfo({ event, gate }: { event: Event; gate: boolean }) {
  const downloadedAt = useEventStore((s) => s.downloads[event.id]);
  const downloaded = downloadedAt !== undefined;
  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        <Heading as={gate ? 'h3' : 'h2'} id={gate ? undefined : 'event-detail-title'} size={gate ? 'lg' : 'xl'} overflowWrap="anywhere" minW="0">
          {event.name}
        </Heading>
        <EventStatusBadge event={event} />
        {downloaded && <OfflineCopyBadge downloadedAt={downloadedAt} />}
      </HStack>
      {downloaded && (
        <Text fontSize="sm" color="fg.muted">
          {OFFLINE_TEXTS.downloadedAt(formatDateTime(downloadedAt))}
        </Text>
      )}
      <Text>
        <Text as="span" fontWeight="semibold">
          Local:{' '}
        </Text>
        {event.location}
      </Text>
      <Text color={event.description ? undefined : 'fg.muted'} whiteSpace="pre-line">
        {event.description || 'Sem descrição.'}
      </Text>
    </Stack>
  );
}

/** 'Remover dia' of one day (admins and managers, an event not finalized), or nothing. */
export function RemoveDayButton({ event, date, compact, onRemove }: { event: Event; date: string; compact: boolean; onRemove: (date: string) => void }) {
  const { isAdminOrManager } = useSessionFlags();
  const online = useOnlineStatus();
  if (!isAdminOrManager || event.isFinalized) return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      colorPalette="red"
      minH={compact ? '12' : undefined}
      aria-label={`Remover dia ${dayLabel(date)}`}
      title={online ? undefined : OFFLINE_TEXTS.unavailable}
      disabled={!online}
      onClick={() => onRemove(date)}
    >
      <TrashIcon />
      Remover dia
    </Button>
  );
}

/** The dialogs of the event's actions and of 'Remover dia'. */
export function EventDetailDialogs({
  event,
  dialog,
  dayToRemove,
  onClose,
  onCloseRemoveDay,
}: {
  event: Event;
  dialog: EventDialogName;
  dayToRemove: string | null;
  onClose: () => void;
  onCloseRemoveDay: () => void;
}) {
  return (
    <>
      <EventFormDialog open={dialog === 'edit'} event={event} onClose={onClose} onSaved={onClose} />
      <AddDayDialog open={dialog === 'addDay'} event={event} onClose={onClose} />
      <FinalizeEventDialog open={dialog === 'finalize'} event={event} onClose={onClose} />
      <PrintBadgesDialog open={dialog === 'badges'} event={event} onClose={onClose} />
      <RemoveDayDialog event={event} date={dayToRemove} onClose={onCloseRemoveDay} />
    </>
  );
}

/**
 * One event on a wide screen (the back office, Chakra): its data, its days (each a section whose
 * content the page supplies), and the admin and manager actions (edit, add or remove a day,
 * finalize). A finalized event is read-only and shows its summary. Coordinators and above print the
 * staff's badges ('Imprimir crachás') and download the event for offline use; with no connection
 * every change is disabled ('Indisponível sem conexão') and the days show the device's copy. A
 * phone shows the gate screen instead (features/gate/gate-screen.tsx).
 */
export function EventDetail({ eventId, onBack, onRefresh, beforeDays, renderDay }: EventDetailProps) {
  const compact = useCompactLayout();
  const view = useQuery(eventsQueries.detail(eventId));
  const event = view.data?.event ?? null;
  const loading = view.isFetching;
  const { isAdminOrManager } = useSessionFlags();
  const online = useOnlineStatus();
  const [dialog, setDialog] = useState<EventDialogName>(null);
  const [dayToRemove, setDayToRemove] = useState<string | null>(null);

  const refresh = () => {
    void view.refetch();
    onRefresh?.();
  };

  const backButton = (
    <Button variant="ghost" onClick={onBack}>
      <ChevronLeftIcon />
      Voltar
    </Button>
  );

  if (!event) {
    return (
      <Stack gap="4" align="flex-start">
        {backButton}
        {loading ? (
          <HStack gap="3" role="status">
            <Spinner size="sm" color="gold.600" />
            <Text>{EVENT_DETAIL_TEXTS.loading}</Text>
          </HStack>
        ) : (
          <Stack gap="3" align="flex-start" role="status">
            <Text>{EVENT_DETAIL_TEXTS.failed}</Text>
            {!online && <Text color="fg.muted">{EVENT_DETAIL_TEXTS.offlineHint}</Text>}
            <Button variant="outline" onClick={refresh}>
              <RefreshIcon />
              {EVENT_DETAIL_TEXTS.retry}
            </Button>
          </Stack>
        )}
      </Stack>
    );
  }

  const canEdit = isAdminOrManager && !event.isFinalized;
  const dates = eventDates(event);

  return (
    <Stack gap="6" as="article" aria-labelledby="event-detail-title">
      <Flex gap="2" wrap="wrap" justify="space-between" align="center">
        {backButton}
        <EventActions event={event} compact={compact} loading={loading} onRefresh={refresh} onDialog={setDialog} />
      </Flex>

      <EventInfo event={event} gate={false} />

      {event.isFinalized && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{FINALIZED_TEXT}</Alert.Title>
        </Alert.Root>
      )}
      {event.isFinalized && event.summary && <EventSummary summary={event.summary} />}

      {beforeDays?.(event)}

      <Stack as="section" gap="4" aria-labelledby="event-days-title">
        <Heading as="h3" id="event-days-title" size="lg">
          Dias do evento
        </Heading>
        {dates.length === 0 && (
          <Text color="fg.muted">
            {canEdit ? 'Nenhum dia cadastrado. Use "Adicionar dia" para incluir o primeiro.' : 'Nenhum dia cadastrado.'}
          </Text>
        )}
        {dates.map((date) => (
          <Box as="section" key={date} aria-labelledby={`event-day-${date}`} borderWidth="1px" rounded="md" p="4">
            <Flex justify="space-between" align="center" gap="2" mb="3">
              <HStack gap="2">
                <CalendarIcon color="gold.700" />
                <Heading as="h4" id={`event-day-${date}`} size="md">
                  {dayLabel(date)}
                </Heading>
              </HStack>
              <RemoveDayButton event={event} date={date} compact={compact} onRemove={setDayToRemove} />
            </Flex>
            {renderDay(date, event)}
          </Box>
        ))}
      </Stack>

      {isAdminOrManager && <ClockFlagsSection eventId={event.id} compact={compact} />}

      <EventDetailDialogs event={event} dialog={dialog} dayToRemove={dayToRemove} onClose={() => setDialog(null)} onCloseRemoveDay={() => setDayToRemove(null)} />
    </Stack>
  );
}

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
  VisuallyHidden,
} from '@sge/shared/ui';
import { OFFLINE_TEXTS } from '../../../lib/offline';
import { useCompactLayout } from '../../../lib/use-compact-layout';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { eventDates } from '../event-dates';
import { dayLabel } from '../day-label';
import { OFFLINE_COPY_LABELS } from '../messages';
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
  /**
   * Below `md` (a phone): all the days in one view instead of a section each (e.g. the check-in
   * screen with the days as chips); `dayTools` gives a day's own actions ('Remover dia').
   */
  renderCompactDays?: (event: Event, dates: string[], dayTools: (date: string) => ReactNode, gate: GateParts) => ReactNode;
}

/** What the gate screen (a phone's check-in list) puts in its header: 'Voltar' and 'Detalhes do evento'. */
export interface GateParts {
  onBack: () => void;
  /** The event's data, actions, budget vacancies and clock flags, behind 'Detalhes do evento'. */
  details: ReactNode;
}

type DialogName = 'edit' | 'addDay' | 'finalize' | 'badges' | null;

/**
 * One event: its data, its days (each a section whose content the page supplies), and the admin
 * and manager actions (edit, add or remove a day, finalize). A finalized event is read-only and
 * shows its summary. Coordinators and above print the staff's badges ('Imprimir crachás') and
 * download the event for offline use; with no connection every change is disabled ('Indisponível
 * sem conexão') and the days show the device's copy.
 */
export function EventDetail({ eventId, onBack, onRefresh, beforeDays, renderDay, renderCompactDays }: EventDetailProps) {
  const compact = useCompactLayout();
  const view = useQuery(eventsQueries.detail(eventId));
  const event = view.data?.event ?? null;
  const loading = view.isFetching;
  const downloadedAt = useEventStore((s) => s.downloads[eventId]);
  const downloading = useEventStore((s) => s.downloadingId === eventId);
  const downloadForOffline = useEventStore((s) => s.downloadForOffline);
  const { isAdminOrManager, isCoordinatorOrAbove } = useSessionFlags();
  const online = useOnlineStatus();
  const [dialog, setDialog] = useState<DialogName>(null);
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
            <Text>Carregando evento...</Text>
          </HStack>
        ) : (
          <Stack gap="3" align="flex-start" role="status">
            <Text>Não foi possível carregar o evento.</Text>
            {!online && <Text color="fg.muted">Sem conexão, somente os eventos baixados para uso offline podem ser abertos.</Text>}
            <Button variant="outline" onClick={refresh}>
              <RefreshIcon />
              Tentar novamente
            </Button>
          </Stack>
        )}
      </Stack>
    );
  }

  const canEdit = isAdminOrManager && !event.isFinalized;
  const dates = eventDates(event);
  const downloaded = downloadedAt !== undefined;
  const hint = online ? undefined : OFFLINE_TEXTS.unavailable;
  const removeDayButton = (date: string) =>
    canEdit ? (
      <Button
        size="sm"
        variant="ghost"
        colorPalette="red"
        minH={compact ? '12' : undefined}
        aria-label={`Remover dia ${dayLabel(date)}`}
        title={hint}
        disabled={!online}
        onClick={() => setDayToRemove(date)}
      >
        <TrashIcon />
        Remover dia
      </Button>
    ) : null;

  // The event's actions: the same buttons on a phone (inside 'Detalhes do evento') and a desktop.
  const actions = (
    <HStack gap="2" wrap="wrap" css={compact ? { '& > button': { minHeight: '44px' } } : undefined}>
      <IconButton aria-label="Atualizar evento" title="Atualizar" variant="outline" onClick={refresh} disabled={loading}>
        <RefreshIcon />
      </IconButton>
      <CloseOutLink eventId={event.id} />
      {isCoordinatorOrAbove && (
        <Button
          variant="outline"
          title={hint}
          disabled={!online}
          loading={downloading}
          onClick={() => void downloadForOffline(event)}
        >
          <DownloadIcon />
          {downloaded ? OFFLINE_COPY_LABELS.refresh : OFFLINE_COPY_LABELS.download}
        </Button>
      )}
      {isCoordinatorOrAbove && (
        <Button variant="outline" title={hint} disabled={!online} onClick={() => setDialog('badges')}>
          {PRINT_BADGES_TEXTS.open}
        </Button>
      )}
      {canEdit && (
        <>
          <Button variant="outline" title={hint} disabled={!online} onClick={() => setDialog('edit')}>
            <EditIcon />
            Editar evento
          </Button>
          <Button variant="outline" title={hint} disabled={!online} onClick={() => setDialog('addDay')}>
            <PlusIcon />
            Adicionar dia
          </Button>
          <Button colorPalette="gold" title={hint} disabled={!online} onClick={() => setDialog('finalize')}>
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

  // On the gate screen the title is the header's; here the name is a sub-heading of the details.
  const info = (gate: boolean) => (
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

  const dialogs = (
    <>
      <EventFormDialog open={dialog === 'edit'} event={event} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
      <AddDayDialog open={dialog === 'addDay'} event={event} onClose={() => setDialog(null)} />
      <FinalizeEventDialog open={dialog === 'finalize'} event={event} onClose={() => setDialog(null)} />
      <PrintBadgesDialog open={dialog === 'badges'} event={event} onClose={() => setDialog(null)} />
      <RemoveDayDialog event={event} date={dayToRemove} onClose={() => setDayToRemove(null)} />
    </>
  );

  // The gate screen: on a phone the event opens on its check-in list; everything else waits
  // behind 'Detalhes do evento' in the list's header.
  if (compact && renderCompactDays && dates.length > 0) {
    const details = (
      <Stack gap="4">
        {actions}
        {info(true)}
        {event.isFinalized && event.summary && <EventSummary summary={event.summary} />}
        {beforeDays?.(event)}
        {isAdminOrManager && <ClockFlagsSection eventId={event.id} compact />}
      </Stack>
    );
    return (
      <Stack gap="2" as="article" aria-labelledby="event-detail-title">
        <VisuallyHidden as="h2" id="event-detail-title">
          {event.name}
        </VisuallyHidden>
        {event.isFinalized && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>Evento finalizado: as informações estão disponíveis somente para consulta.</Alert.Title>
          </Alert.Root>
        )}
        {renderCompactDays(event, dates, removeDayButton, { onBack, details })}
        {dialogs}
      </Stack>
    );
  }

  return (
    <Stack gap="6" as="article" aria-labelledby="event-detail-title">
      <Flex gap="2" wrap="wrap" justify="space-between" align="center">
        {backButton}
        {actions}
      </Flex>

      {info(false)}

      {event.isFinalized && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>Evento finalizado: as informações estão disponíveis somente para consulta.</Alert.Title>
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
              {removeDayButton(date)}
            </Flex>
            {renderDay(date, event)}
          </Box>
        ))}
      </Stack>

      {isAdminOrManager && <ClockFlagsSection eventId={event.id} compact={compact} />}

      {dialogs}
    </Stack>
  );
}

import { memo, useMemo } from 'react';
import type { EventListItem } from '@sge/shared/contract';
import { ActionMenu, Badge, Box, Button, DownloadIcon, Flex, HStack, MoreVerticalIcon, Stack, Text, type ActionMenuItem } from '@sge/shared/ui';
import { OFFLINE_TEXTS } from '../../../lib/offline';
import { daysRangeLabel, happensOn, todayFirst } from '../event-dates';
import { OFFLINE_COPY_LABELS } from '../messages';
import { EventStatusBadge } from './event-status-badge';
import { OfflineCopyBadge } from './offline-copy-badge';

export interface EventCardsProps {
  /** A page of the list, or the events on the device. */
  events: EventListItem[];
  loading: boolean;
  /** YYYY-MM-DD: today's events show 'Hoje' and, with `todayFirst`, come first. */
  today: string;
  /** A coordinator's list: today's events first. */
  todayFirst: boolean;
  /** 'Editar' and 'Excluir' in each active event's menu (admin and manager). */
  canManage: boolean;
  /** 'Baixar para uso offline' on each active event (coordinator and above). */
  canDownload: boolean;
  downloads: Record<number, number>;
  downloadingId: number | null;
  offline: boolean;
  onOpen: (event: EventListItem) => void;
  onEdit: (event: EventListItem) => void;
  onDelete: (event: EventListItem) => void;
  onDownload: (event: EventListItem) => void;
}

interface EventCardProps extends Omit<EventCardsProps, 'events' | 'loading' | 'todayFirst' | 'downloads' | 'downloadingId'> {
  event: EventListItem;
  downloadedAt: number | undefined;
  downloading: boolean;
}

const EventCard = memo(function EventCard({
  event,
  today,
  canManage,
  canDownload,
  downloadedAt,
  downloading,
  offline,
  onOpen,
  onEdit,
  onDelete,
  onDownload,
}: EventCardProps) {
  const hint = offline ? ` (${OFFLINE_TEXTS.unavailable})` : '';
  const items: ActionMenuItem[] =
    canManage && !event.isFinalized
      ? [
          { key: 'edit', label: `Editar${hint}`, disabled: offline, onSelect: () => onEdit(event) },
          { key: 'delete', label: `Excluir${hint}`, destructive: true, disabled: offline, onSelect: () => onDelete(event) },
        ]
      : [];
  const count = event.staffCount;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="md" p="3" bg="bg.panel">
      <Stack gap="2">
        <Flex gap="2" align="flex-start">
          <Box flex="1" minW="0">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {event.name}
            </Text>
            <Text fontSize="sm">{daysRangeLabel(event)}</Text>
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {event.location}
            </Text>
          </Box>
          {items.length > 0 && (
            <ActionMenu label={`Ações de ${event.name}`} items={items} triggerProps={{ minW: '12', minH: '12', px: '0' }}>
              <MoreVerticalIcon />
            </ActionMenu>
          )}
        </Flex>
        <HStack gap="2" wrap="wrap">
          {happensOn(event, today) && <Badge colorPalette="gold">Hoje</Badge>}
          <EventStatusBadge event={event} />
          {downloadedAt !== undefined && <OfflineCopyBadge downloadedAt={downloadedAt} />}
          <Text fontSize="sm">{count === 1 ? '1 pessoa na equipe' : `${count} pessoas na equipe`}</Text>
        </HStack>
        <Flex gap="2" wrap="wrap">
          <Button flex="1" minH="12" colorPalette="gold" aria-label={`Ver detalhes de ${event.name}`} onClick={() => onOpen(event)}>
            Ver detalhes
          </Button>
          {canDownload && !event.isFinalized && (
            <Button
              flex="1"
              minH="12"
              variant="outline"
              aria-label={`${downloadedAt !== undefined ? OFFLINE_COPY_LABELS.refresh : OFFLINE_COPY_LABELS.download}: ${event.name}`}
              title={offline ? OFFLINE_TEXTS.unavailable : undefined}
              disabled={offline}
              loading={downloading}
              onClick={() => onDownload(event)}
            >
              <DownloadIcon />
              {downloadedAt !== undefined ? OFFLINE_COPY_LABELS.refresh : OFFLINE_COPY_LABELS.download}
            </Button>
          )}
        </Flex>
      </Stack>
    </Box>
  );
});

/**
 * The events list on a phone: one card per event (name, dates, place, status, staff), 'Ver
 * detalhes' and 'Baixar para uso offline' as full-size buttons, editing in a small menu.
 */
export const EventCards = memo(function EventCards({ events, loading, todayFirst: first, downloads, downloadingId, ...rest }: EventCardsProps) {
  const ordered = useMemo(() => (first ? todayFirst(events, rest.today) : events), [events, first, rest.today]);
  if (ordered.length === 0) {
    return <Text color="fg.muted">{loading ? 'Carregando dados...' : 'Nenhum evento encontrado.'}</Text>;
  }
  return (
    <Stack as="ul" role="list" aria-label="Eventos" gap="3" m="0" p="0">
      {ordered.map((event) => (
        <EventCard
          key={event.id}
          event={event}
          downloadedAt={downloads[event.id]}
          downloading={downloadingId === event.id}
          {...rest}
        />
      ))}
    </Stack>
  );
});

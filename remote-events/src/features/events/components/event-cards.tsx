import { memo, useMemo } from 'react';
import type { EventListItem } from '@sge/shared/contract';
import { ActionMenu, Badge, Box, Button, DownloadIcon, Flex, HStack, MoreVerticalIcon, Stack, Text, type ActionMenuItem } from '@sge/shared/ui';
import { OFFLINE_TEXTS } from '../../../lib/offline';
import { daysRangeLabel, happensOn, todayFirst } from '../event-dates';
import { EVENT_HANDOVER_KEYS } from '../handover-keys';
import { EVENT_LIST_TEXTS, OFFLINE_COPY_LABELS } from '../messages';
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
            <ActionMenu
              label={EVENT_LIST_TEXTS.actionsOf(event.name)}
              items={items}
              triggerProps={{ minW: '12', minH: '12', px: '0', 'data-handover': EVENT_HANDOVER_KEYS.actions(event.id) }}
            >
              <MoreVerticalIcon />
            </ActionMenu>
          )}
        </Flex>
        <HStack gap="2" wrap="wrap">
          {happensOn(event, today) && <Badge colorPalette="gold">{EVENT_LIST_TEXTS.today}</Badge>}
          <EventStatusBadge event={event} />
          {downloadedAt !== undefined && <OfflineCopyBadge downloadedAt={downloadedAt} />}
          <Text fontSize="sm">{EVENT_LIST_TEXTS.staffCount(event.staffCount)}</Text>
        </HStack>
        <Flex gap="2" wrap="wrap">
          <Button
            flex="1"
            minH="12"
            h="auto"
            colorPalette="gold"
            aria-label={EVENT_LIST_TEXTS.detailsOf(event.name)}
            data-handover={EVENT_HANDOVER_KEYS.open(event.id)}
            onClick={() => onOpen(event)}
          >
            {EVENT_LIST_TEXTS.details}
          </Button>
          {canDownload && !event.isFinalized && (
            <Button
              flex="1"
              minH="12"
              h="auto"
              py="1"
              whiteSpace="normal"
              variant="outline"
              data-handover={EVENT_HANDOVER_KEYS.download(event.id)}
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
    return <Text color="fg.muted">{loading ? EVENT_LIST_TEXTS.loading : EVENT_LIST_TEXTS.empty}</Text>;
  }
  return (
    <Stack as="ul" role="list" aria-label={EVENT_LIST_TEXTS.list} gap="3" m="0" p="0">
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

/**
 * The events list on a phone: one card per event (name, dates, place, status, staff), 'Ver
 * detalhes' and 'Baixar para uso offline' as full-size buttons, editing in a small menu. Light
 * components (`@sge/shared/venue`): the phone paints them first, without Chakra, and they stay.
 * 'Editar' and 'Excluir' open Chakra dialogs: the menu waits for their island (`prepare`).
 */
import { memo, useMemo } from 'react';
import type { EventListItem } from '@sge/shared/contract';
import { formatLocalDateTime } from '@sge/shared/format/plain';
import { VenueBadge, VenueButton, VenueDownloadIcon, VenueMenu, VenueMoreIcon, type VenueMenuItem } from '@sge/shared/venue';
import { OFFLINE_TEXTS } from '../../../lib/offline';
import { daysRangeLabel, happensOn, todayFirst } from '../event-dates';
import { EVENT_LIST_TEXTS, EVENT_STATUS_LABELS, OFFLINE_COPY_LABELS } from '../messages';

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
  /** What 'Editar' and 'Excluir' need before they can act (the dialogs' code). */
  prepareActions?: () => Promise<unknown>;
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
  prepareActions,
}: EventCardProps) {
  const hint = offline ? ` (${OFFLINE_TEXTS.unavailable})` : '';
  const items: VenueMenuItem[] =
    canManage && !event.isFinalized
      ? [
          { key: 'edit', label: `Editar${hint}`, disabled: offline, onSelect: () => onEdit(event) },
          { key: 'delete', label: `Excluir${hint}`, destructive: true, disabled: offline, onSelect: () => onDelete(event) },
        ]
      : [];
  const downloadLabel = downloadedAt !== undefined ? OFFLINE_COPY_LABELS.refresh : OFFLINE_COPY_LABELS.download;
  return (
    <li className="sge-v-card">
      <div className="sge-v-row">
        <div className="sge-v-grow-box">
          <p className="sge-v-name">{event.name}</p>
          <p className="sge-v-sm">{daysRangeLabel(event)}</p>
          <p className="sge-v-place">{event.location}</p>
        </div>
        {items.length > 0 && (
          <VenueMenu label={EVENT_LIST_TEXTS.actionsOf(event.name)} items={items} prepare={prepareActions}>
            <VenueMoreIcon />
          </VenueMenu>
        )}
      </div>
      <div className="sge-v-wrap">
        {happensOn(event, today) && <VenueBadge tone="gold">{EVENT_LIST_TEXTS.today}</VenueBadge>}
        {event.isFinalized ? <VenueBadge tone="gray">{EVENT_STATUS_LABELS.finalized}</VenueBadge> : <VenueBadge tone="green">{EVENT_STATUS_LABELS.active}</VenueBadge>}
        {downloadedAt !== undefined && (
          <VenueBadge tone="gold" title={OFFLINE_TEXTS.downloadedAt(formatLocalDateTime(downloadedAt))}>
            {OFFLINE_TEXTS.availableOffline}
          </VenueBadge>
        )}
        <p className="sge-v-sm">{EVENT_LIST_TEXTS.staffCount(event.staffCount)}</p>
      </div>
      <div className="sge-v-wrap">
        <VenueButton variant="primary" size="lg" aria-label={EVENT_LIST_TEXTS.detailsOf(event.name)} onClick={() => onOpen(event)}>
          {EVENT_LIST_TEXTS.details}
        </VenueButton>
        {canDownload && !event.isFinalized && (
          <VenueButton
            variant="outline"
            size="lg"
            wraps
            aria-label={`${downloadLabel}: ${event.name}`}
            title={offline ? OFFLINE_TEXTS.unavailable : undefined}
            disabled={offline}
            loading={downloading}
            onClick={() => onDownload(event)}
          >
            <VenueDownloadIcon />
            {downloadLabel}
          </VenueButton>
        )}
      </div>
    </li>
  );
});

/** The cards of the events list on a phone. */
export const EventCards = memo(function EventCards({ events, loading, todayFirst: first, downloads, downloadingId, ...rest }: EventCardsProps) {
  const ordered = useMemo(() => (first ? todayFirst(events, rest.today) : events), [events, first, rest.today]);
  if (ordered.length === 0) {
    return <p className="sge-v-muted">{loading ? EVENT_LIST_TEXTS.loading : EVENT_LIST_TEXTS.empty}</p>;
  }
  return (
    <ul role="list" aria-label={EVENT_LIST_TEXTS.list} className="sge-v-list">
      {ordered.map((event) => (
        <EventCard key={event.id} event={event} downloadedAt={downloads[event.id]} downloading={downloadingId === event.id} {...rest} />
      ))}
    </ul>
  );
});

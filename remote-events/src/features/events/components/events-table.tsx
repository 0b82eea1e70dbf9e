import { useMemo } from 'react';
import type { EventListItem } from '@sge/shared/contract';
import {
  Button,
  DataTable,
  EditIcon,
  HStack,
  IconButton,
  TrashIcon,
  normalizeSearchText,
  type DataTableColumn,
  type DataTableFilter,
  type DataTableServer,
} from '@sge/shared/ui';
import { OFFLINE_TEXTS } from '../../../lib/offline';
import { daysRangeLabel } from '../event-dates';
import { EventStatusBadge } from './event-status-badge';
import { OfflineCopyBadge } from './offline-copy-badge';

export interface EventsTableProps {
  /** A page of the list (server mode) or every event on the device (offline: searched and paged here). */
  events: EventListItem[];
  loading: boolean;
  /** Online: search, filter, sort and page go to the server (GET /events). */
  server?: DataTableServer;
  /** Shows 'Editar' and 'Excluir' on active events (admin and manager; a finalized event is read-only). */
  canManage: boolean;
  onRefresh: () => void;
  onOpen: (event: EventListItem) => void;
  onEdit: (event: EventListItem) => void;
  onDelete: (event: EventListItem) => void;
  /** When each event on the device was downloaded, by id: those rows show 'Disponível offline'. */
  downloads?: Record<number, number>;
  /** No connection: changes are disabled ('Indisponível sem conexão'). */
  offline?: boolean;
}

const NO_DOWNLOADS: Record<number, number> = {};

/** `sortKey`: the server's sort field (EVENT_SORTS); `sortValue`: the same order on the device's copies. */
const buildColumns = (downloads: Record<number, number>): DataTableColumn<EventListItem>[] => [
  { key: 'name', header: 'Nome', sortable: true },
  { key: 'location', header: 'Local', sortable: true, hideBelow: 1000 },
  {
    key: 'days',
    header: 'Dias',
    sortable: true,
    sortKey: 'firstDay',
    sortValue: (e) => e.eventDays[0]?.date ?? null,
    render: daysRangeLabel,
  },
  {
    key: 'staff',
    header: 'Equipe',
    align: 'end',
    sortable: true,
    sortKey: 'staffCount',
    sortValue: (e) => e.staffCount,
    render: (e) => String(e.staffCount),
    hideBelow: 1000,
  },
  {
    key: 'status',
    header: 'Status',
    sortable: true,
    sortValue: (e) => e.isFinalized,
    render: (e) => (
      <HStack gap="1" wrap="wrap">
        <EventStatusBadge event={e} />
        {downloads[e.id] !== undefined && <OfflineCopyBadge downloadedAt={downloads[e.id]} />}
      </HStack>
    ),
  },
];

const filters: DataTableFilter<EventListItem>[] = [
  { label: 'Ativos', value: 'active', filterFn: (e) => !e.isFinalized },
  { label: 'Finalizados', value: 'finalized', filterFn: (e) => e.isFinalized },
];

/** The device's copies: the server's search (name, location or description), here. */
function searchEvent(event: EventListItem, query: string): boolean {
  const needle = normalizeSearchText(query);
  return [event.name, event.location, event.description ?? ''].some((text) => normalizeSearchText(text).includes(needle));
}

/**
 * The events list: search, 'Filtrar por' Ativos/Finalizados, refresh, and each row's actions.
 * Events on the device show 'Disponível offline'. A click on a row (or Enter) opens the event,
 * like 'Ver detalhes'; on a narrow box 'Local' and 'Equipe' move into the row's detail. Online the
 * list is paged on the server (`server`); the device's copies are searched and paged here.
 */
export function EventsTable({
  events,
  loading,
  server,
  canManage,
  onRefresh,
  onOpen,
  onEdit,
  onDelete,
  downloads = NO_DOWNLOADS,
  offline = false,
}: EventsTableProps) {
  const columns = useMemo(() => buildColumns(downloads), [downloads]);
  const hint = offline ? OFFLINE_TEXTS.unavailable : undefined;
  return (
    <DataTable
      aria-label="Eventos"
      columns={columns}
      items={events}
      getRowId={(e) => e.id}
      loading={loading}
      onRefresh={onRefresh}
      searchFn={searchEvent}
      searchPlaceholder="Nome, local ou descrição"
      filters={filters}
      storageKey="events"
      server={server}
      onRowClick={onOpen}
      rowActions={(event) => (
        <HStack gap="1" justify="flex-end">
          <Button size="sm" variant="outline" aria-label={`Ver detalhes de ${event.name}`} onClick={() => onOpen(event)}>
            Ver detalhes
          </Button>
          {canManage && !event.isFinalized && (
            <IconButton
              aria-label={`Editar ${event.name}`}
              title={hint ?? 'Editar'}
              size="sm"
              variant="ghost"
              disabled={offline}
              onClick={() => onEdit(event)}
            >
              <EditIcon />
            </IconButton>
          )}
          {canManage && !event.isFinalized && (
            <IconButton
              aria-label={`Excluir ${event.name}`}
              title={hint ?? 'Excluir'}
              size="sm"
              variant="ghost"
              colorPalette="red"
              disabled={offline}
              onClick={() => onDelete(event)}
            >
              <TrashIcon />
            </IconButton>
          )}
        </HStack>
      )}
    />
  );
}

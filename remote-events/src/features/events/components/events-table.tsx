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
  type ListState,
  useClientList,
} from '@sge/shared/ui';
import { OFFLINE_TEXTS } from '../../../lib/offline';
import { daysRangeLabel } from '../event-dates';
import { EventStatusBadge } from './event-status-badge';
import { OfflineCopyBadge } from './offline-copy-badge';

export interface EventsTableProps {
  /** The list: online a page of it, searched, filtered, sorted and paged on the server (GET /events). */
  list: ListState<EventListItem>;
  /** The list's rows are every event on the device: they are searched and paged here instead. */
  fromOffline?: boolean;
  /** Shows 'Editar' and 'Excluir' on active events (admin and manager; a finalized event is read-only). */
  canManage: boolean;
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
 * list is paged on the server; the device's copies are searched and paged here.
 */
export function EventsTable({
  list,
  fromOffline = false,
  canManage,
  onOpen,
  onEdit,
  onDelete,
  downloads = NO_DOWNLOADS,
  offline = false,
}: EventsTableProps) {
  const columns = useMemo(() => buildColumns(downloads), [downloads]);
  const hint = offline ? OFFLINE_TEXTS.unavailable : undefined;
  const onDevice = useClientList(list.rows, { columns, filters, searchFn: searchEvent, loading: list.loading, refresh: list.refresh });
  return (
    <DataTable
      aria-label="Eventos"
      columns={columns}
      list={fromOffline ? onDevice : list}
      getRowId={(e) => e.id}
      searchPlaceholder="Nome, local ou descrição"
      filters={filters}
      onRowClick={onOpen}
      rowActions={(event) => (
        <>
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
        </>
      )}
    />
  );
}

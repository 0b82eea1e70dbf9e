import { useMemo } from 'react';
import type { Event } from '@sge/shared/contract';
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
} from '@sge/shared/ui';
import { OFFLINE_TEXTS } from '../../../lib/offline';
import { daysRangeLabel, eventDates, staffCount } from '../event-dates';
import { EventStatusBadge } from './event-status-badge';
import { OfflineCopyBadge } from './offline-copy-badge';

export interface EventsTableProps {
  events: Event[];
  loading: boolean;
  /** Shows 'Editar' and 'Excluir' on active events (admin and manager; a finalized event is read-only). */
  canManage: boolean;
  onRefresh: () => void;
  onOpen: (event: Event) => void;
  onEdit: (event: Event) => void;
  onDelete: (event: Event) => void;
  /** When each event on the device was downloaded, by id: those rows show 'Disponível offline'. */
  downloads?: Record<number, number>;
  /** No connection: changes are disabled ('Indisponível sem conexão'). */
  offline?: boolean;
}

const NO_DOWNLOADS: Record<number, number> = {};

const buildColumns = (downloads: Record<number, number>): DataTableColumn<Event>[] => [
  { key: 'name', header: 'Nome', sortable: true },
  { key: 'location', header: 'Local', sortable: true, hideBelow: 1000 },
  {
    key: 'days',
    header: 'Dias',
    sortable: true,
    sortValue: (e) => eventDates(e)[0] ?? null,
    render: daysRangeLabel,
  },
  { key: 'staff', header: 'Equipe', align: 'end', sortable: true, sortValue: staffCount, render: (e) => String(staffCount(e)), hideBelow: 1000 },
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

const filters: DataTableFilter<Event>[] = [
  { label: 'Ativos', value: 'active', filterFn: (e) => !e.isFinalized },
  { label: 'Finalizados', value: 'finalized', filterFn: (e) => e.isFinalized },
];

function searchEvent(event: Event, query: string): boolean {
  const needle = normalizeSearchText(query);
  return [event.name, event.location, event.description ?? ''].some((text) => normalizeSearchText(text).includes(needle));
}

/**
 * The events list: search, 'Filtrar por' Ativos/Finalizados, refresh, and each row's actions.
 * Events on the device show 'Disponível offline'. A click on a row (or Enter) opens the event,
 * like 'Ver detalhes'; on a narrow box 'Local' and 'Equipe' move into the row's detail.
 */
export function EventsTable({ events, loading, canManage, onRefresh, onOpen, onEdit, onDelete, downloads = NO_DOWNLOADS, offline = false }: EventsTableProps) {
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

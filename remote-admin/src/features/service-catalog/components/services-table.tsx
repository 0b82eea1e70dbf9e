import { useMemo } from 'react';
import type { ServiceCatalogItem } from '@sge/shared/contract';
import { formatCurrency } from '@sge/shared/format';
import type { FilterOptions, ServerList } from '@sge/shared/query';
import { DataTable, EditIcon, HStack, IconButton, TrashIcon, type DataTableColumn, type DataTableFilter } from '@sge/shared/ui';
import { ActiveBadge } from '../../../components/active-badge';

const columns: DataTableColumn<ServiceCatalogItem>[] = [
  { key: 'name', header: 'Nome', sortable: true },
  { key: 'unit', header: 'Unidade', sortable: true, hideBelow: 760 },
  {
    key: 'unitPrice',
    header: 'Preço unitário',
    align: 'end',
    sortable: true,
    render: (s) => formatCurrency(s.unitPrice),
  },
  { key: 'staffFunction', header: 'Função da equipe', sortable: true, render: (s) => s.staffFunction ?? 'Sem equipe' },
  { key: 'staffPerUnit', header: 'Profissionais por unidade', align: 'end', sortable: true, render: (s) => (s.staffFunction ? s.staffPerUnit : '—'), hideBelow: 1000 },
  { key: 'active', header: 'Status', sortable: true, render: (s) => <ActiveBadge active={s.active} /> },
];

const filters: DataTableFilter<ServiceCatalogItem>[] = [
  { label: 'Ativos', value: 'active' },
  { label: 'Inativos', value: 'inactive' },
];

/** What each 'Filtrar por' option asks of GET /service-catalog. */
export const SERVICE_FILTERS: FilterOptions = { active: { active: 'true' }, inactive: { active: 'false' } };

export interface ServicesTableProps {
  /** The page of services, from useServerList with `filterOptions: SERVICE_FILTERS`. */
  list: ServerList<ServiceCatalogItem>;
  onEdit: (service: ServiceCatalogItem) => void;
  onDelete: (service: ServiceCatalogItem) => void;
}

export function ServicesTable({ list, onEdit, onDelete }: ServicesTableProps) {
  const rowActions = useMemo(
    () => (service: ServiceCatalogItem) => (
      <HStack gap="1" justify="flex-end">
        <IconButton aria-label={`Editar ${service.name}`} title="Editar" size="sm" variant="ghost" onClick={() => onEdit(service)}>
          <EditIcon />
        </IconButton>
        <IconButton aria-label={`Excluir ${service.name}`} title="Excluir" size="sm" variant="ghost" colorPalette="red" onClick={() => onDelete(service)}>
          <TrashIcon />
        </IconButton>
      </HStack>
    ),
    [onEdit, onDelete],
  );
  return (
    <DataTable
      aria-label="Serviços"
      columns={columns}
      getRowId={(s) => s.id}
      list={list}
      searchPlaceholder="Nome, unidade ou função"
      filters={filters}
      rowActions={rowActions}
    />
  );
}

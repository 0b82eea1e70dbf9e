import { useMemo } from 'react';
import type { ServiceCatalogItem } from '@sge/shared/contract';
import { formatCurrency } from '@sge/shared/format';
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
    // Ordering only, never arithmetic.
    sortValue: (s) => Number(s.unitPrice),
    render: (s) => formatCurrency(s.unitPrice),
  },
  { key: 'staffFunction', header: 'Função da equipe', sortable: true, render: (s) => s.staffFunction ?? 'Sem equipe' },
  { key: 'staffPerUnit', header: 'Profissionais por unidade', align: 'end', render: (s) => (s.staffFunction ? s.staffPerUnit : '—'), hideBelow: 1000 },
  { key: 'active', header: 'Status', sortable: true, render: (s) => <ActiveBadge active={s.active} /> },
];

const filters: DataTableFilter<ServiceCatalogItem>[] = [
  { label: 'Ativos', value: 'active', filterFn: (s) => s.active },
  { label: 'Inativos', value: 'inactive', filterFn: (s) => !s.active },
];

export interface ServicesTableProps {
  services: ServiceCatalogItem[];
  loading: boolean;
  onRefresh: () => void;
  onEdit: (service: ServiceCatalogItem) => void;
  onDelete: (service: ServiceCatalogItem) => void;
}

export function ServicesTable({ services, loading, onRefresh, onEdit, onDelete }: ServicesTableProps) {
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
      items={services}
      getRowId={(s) => s.id}
      loading={loading}
      onRefresh={onRefresh}
      searchPlaceholder="Nome, unidade ou função"
      filters={filters}
      storageKey="service-catalog"
      rowActions={rowActions}
    />
  );
}

import { useMemo } from 'react';
import { INVENTORY_ITEM_TYPE_LABELS, type InventoryItem } from '@sge/shared/contract';
import { formatCurrency } from '@sge/shared/format';
import {
  Button,
  DataTable,
  EditIcon,
  HStack,
  IconButton,
  TrashIcon,
  type DataTableColumn,
  type DataTableFilter,
} from '@sge/shared/ui';
import { ItemStatusBadge, quantityText } from '../../../lib/labels';
import type { RemovalKind } from './remove-item-dialog';

export interface ItemsTableProps {
  items: InventoryItem[];
  loading: boolean;
  onRefresh: () => void;
  /** Without it (roles that only read) the rows have no actions. */
  onEdit?: (item: InventoryItem) => void;
  onRemove?: (item: InventoryItem, kind: RemovalKind) => void;
}

const columns: DataTableColumn<InventoryItem>[] = [
  { key: 'sku', header: 'SKU', sortable: true, width: '130px', nowrap: true },
  { key: 'name', header: 'Item', sortable: true },
  { key: 'category', header: 'Categoria', sortable: true, hideBelow: 1200 },
  { key: 'type', header: 'Tipo', sortable: true, render: (i) => INVENTORY_ITEM_TYPE_LABELS[i.type], hideBelow: 1200 },
  { key: 'quantity', header: 'Em estoque', align: 'end', sortable: true, render: (i) => quantityText(i.quantity, i.unit) },
  { key: 'minimumStock', header: 'Mínimo', align: 'end', sortable: true, hideBelow: 1200 },
  { key: 'atEvents', header: 'Em eventos', align: 'end', sortable: true, hideBelow: 1000 },
  { key: 'unitCost', header: 'Custo unitário', align: 'end', sortable: true, sortValue: (i) => Number(i.unitCost), render: (i) => formatCurrency(i.unitCost), hideBelow: 1200 },
  { key: 'totalValue', header: 'Valor em estoque', align: 'end', sortable: true, sortValue: (i) => Number(i.totalValue), render: (i) => formatCurrency(i.totalValue), hideBelow: 1000 },
  { key: 'location', header: 'Localização', render: (i) => i.location ?? '—', hideBelow: 1200 },
  { key: 'status', header: 'Situação', sortValue: (i) => (i.active ? (i.lowStock ? 1 : 2) : 3), sortable: true, render: (i) => <ItemStatusBadge item={i} /> },
];

function buildFilters(items: InventoryItem[]): DataTableFilter<InventoryItem>[] {
  const categories = [...new Set(items.map((i) => i.category))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  return [
    { label: 'Estoque baixo', value: 'low', filterFn: (i) => i.active && i.lowStock },
    { label: 'Equipamentos', value: 'EQUIPMENT', filterFn: (i) => i.type === 'EQUIPMENT' },
    { label: 'Consumíveis', value: 'CONSUMABLE', filterFn: (i) => i.type === 'CONSUMABLE' },
    { label: 'Ativos', value: 'active', filterFn: (i) => i.active },
    { label: 'Inativos', value: 'inactive', filterFn: (i) => !i.active },
    ...categories.map((category) => ({ label: category, value: `category:${category}`, filterFn: (i: InventoryItem) => i.category === category })),
  ];
}

/** The item list: search, filters, and for those who manage items, edit and delete/deactivate. */
export function ItemsTable({ items, loading, onRefresh, onEdit, onRemove }: ItemsTableProps) {
  const filters = useMemo(() => buildFilters(items), [items]);
  const canManage = Boolean(onEdit && onRemove);

  return (
    <DataTable
      aria-label="Itens do estoque"
      columns={columns}
      items={items}
      getRowId={(i) => i.id}
      loading={loading}
      onRefresh={onRefresh}
      filters={filters}
      searchPlaceholder="Nome, SKU, categoria ou local"
      storageKey="inventory-items"
      rowLabel={(i) => i.name}
      rowActions={
        canManage
          ? (item) => (
              <HStack gap="1" justify="flex-end">
                <IconButton aria-label={`Editar ${item.name}`} title="Editar" size="sm" variant="ghost" onClick={() => onEdit!(item)}>
                  <EditIcon />
                </IconButton>
                {!item.hasMovements ? (
                  <IconButton
                    aria-label={`Excluir ${item.name}`}
                    title="Excluir"
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => onRemove!(item, 'delete')}
                  >
                    <TrashIcon />
                  </IconButton>
                ) : item.active ? (
                  <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Desativar ${item.name}`} onClick={() => onRemove!(item, 'deactivate')}>
                    Desativar
                  </Button>
                ) : (
                  <Button size="xs" variant="ghost" aria-label={`Reativar ${item.name}`} onClick={() => onRemove!(item, 'reactivate')}>
                    Reativar
                  </Button>
                )}
              </HStack>
            )
          : undefined
      }
    />
  );
}

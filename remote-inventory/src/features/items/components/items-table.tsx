import { INVENTORY_CATEGORIES, INVENTORY_ITEM_TYPE_LABELS, type InventoryItem } from '@sge/shared/contract';
import { formatCurrency } from '@sge/shared/format';
import {
  Button,
  DataTable,
  EditIcon,
  Field,
  IconButton,
  NativeSelect,
  TrashIcon,
  type DataTableColumn,
  type DataTableFilter,
  type ListState,
} from '@sge/shared/ui';
import { ItemStatusBadge, quantityText } from '../../../lib/labels';
import type { RemovalKind } from './remove-item-dialog';

/** The item list's filters besides the type, as the URL keeps them ('' = not filtered). */
export const ITEM_URL_FILTERS = ['active', 'lowStock', 'category'] as const;
export type ItemFilterValues = Partial<Record<(typeof ITEM_URL_FILTERS)[number], string>>;

/** 'Situação' choices → the list's filters (below the minimum counts active items only). */
const SITUATIONS = [
  { value: 'low', label: 'Estoque baixo', filters: { active: 'true', lowStock: 'true' } },
  { value: 'active', label: 'Ativos', filters: { active: 'true', lowStock: '' } },
  { value: 'inactive', label: 'Inativos', filters: { active: 'false', lowStock: '' } },
] as const;

const situationOf = (filters: ItemFilterValues): string =>
  SITUATIONS.find((s) => s.filters.active === (filters.active ?? '') && s.filters.lowStock === (filters.lowStock ?? ''))?.value ?? '';

export interface ItemsTableProps {
  /** One page of the items, from useServerList. */
  list: ListState<InventoryItem>;
  /** The situation and category filters applied now, and how to change them. */
  filters: ItemFilterValues;
  onFilters: (filters: ItemFilterValues) => void;
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
  { key: 'atEvents', header: 'Em eventos', align: 'end', hideBelow: 1000 },
  { key: 'unitCost', header: 'Custo unitário', align: 'end', sortable: true, sortValue: (i) => Number(i.unitCost), render: (i) => formatCurrency(i.unitCost), hideBelow: 1200 },
  { key: 'totalValue', header: 'Valor em estoque', align: 'end', sortable: true, sortValue: (i) => Number(i.totalValue), render: (i) => formatCurrency(i.totalValue), hideBelow: 1000 },
  { key: 'location', header: 'Localização', render: (i) => i.location ?? '—', hideBelow: 1200 },
  { key: 'status', header: 'Situação', sortValue: (i) => (i.active ? (i.lowStock ? 1 : 2) : 3), sortable: true, render: (i) => <ItemStatusBadge item={i} /> },
];

/** The table's own 'Filtrar por': the item type. */
const TYPE_FILTERS: DataTableFilter<InventoryItem>[] = [
  { label: 'Equipamentos', value: 'EQUIPMENT' },
  { label: 'Consumíveis', value: 'CONSUMABLE' },
];

function FilterSelect({ label, value, onChange, options, all }: { label: string; value: string; onChange: (value: string) => void; options: Array<{ value: string; label: string }>; all: string }) {
  return (
    <Field.Root width="auto">
      <Field.Label srOnly>{label}</Field.Label>
      <NativeSelect.Root size="md" width="44">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{all}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Situation and category, next to the table's search (the server filters). */
function ItemFilters({ filters, onFilters }: Pick<ItemsTableProps, 'filters' | 'onFilters'>) {
  const category = filters.category ?? '';
  const categories = [...INVENTORY_CATEGORIES, ...(category && !(INVENTORY_CATEGORIES as readonly string[]).includes(category) ? [category] : [])];
  return (
    <>
      <FilterSelect
        label="Situação"
        all="Todas as situações"
        value={situationOf(filters)}
        options={SITUATIONS.map(({ value, label }) => ({ value, label }))}
        onChange={(value) => onFilters({ ...(SITUATIONS.find((s) => s.value === value)?.filters ?? { active: '', lowStock: '' }) })}
      />
      <FilterSelect
        label="Categoria"
        all="Todas as categorias"
        value={category}
        options={categories.map((c) => ({ value: c, label: c }))}
        onChange={(value) => onFilters({ category: value })}
      />
    </>
  );
}

/** The item list (paged, searched, sorted and filtered on the server), and for those who manage items, edit and delete/deactivate. */
export function ItemsTable({ list, filters, onFilters, onEdit, onRemove }: ItemsTableProps) {
  const canManage = Boolean(onEdit && onRemove);

  return (
    <DataTable
      aria-label="Itens do estoque"
      columns={columns}
      list={list}
      getRowId={(i) => i.id}
      filters={TYPE_FILTERS}
      toolbar={<ItemFilters filters={filters} onFilters={onFilters} />}
      searchPlaceholder="Nome, SKU, categoria ou local"
      rowLabel={(i) => i.name}
      rowActions={
        canManage
          ? (item) => (
              <>
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
              </>
            )
          : undefined
      }
    />
  );
}

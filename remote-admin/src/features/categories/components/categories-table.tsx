import { useMemo } from 'react';
import { CATEGORY_TYPE_LABELS, type FinancialCategory } from '@sge/shared/contract';
import type { FilterOptions, ServerList } from '@sge/shared/query';
import { Box, Button, DataTable, EditIcon, HStack, IconButton, StatusBadge, Text, TrashIcon, type DataTableColumn, type DataTableFilter } from '@sge/shared/ui';
import { ActiveBadge } from '../../../components/active-badge';

const columns: DataTableColumn<FinancialCategory>[] = [
  {
    key: 'name',
    header: 'Nome',
    sortable: true,
    render: (c) => (
      <HStack gap="2" ps={c.parentId ? '5' : '0'}>
        <Box aria-hidden="true" w="3" h="3" borderRadius="full" bg={c.color} flexShrink={0} />
        <Text as="span">{c.name}</Text>
      </HStack>
    ),
  },
  {
    key: 'type',
    header: 'Tipo',
    sortable: true,
    render: (c) => <StatusBadge status={c.type} label={CATEGORY_TYPE_LABELS[c.type]} tone={c.type === 'RECEITA' ? 'success' : 'warning'} />,
  },
  { key: 'parentName', header: 'Categoria pai', sortable: true, render: (c) => c.parentName ?? '—', hideBelow: 1000 },
  { key: 'description', header: 'Descrição', render: (c) => c.description ?? '—', hideBelow: 1000 },
  { key: 'active', header: 'Status', sortable: true, render: (c) => <ActiveBadge active={c.active} feminine /> },
];

const filters: DataTableFilter<FinancialCategory>[] = [
  { label: 'Receitas', value: 'RECEITA' },
  { label: 'Despesas', value: 'DESPESA' },
  { label: 'Ativas', value: 'active' },
  { label: 'Inativas', value: 'inactive' },
];

/** What each 'Filtrar por' option asks of GET /categories. */
export const CATEGORY_FILTERS: FilterOptions = {
  RECEITA: { type: 'RECEITA' },
  DESPESA: { type: 'DESPESA' },
  active: { active: 'true' },
  inactive: { active: 'false' },
};

export interface CategoriesTableProps {
  /** The page of categories, from useServerList with `filterOptions: CATEGORY_FILTERS`. */
  list: ServerList<FinancialCategory>;
  onEdit: (category: FinancialCategory) => void;
  onToggleActive: (category: FinancialCategory) => void;
  onDelete: (category: FinancialCategory) => void;
}

/** The categories, in tree order until a column is sorted; search, filter and pages on the server. */
export function CategoriesTable({ list, onEdit, onToggleActive, onDelete }: CategoriesTableProps) {
  const rowActions = useMemo(
    () => (category: FinancialCategory) => (
      <HStack gap="1" justify="flex-end">
        <IconButton aria-label={`Editar ${category.name}`} title="Editar" size="sm" variant="ghost" onClick={() => onEdit(category)}>
          <EditIcon />
        </IconButton>
        <Button size="xs" variant="outline" aria-label={`${category.active ? 'Desativar' : 'Ativar'} ${category.name}`} onClick={() => onToggleActive(category)}>
          {category.active ? 'Desativar' : 'Ativar'}
        </Button>
        <IconButton aria-label={`Excluir ${category.name}`} title="Excluir" size="sm" variant="ghost" colorPalette="red" onClick={() => onDelete(category)}>
          <TrashIcon />
        </IconButton>
      </HStack>
    ),
    [onEdit, onToggleActive, onDelete],
  );
  return (
    <DataTable
      aria-label="Categorias"
      columns={columns}
      getRowId={(c) => c.id}
      list={list}
      searchPlaceholder="Nome, categoria pai ou descrição"
      filters={filters}
      rowActions={rowActions}
    />
  );
}

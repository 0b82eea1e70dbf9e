import { useMemo } from 'react';
import type { Employee } from '@sge/shared/contract';
import { formatCpf, formatCurrency, formatPhone } from '@sge/shared/format';
import {
  Badge,
  DataTable,
  EditIcon,
  HStack,
  IconButton,
  RefreshIcon,
  TrashIcon,
  normalizeSearchText,
  type DataTableColumn,
  type DataTableFilter,
} from '@sge/shared/ui';
import { BadgeIcon } from './badge-icon';

export interface EmployeesTableProps {
  employees: Employee[];
  loading: boolean;
  onRefresh: () => void;
  onEdit: (employee: Employee) => void;
  onDelete: (employee: Employee) => void;
  /** 'Crachá': print the employee's badge (absent: no button). */
  onPrintBadge?: (employee: Employee) => void;
  /** The employee whose badge is loading for print. */
  badgeLoadingId?: number | null;
  /** 'Gerar novo crachá' (absent: no button). */
  onReissueBadge?: (employee: Employee) => void;
}

const columns: DataTableColumn<Employee>[] = [
  { key: 'name', header: 'Nome', sortable: true },
  { key: 'cpf', header: 'CPF', render: (e) => formatCpf(e.cpf), width: '150px', nowrap: true, hideBelow: 1000 },
  { key: 'function', header: 'Função', sortable: true },
  {
    key: 'payRate',
    header: 'Valor da diária',
    align: 'end',
    sortable: true,
    // Ordering only, never arithmetic: a double holds the 14 digits of NUMERIC(14,2) exactly.
    sortValue: (e) => Number(e.payRate),
    render: (e) => formatCurrency(e.payRate),
  },
  { key: 'phone', header: 'Telefone', render: (e) => formatPhone(e.phone), nowrap: true, hideBelow: 1000 },
  {
    key: 'active',
    header: 'Status',
    sortable: true,
    render: (e) => (
      <Badge colorPalette={e.active ? 'green' : 'gray'} variant="subtle">
        {e.active ? 'Ativo' : 'Inativo'}
      </Badge>
    ),
  },
];

/** Matches the text shown (formatted CPF and phone) as well as bare digits. */
function searchEmployee(employee: Employee, query: string): boolean {
  const needle = normalizeSearchText(query);
  const haystack = [
    employee.name,
    employee.cpf,
    formatCpf(employee.cpf),
    employee.function,
    employee.email ?? '',
    employee.phone ?? '',
    formatPhone(employee.phone),
  ];
  return haystack.some((text) => normalizeSearchText(text).includes(needle));
}

/** 'Ativos', 'Inativos', then one option per function present in the list. */
function buildFilters(employees: Employee[]): DataTableFilter<Employee>[] {
  const functions = [...new Set(employees.map((e) => e.function))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  return [
    { label: 'Ativos', value: 'active', filterFn: (e) => e.active },
    { label: 'Inativos', value: 'inactive', filterFn: (e) => !e.active },
    ...functions.map((fn) => ({ label: fn, value: `function:${fn}`, filterFn: (e: Employee) => e.function === fn })),
  ];
}

/**
 * The employees list: search, filter, refresh, and each row's actions: 'Crachá' and 'Gerar novo
 * crachá' when given, 'Editar' and 'Excluir'.
 */
export function EmployeesTable({
  employees,
  loading,
  onRefresh,
  onEdit,
  onDelete,
  onPrintBadge,
  badgeLoadingId = null,
  onReissueBadge,
}: EmployeesTableProps) {
  const filters = useMemo(() => buildFilters(employees), [employees]);

  return (
    <DataTable
      aria-label="Funcionários"
      columns={columns}
      items={employees}
      getRowId={(e) => e.id}
      loading={loading}
      onRefresh={onRefresh}
      searchFn={searchEmployee}
      searchPlaceholder="Nome, CPF, função ou telefone"
      filters={filters}
      storageKey="employees"
      rowActions={(employee) => (
        <HStack gap="1" justify="flex-end">
          {onPrintBadge && (
            <IconButton
              aria-label={`Crachá de ${employee.name}`}
              title="Crachá"
              size="sm"
              variant="ghost"
              loading={badgeLoadingId === employee.id}
              onClick={() => onPrintBadge(employee)}
            >
              <BadgeIcon />
            </IconButton>
          )}
          {onReissueBadge && (
            <IconButton
              aria-label={`Gerar novo crachá para ${employee.name}`}
              title="Gerar novo crachá"
              size="sm"
              variant="ghost"
              onClick={() => onReissueBadge(employee)}
            >
              <RefreshIcon />
            </IconButton>
          )}
          <IconButton
            aria-label={`Editar ${employee.name}`}
            title="Editar"
            size="sm"
            variant="ghost"
            onClick={() => onEdit(employee)}
          >
            <EditIcon />
          </IconButton>
          <IconButton
            aria-label={`Excluir ${employee.name}`}
            title="Excluir"
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={() => onDelete(employee)}
          >
            <TrashIcon />
          </IconButton>
        </HStack>
      )}
    />
  );
}

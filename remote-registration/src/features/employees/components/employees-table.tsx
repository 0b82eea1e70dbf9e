import { useMemo } from 'react';
import type { Employee } from '@sge/shared/contract';
import { formatCpf, formatCurrency, formatPhone } from '@sge/shared/format';
import {
  Badge,
  DataTable,
  EditIcon,
  HStack,
  IconButton,
  TrashIcon,
  normalizeSearchText,
  type DataTableColumn,
  type DataTableFilter,
} from '@sge/shared/ui';

export interface EmployeesTableProps {
  employees: Employee[];
  loading: boolean;
  onRefresh: () => void;
  onEdit: (employee: Employee) => void;
  onDelete: (employee: Employee) => void;
}

const columns: DataTableColumn<Employee>[] = [
  { key: 'name', header: 'Nome', sortable: true },
  { key: 'cpf', header: 'CPF', render: (e) => formatCpf(e.cpf), width: '150px' },
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
  { key: 'phone', header: 'Telefone', render: (e) => formatPhone(e.phone) },
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

/** The employees list: search, filter, refresh, and the 'Editar' / 'Excluir' actions of each row. */
export function EmployeesTable({ employees, loading, onRefresh, onEdit, onDelete }: EmployeesTableProps) {
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

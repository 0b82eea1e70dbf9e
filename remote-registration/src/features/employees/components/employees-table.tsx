import { useMemo } from 'react';
import { EMPLOYEE_FUNCTIONS, type Employee } from '@sge/shared/contract';
import { formatCpf, formatCurrency, formatPhone } from '@sge/shared/format';
import type { ServerList } from '@sge/shared/query';
import { Badge, DataTable, EditIcon, IconButton, RefreshIcon, TrashIcon, type DataTableColumn, type DataTableFilter } from '@sge/shared/ui';
import { useMappedFilter, type FilterOptions } from '@sge/shared/query';
import { BadgeIcon } from './badge-icon';

export interface EmployeesTableProps {
  /** The page of employees, from useServerList with `urlFilters: EMPLOYEE_FILTER_PARAMS`. */
  list: ServerList<Employee>;
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
    render: (e) => formatCurrency(e.payRate),
  },
  { key: 'pixKeyMasked', header: 'Chave PIX', render: (e) => e.pixKeyMasked ?? '—', nowrap: true, hideBelow: 1200 },
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

/** The parameters the 'Filtrar por' options set on GET /employees. */
export const EMPLOYEE_FILTER_PARAMS = ['active', 'function'] as const;

/**
 * 'Ativos', 'Inativos', then one option per function: the functions the form offers, plus any other
 * one on the page shown or in the filter chosen (an employee may keep an older function).
 */
function buildFilters(employees: Employee[], chosenFunction: string): { filters: DataTableFilter<Employee>[]; options: FilterOptions } {
  const functions = [...new Set([...EMPLOYEE_FUNCTIONS, ...employees.map((e) => e.function), ...(chosenFunction ? [chosenFunction] : [])])].sort(
    (a, b) => a.localeCompare(b, 'pt-BR'),
  );
  return {
    filters: [
      { label: 'Ativos', value: 'active' },
      { label: 'Inativos', value: 'inactive' },
      ...functions.map((fn) => ({ label: fn, value: `function:${fn}` })),
    ],
    options: {
      active: { active: 'true' },
      inactive: { active: 'false' },
      ...Object.fromEntries(functions.map((fn) => [`function:${fn}`, { function: fn }])),
    },
  };
}

/**
 * The employees list: search, filter, refresh, and each row's actions: 'Crachá' and 'Gerar novo
 * crachá' when given, 'Editar' and 'Excluir'.
 */
export function EmployeesTable({
  list,
  onEdit,
  onDelete,
  onPrintBadge,
  badgeLoadingId = null,
  onReissueBadge,
}: EmployeesTableProps) {
  const chosenFunction = list.params.filters.function ?? '';
  const { filters, options } = useMemo(() => buildFilters(list.rows, chosenFunction), [list.rows, chosenFunction]);
  const mapped = useMappedFilter(list, options);

  return (
    <DataTable
      aria-label="Funcionários"
      columns={columns}
      getRowId={(e) => e.id}
      list={mapped}
      searchPlaceholder="Nome, CPF ou e-mail"
      filters={filters}
      rowActions={(employee) => (
        <>
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
        </>
      )}
    />
  );
}

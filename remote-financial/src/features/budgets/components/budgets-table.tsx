import { BUDGET_STATUS_LABELS, BUDGET_STATUSES, type Budget } from '@sge/shared/contract';
import { formatCurrency, formatDate } from '@sge/shared/format';
import { ActionMenu, DataTable, MoreVerticalIcon, Stack, Text, type DataTableColumn, type ListState, type DataTableFilter } from '@sge/shared/ui';
import { ACTION_LABELS, availableActions, type BudgetAction } from '../budget-actions';
import { BudgetStatusBadge } from './budget-status-badge';

export interface BudgetsTableProps {
  /** The page of budgets, from useServerList. */
  list: ListState<Budget>;
  onAction: (action: BudgetAction, budget: Budget) => void;
}

const eventDaysText = (budget: Budget): string =>
  budget.eventDays.length === 0
    ? 'Sem datas'
    : budget.eventDays.length === 1
      ? formatDate(budget.eventDays[0])
      : `${formatDate(budget.eventDays[0])} a ${formatDate(budget.eventDays[budget.eventDays.length - 1])} (${budget.eventDays.length} dias)`;

const columns: DataTableColumn<Budget>[] = [
  { key: 'id', header: 'Nº', sortable: true, width: '70px' },
  {
    key: 'clientName',
    header: 'Cliente',
    sortable: true,
    render: (b) => (
      <Stack gap="0">
        <Text>{b.clientName}</Text>
        {b.clientEmail && (
          // An e-mail is one long word: it may break anywhere rather than widen the table.
          <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
            {b.clientEmail}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    key: 'eventName',
    header: 'Evento',
    sortable: true,
    render: (b) => (
      <Stack gap="0">
        <Text>{b.eventName ?? '—'}</Text>
        <Text fontSize="xs" color="fg.muted">
          {eventDaysText(b)}
          {b.linkedEventName ? ` · Evento criado: ${b.linkedEventName}` : ''}
        </Text>
      </Stack>
    ),
  },
  { key: 'validUntil', header: 'Validade', sortable: true, render: (b) => (b.validUntil ? formatDate(b.validUntil) : '—'), nowrap: true, hideBelow: 1000 },
  {
    key: 'total',
    header: 'Total',
    align: 'end',
    sortable: true,
    render: (b) => formatCurrency(b.total),
  },
  { key: 'status', header: 'Status', sortable: true, render: (b) => <BudgetStatusBadge status={b.status} /> },
];

/** The statuses, filtered on the server (EXPIRADO as the server works it out). */
const filters: DataTableFilter<Budget>[] = BUDGET_STATUSES.map((status) => ({ label: BUDGET_STATUS_LABELS[status], value: status }));

/** The budgets list (searched, filtered, sorted and paged on the server) and each budget's actions of the flow. */
export function BudgetsTable({ list, onAction }: BudgetsTableProps) {
  return (
    <DataTable
      aria-label="Orçamentos"
      columns={columns}
      getRowId={(b) => b.id}
      list={list}
      searchPlaceholder="Cliente, documento, evento ou nº"
      filters={filters}
      rowLabel={(b) => `orçamento ${b.id}`}
      rowActions={(budget) => {
        const actions = availableActions(budget);
        if (actions.length === 0) return null;
        return (
          <ActionMenu
            label={`Ações do orçamento ${budget.id}`}
            triggerProps={{ variant: 'ghost', size: 'sm' }}
            items={actions.map((action) => ({
              key: action,
              label: ACTION_LABELS[action],
              destructive: action === 'delete' || action === 'refuse',
              onSelect: () => onAction(action, budget),
            }))}
          >
            <MoreVerticalIcon />
          </ActionMenu>
        );
      }}
    />
  );
}

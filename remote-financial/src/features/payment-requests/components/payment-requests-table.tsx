import { PAYMENT_REQUEST_STATUS_LABELS, PAYMENT_REQUEST_STATUSES, type PaymentRequestItem } from '@sge/shared/contract';
import { formatCurrency, formatDate } from '@sge/shared/format';
import { Link as RouterLink } from '@sge/shared/router';
import { useMemo } from 'react';
import {
  ActionMenu,
  Button,
  DataTable,
  HStack,
  Link,
  MoreVerticalIcon,
  Stack,
  Text,
  chakra,
  type DataTableColumn,
  type DataTableFilter,
  type ListState,
} from '@sge/shared/ui';
import type { BulkSelectionState } from '../bulk-selection';
import { PaymentRequestStatusBadge } from './payment-request-status-badge';

export type PaymentRequestAction = 'approve' | 'pay' | 'cancel';

export interface PaymentRequestsTableProps {
  /** The page of requests, from useServerList. */
  list: ListState<PaymentRequestItem>;
  onAction: (action: PaymentRequestAction, request: PaymentRequestItem) => void;
  /** The bulk selection (ADMIN, FINANCIAL): a first column of checkboxes. */
  bulk?: BulkSelectionState;
}

/** A ticked row can be approved or paid in bulk. */
function selectColumn(bulk: BulkSelectionState): DataTableColumn<PaymentRequestItem> {
  return {
    key: 'select',
    width: '44px',
    header: (
      <chakra.input type="checkbox" aria-label="Selecionar todas desta página" checked={bulk.pageSelected} onChange={bulk.togglePage} cursor="pointer" boxSize="4" />
    ),
    render: (r) => (
      <chakra.input type="checkbox" aria-label={`Selecionar solicitação ${r.id}`} checked={bulk.isSelected(r.id)} onChange={() => bulk.toggle(r.id)} cursor="pointer" boxSize="4" />
    ),
  };
}

/** The row's main action, as a button: 'Aprovar' a pending request, 'Registrar pagamento' an approved one. */
const MAIN_ACTION: Partial<Record<PaymentRequestItem['status'], { kind: PaymentRequestAction; label: string }>> = {
  PENDING: { kind: 'approve', label: 'Aprovar' },
  APPROVED: { kind: 'pay', label: 'Registrar pagamento' },
};

const PAYABLE_STATUS: Record<string, string> = { PENDENTE: 'pendente', PARCIAL: 'parcial', PAGO: 'paga', CANCELADO: 'cancelada' };

const columns: DataTableColumn<PaymentRequestItem>[] = [
  { key: 'id', header: 'Nº', sortable: true, width: '70px' },
  {
    key: 'employeeName',
    header: 'Funcionário',
    sortable: true,
    render: (r) => (
      <Stack gap="0">
        <Text>{r.employeeName}</Text>
        <Text fontSize="xs" color="fg.muted">
          {r.function}
        </Text>
      </Stack>
    ),
  },
  // At a laptop's 1024 px (with the selection column and the row's main action) the event moves to the row's detail.
  { key: 'eventName', header: 'Evento', sortable: true, hideBelow: 760 },
  { key: 'eventDay', header: 'Dia', sortable: true, render: (r) => formatDate(r.eventDay), nowrap: true },
  { key: 'amount', header: 'Valor', align: 'end', sortable: true, render: (r) => formatCurrency(r.amount) },
  {
    key: 'status',
    header: 'Status',
    sortable: true,
    render: (r) => (
      <Stack gap="0" align="flex-start">
        <PaymentRequestStatusBadge status={r.status} />
        {r.status === 'CANCELLED' && r.cancelReason && (
          <Text fontSize="xs" color="fg.muted">
            Motivo: {r.cancelReason}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    key: 'payableId',
    header: 'Conta a pagar',
    hideBelow: 1000,
    render: (r) =>
      r.payableId === null ? (
        <Text color="fg.muted">—</Text>
      ) : (
        <Link asChild color="navy.600" textDecoration="underline">
          <RouterLink to={`/financial/accounts-payable?id=${r.payableId}`}>
            {`Conta nº ${r.payableId}${r.payableStatus ? ` (${PAYABLE_STATUS[r.payableStatus] ?? r.payableStatus})` : ''}`}
          </RouterLink>
        </Link>
      ),
  },
];

/** The statuses, filtered on the server. */
const filters: DataTableFilter<PaymentRequestItem>[] = PAYMENT_REQUEST_STATUSES.map((status) => ({ label: PAYMENT_REQUEST_STATUS_LABELS[status], value: status }));

/** The staff payment requests (searched, filtered, sorted and paged on the server): approve, pay and cancel from each row's menu. */
export function PaymentRequestsTable({ list, onAction, bulk }: PaymentRequestsTableProps) {
  const shown = useMemo(() => (bulk ? [selectColumn(bulk), ...columns] : columns), [bulk]);
  return (
    <DataTable
      aria-label="Solicitações de pagamento"
      columns={shown}
      getRowId={(r) => r.id}
      list={list}
      searchPlaceholder="Funcionário, evento ou nº"
      filters={filters}
      rowLabel={(r) => `solicitação ${r.id}`}
      rowActions={(request) => {
        const items = [
          ...(request.status === 'PENDING' ? [{ key: 'approve', label: 'Aprovar', onSelect: () => onAction('approve', request) }] : []),
          ...(request.status === 'PENDING' || request.status === 'APPROVED' ? [{ key: 'pay', label: 'Registrar pagamento', onSelect: () => onAction('pay', request) }] : []),
          ...(request.status === 'PENDING' || request.status === 'APPROVED'
            ? [{ key: 'cancel', label: 'Cancelar solicitação', destructive: true, onSelect: () => onAction('cancel', request) }]
            : []),
        ];
        if (items.length === 0) return null;
        const main = MAIN_ACTION[request.status];
        const rest = items.filter((item) => item.key !== main?.kind);
        return (
          <HStack gap="1" justify="flex-end">
            {main && (
              <Button size="xs" variant="outline" aria-label={`${main.label}: solicitação ${request.id}`} onClick={() => onAction(main.kind, request)}>
                {main.label}
              </Button>
            )}
            <ActionMenu label={`Ações da solicitação ${request.id}`} triggerProps={{ variant: 'ghost', size: 'sm' }} items={rest}>
              <MoreVerticalIcon />
            </ActionMenu>
          </HStack>
        );
      }}
    />
  );
}

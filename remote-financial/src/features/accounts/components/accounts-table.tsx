import { useMemo } from 'react';
import { formatCurrency, formatDate } from '@sge/shared/format';
import {
  Button,
  CloseIcon,
  DataTable,
  EditIcon,
  HStack,
  IconButton,
  Text,
  TrashIcon,
  type DataTableColumn,
  type ListState,
  type DataTableFilter,
} from '@sge/shared/ui';
import type { Account, AccountKind } from '../api';
import { formatDocument, toCents } from '../money';
import { ACCOUNT_TEXTS } from '../texts';
import { AccountStatusBadge } from './account-status-badge';

export const partyOf = (account: Account): string => ('clientName' in account ? account.clientName : account.supplierName);
const documentOf = (account: Account): string | null => ('clientName' in account ? account.clientDocument : account.supplierDocument);
const isOpen = (account: Account) => account.status === 'PENDENTE' || account.status === 'PARCIAL';

export interface AccountsTableProps {
  kind: AccountKind;
  /** The page of the ledger, from useServerList. */
  list: ListState<Account>;
  onPay: (account: Account) => void;
  onDetails: (account: Account) => void;
  onEdit: (account: Account) => void;
  onCancel: (account: Account) => void;
  onDelete: (account: Account) => void;
}

/** The ledger's list (searched, filtered, sorted and paged on the server) and the actions each row allows in its state. */
export function AccountsTable({ kind, list, onPay, onDetails, onEdit, onCancel, onDelete }: AccountsTableProps) {
  const texts = ACCOUNT_TEXTS[kind];
  const columns = useMemo<DataTableColumn<Account>[]>(
    () => [
      { key: 'dueDate', header: 'Vencimento', sortable: true, render: (a) => formatDate(a.dueDate), width: '120px', nowrap: true },
      { key: 'description', header: 'Descrição', sortable: true },
      {
        key: 'party',
        header: texts.party,
        sortable: true,
        sortKey: kind === 'receivable' ? 'clientName' : 'supplierName',
        hideBelow: 1000,
        render: (a) => (
          <>
            <Text>{partyOf(a)}</Text>
            {documentOf(a) && (
              <Text fontSize="xs" color="fg.muted">
                {formatDocument(documentOf(a))}
              </Text>
            )}
          </>
        ),
      },
      { key: 'categoryName', header: 'Categoria', sortable: true, hideBelow: 1200 },
      { key: 'amount', header: 'Valor', align: 'end', sortable: true, render: (a) => formatCurrency(a.amount), hideBelow: 1000 },
      { key: 'openAmount', header: 'Em aberto', align: 'end', sortable: true, render: (a) => formatCurrency(a.openAmount) },
      { key: 'status', header: 'Situação', sortable: true, render: (a) => <AccountStatusBadge account={a} /> },
    ],
    [kind, texts.party],
  );

  // The situations the server filters by (ACCOUNT_SITUATIONS).
  const filters = useMemo<DataTableFilter<Account>[]>(
    () => [
      { label: 'Em aberto', value: 'open' },
      { label: 'Vencidas', value: 'overdue' },
      { label: 'Pendentes', value: 'PENDENTE' },
      { label: 'Parciais', value: 'PARCIAL' },
      { label: texts.settledFilter, value: 'settled' },
      { label: 'Canceladas', value: 'CANCELADO' },
    ],
    [texts.settledFilter],
  );

  return (
    <DataTable
      aria-label={texts.title}
      columns={columns}
      getRowId={(a) => a.id}
      list={list}
      searchPlaceholder={`Descrição, ${texts.party.toLowerCase()} ou documento`}
      filters={filters}
      onRowClick={onDetails}
      rowLabel={(a) => a.description}
      rowActions={(account) => (
        <HStack gap="1" justify="flex-end" wrap="wrap">
          {isOpen(account) && (
            <Button size="xs" colorPalette="gold" aria-label={`${texts.payAction} ${account.description}`} onClick={() => onPay(account)}>
              {texts.payAction}
            </Button>
          )}
          <Button size="xs" variant="outline" aria-label={`Detalhes de ${account.description}`} onClick={() => onDetails(account)}>
            Detalhes
          </Button>
          {isOpen(account) && (
            <IconButton aria-label={`Editar ${account.description}`} title="Editar" size="xs" variant="ghost" onClick={() => onEdit(account)}>
              <EditIcon />
            </IconButton>
          )}
          {isOpen(account) && (
            <IconButton aria-label={`Cancelar ${account.description}`} title="Cancelar conta" size="xs" variant="ghost" colorPalette="orange" onClick={() => onCancel(account)}>
              <CloseIcon />
            </IconButton>
          )}
          {toCents(account.paidAmount) === 0 && !('paymentRequestId' in account && account.paymentRequestId) && (
            <IconButton aria-label={`Excluir ${account.description}`} title="Excluir" size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(account)}>
              <TrashIcon />
            </IconButton>
          )}
        </HStack>
      )}
    />
  );
}

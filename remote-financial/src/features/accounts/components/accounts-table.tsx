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
  normalizeSearchText,
  type DataTableColumn,
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
  accounts: Account[];
  loading: boolean;
  onRefresh: () => void;
  onPay: (account: Account) => void;
  onDetails: (account: Account) => void;
  onEdit: (account: Account) => void;
  onCancel: (account: Account) => void;
  onDelete: (account: Account) => void;
}

/** The ledger's list: search, status filters, and the actions each row allows in its state. */
export function AccountsTable({ kind, accounts, loading, onRefresh, onPay, onDetails, onEdit, onCancel, onDelete }: AccountsTableProps) {
  const texts = ACCOUNT_TEXTS[kind];
  const columns = useMemo<DataTableColumn<Account>[]>(
    () => [
      { key: 'dueDate', header: 'Vencimento', sortable: true, render: (a) => formatDate(a.dueDate), width: '120px', nowrap: true },
      { key: 'description', header: 'Descrição', sortable: true },
      {
        key: 'party',
        header: texts.party,
        sortable: true,
        sortValue: partyOf,
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
      { key: 'amount', header: 'Valor', align: 'end', sortable: true, sortValue: (a) => toCents(a.amount), render: (a) => formatCurrency(a.amount), hideBelow: 1000 },
      { key: 'openAmount', header: 'Em aberto', align: 'end', sortable: true, sortValue: (a) => toCents(a.openAmount), render: (a) => formatCurrency(a.openAmount) },
      { key: 'status', header: 'Situação', sortable: true, render: (a) => <AccountStatusBadge account={a} /> },
    ],
    [texts.party],
  );

  const filters = useMemo<DataTableFilter<Account>[]>(
    () => [
      { label: 'Em aberto', value: 'open', filterFn: isOpen },
      { label: 'Vencidas', value: 'overdue', filterFn: (a) => a.overdue },
      { label: 'Pendentes', value: 'PENDENTE', filterFn: (a) => a.status === 'PENDENTE' },
      { label: 'Parciais', value: 'PARCIAL', filterFn: (a) => a.status === 'PARCIAL' },
      { label: texts.settledFilter, value: 'settled', filterFn: (a) => a.status === 'RECEBIDO' || a.status === 'PAGO' },
      { label: 'Canceladas', value: 'CANCELADO', filterFn: (a) => a.status === 'CANCELADO' },
    ],
    [texts.settledFilter],
  );

  const search = (account: Account, query: string) => {
    const needle = normalizeSearchText(query);
    return [account.description, partyOf(account), documentOf(account) ?? '', formatDocument(documentOf(account)), account.documentNumber ?? '', account.categoryName].some(
      (text) => normalizeSearchText(text).includes(needle),
    );
  };

  return (
    <DataTable
      aria-label={texts.title}
      columns={columns}
      items={accounts}
      getRowId={(a) => a.id}
      loading={loading}
      onRefresh={onRefresh}
      searchFn={search}
      searchPlaceholder={`Descrição, ${texts.party.toLowerCase()} ou documento`}
      filters={filters}
      storageKey={`accounts-${kind}`}
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

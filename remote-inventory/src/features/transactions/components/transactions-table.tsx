import type { InventoryTransaction } from '@sge/shared/contract';
import { formatDate } from '@sge/shared/format';
import { DataTable, Text, type DataTableColumn, type ListState } from '@sge/shared/ui';
import { TransactionTypeBadge } from '../../../lib/labels';

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

const columns: DataTableColumn<InventoryTransaction>[] = [
  { key: 'date', header: 'Data', sortable: true, render: (t) => formatDate(t.date), width: '110px', nowrap: true },
  { key: 'type', header: 'Tipo', sortable: true, render: (t) => <TransactionTypeBadge type={t.type} /> },
  {
    key: 'itemName',
    header: 'Item',
    sortable: true,
    render: (t) => (
      <>
        {t.itemName}{' '}
        <Text as="span" color="fg.muted" fontSize="xs">
          {t.itemSku}
        </Text>
      </>
    ),
  },
  {
    key: 'quantity',
    header: 'Quantidade',
    align: 'end',
    sortable: true,
    render: (t) => (t.type === 'ADJUSTMENT' ? `${signed(t.quantity)} ${t.itemUnit}` : `${t.quantity} ${t.itemUnit}`),
  },
  {
    key: 'returnDetail',
    header: 'Avariados / perdidos',
    hideBelow: 1200,
    render: (t) => (t.type === 'RETURN' ? `${t.damaged} avariado(s), ${t.lost} perdido(s)` : '—'),
  },
  { key: 'stockChange', header: 'Variação', align: 'end', render: (t) => signed(t.stockChange), hideBelow: 1000 },
  { key: 'stockAfter', header: 'Estoque após', align: 'end', hideBelow: 1200 },
  { key: 'eventName', header: 'Evento', sortable: true, render: (t) => t.eventName ?? '—', hideBelow: 1000 },
  { key: 'userName', header: 'Usuário', sortable: true, render: (t) => t.userName ?? '—', hideBelow: 1200 },
  { key: 'note', header: 'Motivo / observação', render: (t) => [t.reason, t.note].filter(Boolean).join(' — ') || '—', hideBelow: 1200 },
];

export interface TransactionsTableProps {
  /** One page of the ledger, from useServerList. */
  list: ListState<InventoryTransaction>;
}

/** The ledger, newest first: search, sort and pages on the server, through every movement. */
export function TransactionsTable({ list }: TransactionsTableProps) {
  return (
    <DataTable
      aria-label="Histórico de movimentações"
      columns={columns}
      list={list}
      getRowId={(t) => t.id}
      searchPlaceholder="Item, evento, usuário ou observação"
      rowLabel={(t) => `${t.itemName} em ${formatDate(t.date)}`}
    />
  );
}

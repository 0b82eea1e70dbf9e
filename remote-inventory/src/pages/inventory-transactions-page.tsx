import { useState } from 'react';
import type { InventoryTransactionListQuery } from '@sge/shared/contract';
import { useSessionFlags } from '@sge/shared/session';
import { Heading, PageHeader } from '@sge/shared/ui';
import { getEvents, getInventoryItems, getInventoryTransactions } from '../api';
import { TransactionFilters } from '../features/transactions/components/transaction-filters';
import { TransactionForm } from '../features/transactions/components/transaction-form';
import { TransactionsTable } from '../features/transactions/components/transactions-table';
import { LoadError } from '../lib/load-error';
import { useLoad } from '../lib/use-load';

/** /inventory/transactions: the posting form (for those who move stock) and the filtered history (SPEC §2). */
export default function InventoryTransactionsPage() {
  const { isCoordinatorOrAbove } = useSessionFlags();
  const [query, setQuery] = useState<InventoryTransactionListQuery>({});
  const history = useLoad(() => getInventoryTransactions(query), JSON.stringify(query));
  const items = useLoad(() => getInventoryItems());
  const events = useLoad(() => getEvents());

  const afterPosting = () => {
    history.reload();
    items.reload();
  };

  return (
    <section>
      <PageHeader
        title="Movimentações"
        description="Entradas, saídas para eventos, retornos (com avarias e perdas), ajustes de contagem e perdas."
      />
      {isCoordinatorOrAbove && (
        <TransactionForm items={items.data ?? []} events={events.data ?? []} onPosted={afterPosting} />
      )}
      <Heading as="h2" size="md" mb="3">
        Histórico
      </Heading>
      <TransactionFilters items={items.data ?? []} events={events.data ?? []} onApply={setQuery} />
      {history.error && <LoadError title="Não foi possível carregar o histórico" message={history.error} onRetry={history.reload} />}
      <TransactionsTable transactions={history.data ?? []} loading={history.loading} onRefresh={history.reload} />
    </section>
  );
}

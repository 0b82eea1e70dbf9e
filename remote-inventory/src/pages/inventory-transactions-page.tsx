import { prefetchList, useServerList } from '@sge/shared/query';
import { useSessionFlags } from '@sge/shared/session';
import { Heading, PageHeader } from '@sge/shared/ui';
import { transactionsList } from '../api';
import { TRANSACTION_FILTERS, TransactionFilters } from '../features/transactions/components/transaction-filters';
import { TransactionForm } from '../features/transactions/components/transaction-form';
import { TransactionsTable } from '../features/transactions/components/transactions-table';
import { LoadError } from '../lib/load-error';

/** The route's preload: the first page of the history, under the page's own key. */
export const prefetch = () => prefetchList(transactionsList);

/** /inventory/transactions: the posting form (for those who move stock) and the filtered history (SPEC §2). */
export default function InventoryTransactionsPage() {
  const { isCoordinatorOrAbove } = useSessionFlags();
  const history = useServerList(transactionsList, { urlFilters: TRANSACTION_FILTERS });

  return (
    <section>
      <PageHeader
        title="Movimentações"
        description="Entradas, saídas para eventos, retornos (com avarias e perdas), ajustes de contagem e perdas."
      />
      {isCoordinatorOrAbove && <TransactionForm />}
      <Heading as="h2" size="md" mb="3">
        Histórico
      </Heading>
      <TransactionFilters value={history.params.filters} onApply={(filters) => history.setParams({ filters })} />
      {history.error && history.rows.length === 0 && <LoadError title="Não foi possível carregar o histórico" onRetry={history.refresh} />}
      <TransactionsTable list={history} />
    </section>
  );
}

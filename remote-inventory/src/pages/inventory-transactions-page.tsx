import type { InventoryTransaction } from '@sge/shared/contract';
import { usePagedList } from '@sge/shared/http';
import { useSessionFlags } from '@sge/shared/session';
import { Heading, PageHeader } from '@sge/shared/ui';
import { INVENTORY_TRANSACTIONS_PATH } from '../api';
import { TRANSACTION_FILTERS, TransactionFilters } from '../features/transactions/components/transaction-filters';
import { TransactionForm } from '../features/transactions/components/transaction-form';
import { TransactionsTable } from '../features/transactions/components/transactions-table';
import { LoadError } from '../lib/load-error';

/** /inventory/transactions: the posting form (for those who move stock) and the filtered history (SPEC §2). */
export default function InventoryTransactionsPage() {
  const { isCoordinatorOrAbove } = useSessionFlags();
  const history = usePagedList<InventoryTransaction>(INVENTORY_TRANSACTIONS_PATH, { storageKey: 'inventory-transactions', urlFilters: TRANSACTION_FILTERS });

  return (
    <section>
      <PageHeader
        title="Movimentações"
        description="Entradas, saídas para eventos, retornos (com avarias e perdas), ajustes de contagem e perdas."
      />
      {isCoordinatorOrAbove && <TransactionForm onPosted={history.reload} />}
      <Heading as="h2" size="md" mb="3">
        Histórico
      </Heading>
      <TransactionFilters value={history.params.filters} onApply={(filters) => history.setParams({ filters })} />
      {history.failed && history.items.length === 0 && (
        <LoadError title="Não foi possível carregar o histórico" onRetry={history.reload} />
      )}
      <TransactionsTable {...history.tableProps} />
    </section>
  );
}

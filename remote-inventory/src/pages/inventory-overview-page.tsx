import { useState } from 'react';
import type { InventoryItem } from '@sge/shared/contract';
import { Link as RouterLink } from '@sge/shared/router';
import { useSessionFlags } from '@sge/shared/session';
import { Button, Heading, Link, PageHeader, PlusIcon } from '@sge/shared/ui';
import { queryClient, prefetchList, useQuery, useServerList } from '@sge/shared/query';
import { inventoryQueries, itemsList } from '../api';
import { ItemFormDialog } from '../features/items/components/item-form-dialog';
import { ITEM_URL_FILTERS, ItemsTable } from '../features/items/components/items-table';
import { RemoveItemDialog, type RemovalKind } from '../features/items/components/remove-item-dialog';
import { LowStockAlerts, RecentMovements, StockTotals } from '../features/items/components/stock-summary';
import { LoadError } from '../lib/load-error';

/** The route's preload: the page's first queries (the list's first page and the stock figures), under its own keys. */
export const prefetch = () => Promise.all([prefetchList(itemsList), queryClient.prefetchQuery(inventoryQueries.overview())]);

interface FormTarget {
  open: boolean;
  item?: InventoryItem;
}

interface RemovalTarget extends FormTarget {
  kind: RemovalKind;
}

/** /inventory: totals, low-stock alerts, the item list and the item forms (SPEC §2). */
export default function InventoryOverviewPage() {
  const { isAdminOrManager } = useSessionFlags();
  const overview = useQuery(inventoryQueries.overview());
  const items = useServerList(itemsList, { filterParam: 'type', urlFilters: ITEM_URL_FILTERS });
  const [form, setForm] = useState<FormTarget>({ open: false });
  const [removal, setRemoval] = useState<RemovalTarget>({ open: false, kind: 'delete' });

  const reload = () => {
    void overview.refetch();
    items.refresh();
  };

  return (
    <section>
      <PageHeader
        title="Inventário"
        description="Equipamentos e consumíveis da empresa: quanto há em estoque, quanto está em eventos e o que precisa de reposição."
        actions={
          <>
            <Link asChild variant="underline">
              <RouterLink to="/inventory/transactions">Movimentações</RouterLink>
            </Link>
            <Link asChild variant="underline">
              <RouterLink to="/inventory/reports">Relatórios</RouterLink>
            </Link>
            {isAdminOrManager && (
              <Button colorPalette="gold" onClick={() => setForm({ open: true })}>
                <PlusIcon />
                Novo item
              </Button>
            )}
          </>
        }
      />
      {overview.error && !overview.data ? (
        <LoadError title="Não foi possível carregar os totais do estoque" message={overview.error.message} onRetry={reload} />
      ) : (
        <>
          <StockTotals overview={overview.data} loading={overview.isFetching} />
          <LowStockAlerts overview={overview.data} />
          <RecentMovements overview={overview.data} />
        </>
      )}
      <Heading as="h2" size="md" mb="2">
        Itens
      </Heading>
      {items.error && items.rows.length === 0 && <LoadError title="Não foi possível carregar os itens" onRetry={items.refresh} />}
      <ItemsTable
        list={{ ...items, refresh: reload }}
        filters={items.params.filters}
        onFilters={(filters) => items.setParams({ filters })}
        onEdit={isAdminOrManager ? (item) => setForm({ open: true, item }) : undefined}
        onRemove={isAdminOrManager ? (item, kind) => setRemoval({ open: true, item, kind }) : undefined}
      />
      <ItemFormDialog
        open={form.open}
        item={form.item}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
        onSaved={() => setForm((f) => ({ ...f, open: false }))}
      />
      <RemoveItemDialog
        open={removal.open}
        item={removal.item}
        kind={removal.kind}
        onClose={() => setRemoval((r) => ({ ...r, open: false }))}
        onDone={() => setRemoval((r) => ({ ...r, open: false }))}
      />
    </section>
  );
}

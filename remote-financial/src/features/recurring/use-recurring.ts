import type { AccountCategory, RecurringAccount, RecurringStatistics } from '@sge/shared/contract';
import { useQuery, useServerList, type ServerList } from '@sge/shared/query';
import { recurringList, recurringQueries } from './api';

const URL_FILTERS = ['supplierName', 'active'];

export interface RecurringState {
  /** One page of the recurring accounts, paged, sorted, searched and filtered on the server (state in the URL). */
  list: ServerList<RecurringAccount>;
  stats: RecurringStatistics | null;
  /** pt-BR reason the statistics failed to load (null while they load or once they have). */
  statsError: string | null;
  reloadStats: () => void;
  categories: AccountCategory[];
}

/**
 * The recurring accounts page by page (the table's frequency filter, plus the supplier and active
 * filters kept in the URL), the statistics of every account, and the categories the form offers.
 */
export function useRecurring(): RecurringState {
  const list = useServerList(recurringList, { filterParam: 'frequency', urlFilters: URL_FILTERS });
  // The statistics show their own failure (with 'Tentar novamente'), not a notification.
  const stats = useQuery({ ...recurringQueries.statistics(), meta: { notifyError: false } });
  const categories = useQuery(recurringQueries.categories());
  return {
    list,
    stats: stats.data ?? null,
    statsError: stats.data || stats.isFetching || !stats.error ? null : stats.error.message,
    reloadStats: () => void stats.refetch(),
    categories: categories.data ?? [],
  };
}

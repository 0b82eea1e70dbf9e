import type { AccountCategory, AccountStatistics } from '@sge/shared/contract';
import { prefetchList, useQuery, useServerList, type ServerList } from '@sge/shared/query';
import { systemSettings } from '@sge/shared/session';
import { accountsLists, accountsQueries, type Account, type AccountKind } from './api';

/** The list's filters kept in the URL besides the table's situation select ('' = not filtered). */
export const ACCOUNT_URL_FILTERS = ['startDate', 'endDate', 'categoryId'] as const;

export interface AccountsState {
  /** One page of the ledger, paged, sorted, searched and filtered on the server. */
  list: ServerList<Account>;
  /** Totals of the whole period (every page), summed on the server. */
  stats: AccountStatistics | null;
  /** pt-BR reason the totals failed to load (null while they load or once they have). */
  statsError: string | null;
  reloadStats: () => void;
  categories: AccountCategory[];
}

/** The route's preload of a ledger page: its list's first page, under the page's own key. */
export const prefetchAccounts = (kind: AccountKind) => prefetchList(accountsLists[kind]);

/**
 * The ledger's page of accounts (state in the URL), its statistics for the same due-date period,
 * and the categories the form and filter offer.
 */
export function useAccounts(kind: AccountKind): AccountsState {
  const list = useServerList(accountsLists[kind], { filterParam: 'situation', urlFilters: ACCOUNT_URL_FILTERS });
  const { startDate, endDate } = list.params.filters;
  // The due-soon window is the administrator's (system settings), 7 days by default.
  const stats = useQuery({
    ...accountsQueries.statistics(kind, { startDate: startDate || undefined, endDate: endDate || undefined, dueSoonDays: systemSettings().dueSoonDays }),
    meta: { notifyError: false },
  });
  const categories = useQuery({ ...accountsQueries.categories(kind), meta: { notifyError: false } });
  return {
    list,
    stats: stats.data ?? null,
    statsError: stats.data || stats.isFetching || !stats.error ? null : stats.error.message,
    reloadStats: () => void stats.refetch(),
    categories: categories.data ?? [],
  };
}

import { useEffect, useState } from 'react';
import type { AccountCategory, AccountStatistics } from '@sge/shared/contract';
import { usePagedList, type PagedList } from '@sge/shared/http';
import { systemSettings } from '@sge/shared/session';
import { ACCOUNTS_PATH, getAccountCategories, getAccountStatistics, type Account, type AccountKind } from './api';

/** The list's filters kept in the URL besides the table's situation select ('' = not filtered). */
export const ACCOUNT_URL_FILTERS = ['startDate', 'endDate', 'categoryId'] as const;

export interface AccountsState {
  /** One page of the ledger, paged, sorted, searched and filtered on the server. */
  list: PagedList<Account>;
  /** Totals of the whole period (every page), summed on the server. */
  stats: AccountStatistics | null;
  categories: AccountCategory[];
  /** Loads the page and the totals again (after a change). */
  reload: () => void;
}

/**
 * The ledger's page of accounts (usePagedList: state in the URL, latest answer wins), its
 * statistics for the same due-date period, and (once) the categories the form and filter offer.
 */
export function useAccounts(kind: AccountKind): AccountsState {
  const list = usePagedList<Account>(ACCOUNTS_PATH[kind], {
    storageKey: `accounts-${kind}`,
    filterParam: 'situation',
    urlFilters: ACCOUNT_URL_FILTERS,
  });
  const { startDate, endDate } = list.params.filters;
  const [stats, setStats] = useState<AccountStatistics | null>(null);
  const [statsTick, setStatsTick] = useState(0);
  const [categories, setCategories] = useState<AccountCategory[]>([]);

  useEffect(() => {
    let live = true;
    // The due-soon window is the administrator's (system settings), 7 days by default.
    getAccountStatistics(kind, { startDate: startDate || undefined, endDate: endDate || undefined, dueSoonDays: systemSettings().dueSoonDays })
      .then((statistics) => live && setStats(statistics))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [kind, startDate, endDate, statsTick]);

  useEffect(() => {
    let live = true;
    getAccountCategories(kind)
      .then((found) => live && setCategories(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [kind]);

  const { reload: reloadList } = list;
  const reload = () => {
    reloadList();
    setStatsTick((n) => n + 1);
  };
  return { list, stats, categories, reload };
}

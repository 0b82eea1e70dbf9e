import { useEffect, useState } from 'react';
import type { AccountCategory, RecurringAccount, RecurringStatistics } from '@sge/shared/contract';
import { usePagedList, type PagedList } from '@sge/shared/http';
import { getExpenseCategories, getRecurringStatistics, RECURRING_PATH } from './api';

export interface RecurringState {
  /** One page of the recurring accounts, paged, sorted, searched and filtered on the server (state in the URL). */
  list: PagedList<RecurringAccount>;
  stats: RecurringStatistics | null;
  categories: AccountCategory[];
  /** Loads the page and the totals again (after a change). */
  reload: () => void;
}

/**
 * The recurring accounts page by page (the table's frequency filter, plus the supplier and active
 * filters kept in the URL), the statistics of every account, and the categories the form offers.
 */
export function useRecurring(): RecurringState {
  const list = usePagedList<RecurringAccount>(RECURRING_PATH, {
    storageKey: 'recurring-accounts',
    filterParam: 'frequency',
    urlFilters: ['supplierName', 'active'],
  });
  const [stats, setStats] = useState<RecurringStatistics | null>(null);
  const [statsTick, setStatsTick] = useState(0);
  const [categories, setCategories] = useState<AccountCategory[]>([]);

  useEffect(() => {
    let live = true;
    getRecurringStatistics()
      .then((statistics) => live && setStats(statistics))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [statsTick]);

  useEffect(() => {
    let live = true;
    getExpenseCategories()
      .then((found) => live && setCategories(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const { reload: reloadList } = list;
  const reload = () => {
    reloadList();
    setStatsTick((n) => n + 1);
  };
  return { list, stats, categories, reload };
}

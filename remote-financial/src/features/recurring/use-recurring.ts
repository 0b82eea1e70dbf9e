import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountCategory, RecurringAccount, RecurringStatistics } from '@sge/shared/contract';
import { getExpenseCategories, getRecurringAccounts, getRecurringStatistics, searchRecurringAccounts } from './api';

export interface RecurringState {
  accounts: RecurringAccount[];
  stats: RecurringStatistics | null;
  categories: AccountCategory[];
  loading: boolean;
  reload: () => void;
}

/** Loads the recurring accounts (all, or those of a supplier through the search call), the statistics and the categories. */
export function useRecurring(supplier: string): RecurringState {
  const [accounts, setAccounts] = useState<RecurringAccount[]>([]);
  const [stats, setStats] = useState<RecurringStatistics | null>(null);
  const [categories, setCategories] = useState<AccountCategory[]>([]);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    setLoading(true);
    const term = supplier.trim();
    Promise.all([term ? searchRecurringAccounts(term) : getRecurringAccounts(), getRecurringStatistics()])
      .then(([list, statistics]) => {
        if (ticket !== latest.current) return;
        setAccounts(list);
        setStats(statistics);
      })
      .catch(() => undefined)
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
      });
  }, [supplier]);

  useEffect(() => {
    // A typed supplier name waits 300 ms (like the table's search) before asking the server.
    const timer = setTimeout(reload, supplier ? 300 : 0);
    return () => clearTimeout(timer);
  }, [reload, supplier]);

  useEffect(() => {
    let live = true;
    getExpenseCategories()
      .then((list) => live && setCategories(list))
      .catch(() => undefined);
    return () => {
      live = false;
      latest.current += 1;
    };
  }, []);

  return { accounts, stats, categories, loading, reload };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountCategory, AccountStatistics } from '@sge/shared/contract';
import { getAccountCategories, getAccounts, getAccountStatistics, type Account, type AccountKind } from './api';
import { systemSettings } from '@sge/shared/session';

/** The server-side filters of the list (the table searches and filters by status on the client). */
export interface AccountFilters {
  startDate: string;
  endDate: string;
  categoryId: string;
}

export interface AccountsState {
  accounts: Account[];
  stats: AccountStatistics | null;
  categories: AccountCategory[];
  loading: boolean;
  /** The list could not be loaded (the http client already showed why). */
  failed: boolean;
  reload: () => void;
}

/**
 * Loads the ledger's accounts for the filters, its statistics for the same period, and (once) the
 * categories the form offers. Only the latest load writes the state.
 */
export function useAccounts(kind: AccountKind, filters: AccountFilters): AccountsState {
  const [accounts, setAccounts] = useState<Account[]>([]);
  const [stats, setStats] = useState<AccountStatistics | null>(null);
  const [categories, setCategories] = useState<AccountCategory[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    const period = { startDate: filters.startDate || undefined, endDate: filters.endDate || undefined };
    setLoading(true);
    Promise.all([
      getAccounts(kind, { ...period, categoryId: filters.categoryId ? Number(filters.categoryId) : undefined }),
      // The due-soon window is the administrator's (system settings), 7 days by default.
      getAccountStatistics(kind, { ...period, dueSoonDays: systemSettings().dueSoonDays }),
    ])
      .then(([list, statistics]) => {
        if (ticket !== latest.current) return;
        setAccounts(list);
        setStats(statistics);
        setFailed(false);
      })
      .catch(() => {
        if (ticket === latest.current) setFailed(true);
      })
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
      });
  }, [kind, filters.startDate, filters.endDate, filters.categoryId]);

  useEffect(() => {
    reload();
  }, [reload]);

  useEffect(() => {
    let live = true;
    getAccountCategories(kind)
      .then((list) => live && setCategories(list))
      .catch(() => undefined);
    return () => {
      live = false;
      latest.current += 1;
    };
  }, [kind]);

  return { accounts, stats, categories, loading, failed, reload };
}

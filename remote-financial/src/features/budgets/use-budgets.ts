import { useCallback, useEffect, useRef, useState } from 'react';
import type { Budget, ServiceCatalogItem } from '@sge/shared/contract';
import { getBudgets, getServiceCatalog } from './api';

export interface BudgetList {
  budgets: Budget[];
  loading: boolean;
  /** True when the last load failed (the http client has shown why). */
  failed: boolean;
  reload: () => void;
}

/**
 * Loads every budget on mount and on `reload`; the table searches and filters them on the client.
 * Only the latest load writes the state.
 */
export function useBudgetList(): BudgetList {
  const [budgets, setBudgets] = useState<Budget[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    setLoading(true);
    getBudgets()
      .then((list) => {
        if (ticket !== latest.current) return;
        setBudgets(list);
        setFailed(false);
      })
      .catch(() => {
        if (ticket === latest.current) setFailed(true);
      })
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
      });
  }, []);

  useEffect(() => {
    reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { budgets, loading, failed, reload };
}

/** The service catalogue, loaded once when `enabled` first becomes true (the form opens). */
export function useServiceCatalog(enabled: boolean): { services: ServiceCatalogItem[]; loading: boolean; failed: boolean } {
  const [services, setServices] = useState<ServiceCatalogItem[]>([]);
  const [state, setState] = useState<'idle' | 'loading' | 'done' | 'failed'>('idle');

  useEffect(() => {
    if (!enabled || state !== 'idle') return;
    setState('loading');
    getServiceCatalog()
      .then((list) => {
        setServices(list);
        setState('done');
      })
      .catch(() => setState('failed'));
  }, [enabled, state]);

  return { services, loading: state === 'loading', failed: state === 'failed' };
}

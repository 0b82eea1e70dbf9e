import { useEffect, useState } from 'react';
import { useResource } from '@sge/shared/http';
import type { Budget, ServiceCatalogItem } from '@sge/shared/contract';
import { getBudgets, getServiceCatalog } from './api';

export interface BudgetList {
  budgets: Budget[];
  loading: boolean;
  /** True when the last load failed (the http client has shown why). */
  failed: boolean;
  reload: () => void;
}

/** Loads every budget on mount and on `reload`; the table searches and filters them on the client. */
export function useBudgetList(): BudgetList {
  const { data, loading, failed, reload } = useResource(getBudgets);
  return { budgets: data ?? NO_BUDGETS, loading, failed, reload };
}

const NO_BUDGETS: Budget[] = [];

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

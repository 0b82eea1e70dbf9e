import { useEffect, useState } from 'react';
import { usePagedList, type PagedList } from '@sge/shared/http';
import type { Budget, ServiceCatalogItem } from '@sge/shared/contract';
import { BUDGETS_PATH, getServiceCatalog } from './api';

/**
 * The budgets page by page: searched, filtered by status, sorted and paged on the server (the
 * newest first by default), with the list's state in the URL.
 */
export function useBudgetList(): PagedList<Budget> {
  return usePagedList<Budget>(BUDGETS_PATH, { storageKey: 'budgets', filterParam: 'status' });
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

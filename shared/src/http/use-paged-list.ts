/**
 * The one loader of server-paged lists (issue 14). The list's state (page, page size, sort, search
 * and the filters the area names) lives in the URL, so a link can be shared and the back button
 * goes back to the previous page of the list; each change loads that page from the server, and only
 * the latest answer is shown (an older request is cancelled).
 *
 *   const list = usePagedList<Employee>('/employees', { storageKey: 'employees', filterParam: 'function' });
 *   <DataTable columns={columns} getRowId={(e) => e.id} {...list.tableProps} />
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '@sge/shared/router';
import type { Page } from '@sge/shared/contract';
import type { DataTableServer, DataTableServerChange } from '@sge/shared/ui';
import { DEFAULT_PAGE_SIZE, readTablePagination, writeTablePagination } from '../ui/table-pagination-storage';
import { http, type QueryValue } from './index';

export interface PagedListOptions {
  /** The list's order when the user chose none ('field' or '-field'); left out, the server's default. */
  defaultSort?: string;
  /** The filter the table's 'Filtrar por' select drives: its value is sent (and kept in the URL) under this name. */
  filterParam?: string;
  /** More filters kept in the URL and sent under their names (set them with `setFilter`). */
  urlFilters?: readonly string[];
  /** Parameters sent with every request but not kept in the URL (e.g. the event a panel belongs to). */
  query?: Record<string, QueryValue>;
  /** Prefix of this list's URL parameters, when one page shows two lists ('links' → links.page). */
  urlKey?: string;
  /** Key of the page-size preference in localStorage (SPEC §9). */
  storageKey?: string;
  /** Name of the search parameter the API reads. Default 'search'. */
  searchParam?: string;
  /** False holds the request (e.g. until a parent is chosen). Default true. */
  enabled?: boolean;
}

/** The state of the list, as the URL keeps it. */
export interface PagedListParams {
  page: number;
  pageSize: number;
  /** 'field', '-field', or '' for the default order. */
  sort: string;
  search: string;
  /** The filters named by `filterParam` and `urlFilters` ('' = not filtered). */
  filters: Record<string, string>;
}

export interface PagedList<T> {
  /** The rows of the current page. */
  items: T[];
  /** Rows matching the search and filters, across every page. */
  total: number;
  loading: boolean;
  /** True when the last load failed (the http client has already shown the server's message). */
  failed: boolean;
  /** Loads the current page again (after a change, or from 'Atualizar'). */
  reload: () => void;
  params: PagedListParams;
  /** Changes the state; filters and search go back to page 1 unless a page is given. */
  setParams: (next: Partial<Omit<PagedListParams, 'filters'>> & { filters?: Record<string, string> }) => void;
  /** Sets one filter (page 1). */
  setFilter: (name: string, value: string) => void;
  /** Spread into a DataTable: items, loading, onRefresh and server mode. */
  tableProps: { items: T[]; loading: boolean; onRefresh: () => void; server: DataTableServer };
}

const positiveInt = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
};

export function usePagedList<T>(path: string, options: PagedListOptions = {}): PagedList<T> {
  const { defaultSort = '', filterParam, urlFilters, query, urlKey, storageKey, searchParam = 'search', enabled = true } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const name = useCallback((key: string) => (urlKey ? `${urlKey}.${key}` : key), [urlKey]);
  const filterNames = useMemo(
    () => [...(filterParam ? [filterParam] : []), ...(urlFilters ?? [])],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterParam, (urlFilters ?? []).join('\u0000')],
  );

  const [storedPageSize] = useState(() => (storageKey ? readTablePagination(storageKey).itemsPerPage : DEFAULT_PAGE_SIZE));
  const params = useMemo<PagedListParams>(() => {
    const urlSize = positiveInt(searchParams.get(name('pageSize')));
    const filters: Record<string, string> = {};
    for (const f of filterNames) filters[f] = searchParams.get(name(f)) ?? '';
    return {
      page: positiveInt(searchParams.get(name('page'))) ?? 1,
      pageSize: urlSize && urlSize <= 200 ? urlSize : storedPageSize,
      sort: searchParams.get(name('sort')) ?? '',
      search: searchParams.get(name('q')) ?? '',
      filters,
    };
  }, [searchParams, name, filterNames, storedPageSize]);

  const setParams = useCallback<PagedList<T>['setParams']>(
    (next) => {
      const resetsPage = next.search !== undefined || next.filters !== undefined || next.sort !== undefined || next.pageSize !== undefined;
      if (next.pageSize !== undefined && storageKey) writeTablePagination(storageKey, { itemsPerPage: next.pageSize, currentPage: 1 });
      // Typing a search replaces the history entry; paging, sorting and filtering add one (back works).
      const replace = next.search !== undefined && Object.keys(next).length <= 2;
      setSearchParams(
        (current) => {
          const url = new URLSearchParams(current);
          const put = (key: string, value: string | number | undefined, fallback: string | number) => {
            if (value === undefined) return;
            if (value === '' || value === fallback) url.delete(name(key));
            else url.set(name(key), String(value));
          };
          put('page', next.page ?? (resetsPage ? 1 : undefined), 1);
          put('pageSize', next.pageSize, storedPageSize);
          put('sort', next.sort, '');
          put('q', next.search, '');
          for (const [key, value] of Object.entries(next.filters ?? {})) put(key, value, '');
          return url;
        },
        { replace },
      );
    },
    [setSearchParams, name, storageKey, storedPageSize],
  );

  const setFilter = useCallback((filter: string, value: string) => setParams({ filters: { [filter]: value } }), [setParams]);

  // What is asked of the server; a change of any part loads again.
  const request = useMemo(() => {
    const q: Record<string, QueryValue> = { ...query, page: params.page, pageSize: params.pageSize };
    if (params.sort || defaultSort) q.sort = params.sort || defaultSort;
    if (params.search) q[searchParam] = params.search;
    for (const [key, value] of Object.entries(params.filters)) if (value) q[key] = value;
    return q;
  }, [query, params, defaultSort, searchParam]);
  const requestKey = JSON.stringify(request);

  const [page, setPage] = useState<Page<T> | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const requestRef = useRef(request);
  requestRef.current = request;

  useEffect(() => {
    if (!enabled) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    http
      .getPage<T>(path, { query: requestRef.current, signal: controller.signal })
      .then((answer) => {
        if (controller.signal.aborted) return;
        setPage(answer);
        setFailed(false);
        setLoading(false);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setFailed(true);
        setLoading(false);
      });
    return () => controller.abort();
  }, [path, requestKey, enabled, tick]);

  // A page past the end (rows deleted, an old link): go to the last page that has rows.
  const total = page?.meta.total ?? 0;
  useEffect(() => {
    if (!page || loading) return;
    const last = Math.max(1, Math.ceil(page.meta.total / page.meta.pageSize));
    if (page.meta.page > last) setParams({ page: last });
  }, [page, loading, setParams]);

  const items = useMemo(() => page?.data ?? [], [page]);
  const server = useMemo<DataTableServer>(
    () => ({
      total,
      page: params.page,
      pageSize: params.pageSize,
      search: params.search,
      sort: params.sort,
      filter: filterParam ? (params.filters[filterParam] ?? '') : '',
      onChange: (change: DataTableServerChange) => {
        const { filter, ...rest } = change;
        setParams({ ...rest, ...(filter !== undefined && filterParam ? { filters: { [filterParam]: filter } } : {}) });
      },
    }),
    [total, params, filterParam, setParams],
  );

  return {
    items,
    total,
    loading,
    failed,
    reload,
    params,
    setParams,
    setFilter,
    tableProps: { items, loading, onRefresh: reload, server },
  };
}

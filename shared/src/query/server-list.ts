/**
 * Lists paged on the server (DESIGN.md §9 "Lists") through the server-state layer. The list's state
 * (page, page size, sort, search, the filters it names) lives in the URL, so a link can be shared
 * and the back button goes back to the previous page of the list; each state is one query, cached:
 * going back to a page just left shows its rows at once and refreshes them in the background.
 *
 *   export const usersList = defineList({ query: usersQueries.list, storageKey: 'users' });
 *   const list = useServerList(usersList);            // the page
 *   <DataTable list={list} columns={columns} getRowId={(u) => u.id} />
 *   export const prefetch = () => prefetchList(usersList);   // the route's preload, same key
 *
 * It returns the table's one list state (ListState, as `useClientList` does) plus the URL's params.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { Page } from '@sge/shared/contract';
import { useSearchParams } from '@sge/shared/router';
import type { ListChange, ListState } from '@sge/shared/ui';
import { DEFAULT_PAGE_SIZE, readTablePagination, writeTablePagination } from '../ui/table-pagination-storage';
import { queryClient } from './client';
import type { ApiKey, ApiParams } from './keys';

/** The query of one page for the parameters sent (an area's `xQueries.list`). */
export type ListQuery<P extends Page<unknown>> = (params: ApiParams) => UseQueryOptions<P, Error, P, ApiKey>;

/** The row type of a page. */
export type RowOf<P> = P extends Page<infer T> ? T : never;

/** A list a page shows and its route preloads: the same query, so both share one cache entry. */
export interface ServerListDefinition<P extends Page<unknown>> {
  query: ListQuery<P>;
  /** Key of the page-size preference in localStorage (SPEC §9). */
  storageKey: string;
  /** The order when the user chose none ('field' or '-field'); left out, the server's default. */
  defaultSort?: string;
}

/** Names a list once, for its page and its route's preload. */
export const defineList = <P extends Page<unknown>>(definition: ServerListDefinition<P>): ServerListDefinition<P> => definition;

/** A 'Filtrar por' whose options set API parameters of their own ('Ativos' → active=true). */
export type FilterOptions = Record<string, Record<string, string>>;

/** Every parameter some option of a mapped filter sets (kept in the URL). */
export const filterParams = (options: FilterOptions): string[] => [...new Set(Object.values(options).flatMap((set) => Object.keys(set)))];

export interface ServerListOptions {
  /** The 'Filtrar por' select sends its value (and keeps it in the URL) under this name. */
  filterParam?: string;
  /** Or: each 'Filtrar por' value sets parameters of its own (every other mapped one is cleared). */
  filterOptions?: FilterOptions;
  /** More filters kept in the URL and sent under their names (set them with `setFilter`). */
  urlFilters?: readonly string[];
  /** Parameters sent with every request but not kept in the URL (e.g. the event a panel belongs to). */
  query?: ApiParams;
  /** Prefix of this list's URL parameters, when one page shows two lists ('links' → links.page). */
  urlKey?: string;
  /** Name of the search parameter the API reads. Default 'search'. */
  searchParam?: string;
  /** False holds the request (e.g. until a parent is chosen). Default true. */
  enabled?: boolean;
}

/** The state of the list, as the URL keeps it. */
export interface ServerListParams {
  page: number;
  pageSize: number;
  /** 'field', '-field', or '' for the default order. */
  sort: string;
  search: string;
  /** The filters kept in the URL ('' = not filtered). */
  filters: Record<string, string>;
}

export interface ServerList<T, P extends Page<unknown> = Page<T>> extends ListState<T> {
  /** The last answer (or, while another page loads, the one before). */
  data: P | undefined;
  refresh: () => void;
  params: ServerListParams;
  /** Changes the state; filters, search, sort and page size go back to page 1 unless a page is given. */
  setParams: (next: Partial<Omit<ServerListParams, 'filters'>> & { filters?: Record<string, string> }) => void;
  /** Sets one filter kept in the URL (page 1). */
  setFilter: (name: string, value: string) => void;
}

const positiveInt = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
};

/** The parameters a list sends for a state: the same for the page and for its route's preload. */
function requestParams(params: ServerListParams, defaultSort: string, searchParam: string, extra?: ApiParams): ApiParams {
  const sent: ApiParams = { ...extra, page: params.page, pageSize: params.pageSize };
  if (params.sort || defaultSort) sent.sort = params.sort || defaultSort;
  if (params.search) sent[searchParam] = params.search;
  for (const [key, value] of Object.entries(params.filters)) if (value) sent[key] = value;
  return sent;
}

/** The first page of a list opened without a query in the URL (menu, link, reload). */
export function firstPageParams<P extends Page<unknown>>(list: ServerListDefinition<P>): ApiParams {
  const pageSize = readTablePagination(list.storageKey).itemsPerPage;
  return requestParams({ page: 1, pageSize, sort: '', search: '', filters: {} }, list.defaultSort ?? '', 'search');
}

/** Starts loading the first page of a list (a route's preload); a failure is left to the page. */
export function prefetchList<P extends Page<unknown>>(list: ServerListDefinition<P>): Promise<void> {
  return queryClient.prefetchQuery(list.query(firstPageParams(list)));
}

/** A list paged, sorted, searched and filtered on the server, its state in the URL. */
export function useServerList<P extends Page<unknown>>(list: ServerListDefinition<P>, options: ServerListOptions = {}): ServerList<RowOf<P>, P> {
  const { storageKey, defaultSort = '' } = list;
  const { filterParam, filterOptions, urlFilters, query, urlKey, searchParam = 'search', enabled = true } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const name = useCallback((key: string) => (urlKey ? `${urlKey}.${key}` : key), [urlKey]);
  const filterNamesKey = [
    ...(filterParam ? [filterParam] : []),
    ...(filterOptions ? filterParams(filterOptions) : []),
    ...(urlFilters ?? []),
  ].join('\u0000');
  const filterNames = useMemo(() => (filterNamesKey ? filterNamesKey.split('\u0000') : []), [filterNamesKey]);

  const [storedPageSize] = useState(() => (storageKey ? readTablePagination(storageKey).itemsPerPage : DEFAULT_PAGE_SIZE));
  const params = useMemo<ServerListParams>(() => {
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

  const setParams = useCallback<ServerList<RowOf<P>, P>['setParams']>(
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

  const sent = useMemo(() => requestParams(params, defaultSort, searchParam, query), [params, defaultSort, searchParam, query]);
  const result = useQuery({ ...list.query(sent), enabled, placeholderData: keepPreviousData }, queryClient);
  const answer = result.data;

  // A page past the end (rows deleted, an old link): go to the last page that has rows.
  const fetching = result.isFetching;
  useEffect(() => {
    if (!answer || fetching || result.isPlaceholderData) return;
    const last = Math.max(1, Math.ceil(answer.meta.total / answer.meta.pageSize));
    if (answer.meta.page > last) setParams({ page: last });
  }, [answer, fetching, result.isPlaceholderData, setParams]);

  const plainFilter = filterParam ? (params.filters[filterParam] ?? '') : '';
  const plainChange = useCallback(
    ({ filter: value, ...rest }: ListChange) =>
      setParams({ ...rest, ...(value !== undefined && filterParam ? { filters: { [filterParam]: value } } : {}) }),
    [setParams, filterParam],
  );
  const mapped = useMemo(
    () => (filterOptions ? mapFilter(params.filters, setParams, filterOptions) : null),
    [filterOptions, params.filters, setParams],
  );
  const filter = mapped ? mapped.filter : plainFilter;
  const change = mapped ? mapped.change : plainChange;

  const { refetch } = result;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const total = answer?.meta.total ?? 0;
  const loading = enabled && fetching;
  const error = result.isError;
  // One object per state, so a page can defer it (useDeferredValue) or pass it down unchanged.
  return useMemo(
    () => ({
      data: answer,
      rows: (answer?.data ?? []) as RowOf<P>[],
      total,
      page: params.page,
      pageSize: params.pageSize,
      sort: params.sort,
      search: params.search,
      filter,
      loading,
      error,
      refresh,
      change,
      params,
      setParams,
      setFilter,
    }),
    [answer, total, params, filter, loading, error, refresh, change, setParams, setFilter],
  );
}

/** The 'Filtrar por' value the URL's mapped parameters name, and the change that sets them. */
function mapFilter(
  filters: Record<string, string>,
  setParams: ServerList<unknown>['setParams'],
  options: FilterOptions,
): Pick<ListState<unknown>, 'filter' | 'change'> {
  const names = filterParams(options);
  const filter = Object.entries(options).find(([, set]) => names.every((n) => (filters[n] ?? '') === (set[n] ?? '')))?.[0] ?? '';
  const change = ({ filter: value, ...rest }: ListChange) => {
    if (value === undefined) {
      setParams(rest);
      return;
    }
    const cleared = Object.fromEntries(names.map((n) => [n, '']));
    setParams({ ...rest, filters: { ...cleared, ...(options[value] ?? {}) } });
  };
  return { filter, change };
}

/**
 * A list whose 'Filtrar por' options are known only once rows arrive (e.g. the employees' functions):
 * the list with its filter read from and written to the mapped parameters (kept in the URL as
 * `urlFilters: filterParams(options)`).
 */
export function useMappedFilter<T, P extends Page<unknown>>(list: ServerList<T, P>, options: FilterOptions): ServerList<T, P> {
  const { params, setParams } = list;
  return useMemo(() => ({ ...list, ...mapFilter(params.filters, setParams, options) }), [list, params.filters, setParams, options]);
}

/**
 * The one list state a DataTable draws (rows, total, page, page size, sort, search, filter, loading,
 * error), and the controller that makes it from an array in memory. Its twin for lists paged on the
 * server, `useServerList` in @sge/shared/query, returns the same shape, so the table never knows
 * where its rows come from (react-admin's useList / useListController).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, readTablePagination, writeTablePagination } from './table-pagination-storage';
import { defaultSearchFn } from './text-search';

/** What the table asks a list to change. Search, filter, sort and page size go back to page 1. */
export interface ListChange {
  page?: number;
  pageSize?: number;
  /** 'field', '-field', or '' for the list's default order. */
  sort?: string;
  search?: string;
  /** The 'Filtrar por' value ('' = 'Todos'). */
  filter?: string;
}

/** One list as a DataTable draws it. */
export interface ListState<T> {
  /** The rows of the current page. */
  rows: T[];
  /** Rows matching the search and filter, over every page. */
  total: number;
  page: number;
  pageSize: number;
  /** 'field' or '-field' (a column's `sortKey ?? key`), '' for the default order. */
  sort: string;
  search: string;
  filter: string;
  /** True while the rows load (the first time or again). */
  loading: boolean;
  /** True when the last load failed (the user has already been told why). */
  error: boolean;
  /** Loads the rows again ('Atualizar'); absent for a list that cannot. */
  refresh?: () => void;
  change: (change: ListChange) => void;
}

/** How a list in memory sorts one column: the value compared, by the column's `sortKey ?? key`. */
export interface ClientSortColumn<T> {
  key: string;
  sortKey?: string;
  sortValue?: (item: T) => string | number | boolean | Date | null | undefined;
}

/** Options of {@link useClientList}. */
export interface ClientListOptions<T> {
  /** The table's columns: how each sorts (`sortValue`, else the item's property). */
  columns?: readonly ClientSortColumn<T>[];
  /** The 'Filtrar por' options: which rows each keeps. */
  filters?: readonly { value: string; filterFn?: (item: T) => boolean }[];
  /** Initially selected filter value ('' = 'Todos'). */
  defaultFilter?: string;
  /** Custom match; the default matches any string/number property, ignoring case and accents. */
  searchFn?: (item: T, query: string) => boolean;
  /** Key of the page-size and page preference in localStorage (SPEC §3, §9); not kept without it. */
  storageKey?: string;
  /** The array is still loading / its load failed / loads it again: passed through to the table. */
  loading?: boolean;
  error?: boolean;
  refresh?: () => void;
}

const readValue = <T>(item: T, key: string): unknown =>
  item !== null && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined;

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });
const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

function compareValues(a: unknown, b: unknown): number {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) === isEmpty(b) ? 0 : isEmpty(a) ? 1 : -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * A list over an array in memory: searched, filtered, sorted and paged here, with the page size
 * (and page) kept under `storageKey`. Returns the same {@link ListState} as `useServerList`.
 */
export function useClientList<T>(items: readonly T[], options: ClientListOptions<T> = {}): ListState<T> {
  const { columns, filters, defaultFilter = '', searchFn = defaultSearchFn, storageKey, loading = false, error = false, refresh } = options;
  const [preference] = useState(() => (storageKey ? readTablePagination(storageKey) : { itemsPerPage: DEFAULT_PAGE_SIZE, currentPage: 1 }));
  const [pageSize, setPageSize] = useState(preference.itemsPerPage);
  const [currentPage, setCurrentPage] = useState(preference.currentPage);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState(defaultFilter);
  const [sort, setSort] = useState('');

  useEffect(() => {
    if (storageKey) writeTablePagination(storageKey, { itemsPerPage: pageSize, currentPage });
  }, [storageKey, pageSize, currentPage]);

  const matching = useMemo(() => {
    const option = filters?.find((f) => f.value === filter);
    let result = [...items];
    if (option?.filterFn) result = result.filter((item) => option.filterFn!(item));
    if (search.trim()) result = result.filter((item) => searchFn(item, search));
    if (sort) {
      const descending = sort.startsWith('-');
      const field = descending ? sort.slice(1) : sort;
      const column = columns?.find((c) => (c.sortKey ?? c.key) === field);
      const valueOf = (item: T) => (column?.sortValue ? column.sortValue(item) : readValue(item, column?.key ?? field));
      const sign = descending ? -1 : 1;
      result.sort((a, b) => {
        const va = valueOf(a);
        const vb = valueOf(b);
        // Empty values stay last in both directions.
        return isEmpty(va) !== isEmpty(vb) ? compareValues(va, vb) : sign * compareValues(va, vb);
      });
    }
    return result;
  }, [items, filters, filter, search, searchFn, sort, columns]);

  const total = matching.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(currentPage, pageCount);

  useEffect(() => {
    // The rows shrank under a restored or current page: move to the last existing page.
    if (!loading && total > 0 && currentPage > pageCount) setCurrentPage(pageCount);
  }, [loading, total, currentPage, pageCount]);

  const change = useCallback((next: ListChange) => {
    if (next.search !== undefined) setSearch(next.search);
    if (next.filter !== undefined) setFilter(next.filter);
    if (next.sort !== undefined) setSort(next.sort);
    if (next.pageSize !== undefined) setPageSize(next.pageSize);
    const resets = next.search !== undefined || next.filter !== undefined || next.sort !== undefined || next.pageSize !== undefined;
    if (next.page !== undefined) setCurrentPage(next.page);
    else if (resets) setCurrentPage(1);
  }, []);

  const first = (page - 1) * pageSize;
  const rows = useMemo(() => matching.slice(first, first + pageSize), [matching, first, pageSize]);
  return { rows, total, page, pageSize, sort, search, filter, loading, error, refresh, change };
}

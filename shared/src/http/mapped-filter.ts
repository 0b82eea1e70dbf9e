/**
 * A DataTable 'Filtrar por' select whose options set API parameters of their own ('Ativos' →
 * active=true, 'Gerente' → role=MANAGER), over a usePagedList that keeps those parameters as
 * `urlFilters`. The table sees one filter value; the server and the URL see the parameters.
 */
import { useMemo } from 'react';
import type { PagedList } from './use-paged-list';
import type { DataTableServer } from '@sge/shared/ui';

/** Filter value → the parameters it sets (every other mapped parameter is cleared). */
export type FilterOptions = Record<string, Record<string, string>>;

/** The list's `urlFilters`: every parameter some option sets. */
export const filterParams = (options: FilterOptions): string[] => [...new Set(Object.values(options).flatMap((set) => Object.keys(set)))];

/** `list.tableProps.server`, with the filter read from and written to the mapped parameters. */
export function useMappedFilter<T>(list: PagedList<T>, options: FilterOptions): DataTableServer {
  const { server } = list.tableProps;
  const { params, setParams } = list;
  return useMemo(() => {
    const names = filterParams(options);
    const current =
      Object.entries(options).find(([, set]) => names.every((name) => (params.filters[name] ?? '') === (set[name] ?? '')))?.[0] ?? '';
    return {
      ...server,
      filter: current,
      onChange: ({ filter, ...rest }) => {
        if (filter === undefined) {
          server.onChange(rest);
          return;
        }
        const cleared = Object.fromEntries(names.map((name) => [name, '']));
        setParams({ ...rest, filters: { ...cleared, ...(options[filter] ?? {}) } });
      },
    };
  }, [server, params.filters, setParams, options]);
}

/**
 * The tests' table over an array: DataTable drawing the state of useClientList, with the array's
 * options beside the table's own props (as a page writes them).
 */
import { DataTable, useClientList, type ClientListOptions, type DataTableProps } from '../index';

export type ClientDataTableProps<T> = Omit<DataTableProps<T>, 'list'> &
  Omit<ClientListOptions<T>, 'columns' | 'filters' | 'refresh'> & { items: T[]; onRefresh?: () => void };

export function ClientDataTable<T>({ items, loading, error, onRefresh, storageKey, searchFn, defaultFilter, ...table }: ClientDataTableProps<T>) {
  const list = useClientList(items, { columns: table.columns, filters: table.filters, loading, error, refresh: onRefresh, storageKey, searchFn, defaultFilter });
  return <DataTable {...table} list={list} />;
}

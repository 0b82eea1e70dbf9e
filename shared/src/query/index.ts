/**
 * `@sge/shared/query`: the one server-state layer (DESIGN.md §9), TanStack Query on one QueryClient
 * shared by every app as a federation singleton. Apps import TanStack Query only from here (one copy,
 * one cache). The hooks below are bound to that client, so a page needs no provider around it.
 * The sign-in form does not load this entry.
 */
import {
  useIsFetching as useIsFetchingOf,
  useQueries as useQueriesOf,
  useQuery as useQueryOf,
  type DefaultError,
  type QueryFilters,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { queryClient } from './client';

export { queryClient, invalidateAfterWrite, isRetryable, retryDelay, FRESH_MS, CACHE_TTL_MS, MAX_RETRIES } from './client';
export { API_ROOTS, apiKey, apiQuery, pageQuery, pathSegments, type ApiKey, type ApiParams, type ApiQueryOptions, type ApiRoot } from './keys';
export { WRITES_ALSO_CHANGE, rootsChangedBy } from './invalidation';
export {
  defineList,
  filterParams,
  firstPageParams,
  prefetchList,
  useMappedFilter,
  useServerList,
  type FilterOptions,
  type ListQuery,
  type RowOf,
  type ServerList,
  type ServerListDefinition,
  type ServerListOptions,
  type ServerListParams,
} from './server-list';
export { keepPreviousData, onlineManager, queryOptions, skipToken, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';

/** TanStack's useQuery on the one client. */
export function useQuery<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  return useQueryOf(options, queryClient);
}

/** TanStack's useQueries on the one client. */
export const useQueries: typeof useQueriesOf = (options) => useQueriesOf(options, queryClient);

/** How many queries fetch now (TanStack's useIsFetching on the one client). */
export const useIsFetching = (filters?: QueryFilters): number => useIsFetchingOf(filters, queryClient);

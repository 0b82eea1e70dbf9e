/**
 * Query keys derived from the API's paths and parameters, so a key is never written by hand: the
 * key of `GET /accounts-payable/12?page=2` is `['accounts-payable', '12', { page: 2 }]`. A key
 * starts with its path's first segment, its root: invalidating `['accounts-payable']` reaches every
 * query under that path (lists, statistics, one account).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@sge/shared/contract';
import { http, type QueryValue, type RequestOptions } from '@sge/shared/http';

/** The first segment of every path the apps call (under /api). */
export const API_ROOTS = [
  'accounts-payable',
  'accounts-receivable',
  'auth',
  'budgets',
  'categories',
  'employees',
  'event-employees',
  'events',
  'financial',
  'financial-charts',
  'health',
  'inventory',
  'payment-gateways',
  'payment-requests',
  'pre-registration',
  'recurring-accounts',
  'service-catalog',
  'settings',
  'users',
] as const;
export type ApiRoot = (typeof API_ROOTS)[number];

/** Parameters of a request, as kept in a key. */
export type ApiParams = Record<string, QueryValue>;
/** A key: the path's segments, then the parameters that were set (when any). */
export type ApiKey = readonly (string | ApiParams)[];

/** The parameters that reach the server: those left out, null or '' are not sent (http.buildUrl). */
function sentParams(params: ApiParams | undefined): ApiParams | null {
  if (!params) return null;
  const sent = Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return sent.length ? Object.fromEntries(sent) : null;
}

/** The segments of an API path: '/financial-charts/kpis' → ['financial-charts', 'kpis']. */
export const pathSegments = (path: string): string[] => path.split('?')[0]!.split('/').filter(Boolean);

/** The key of a GET of `path` with `params`: its segments, then the parameters sent. */
export function apiKey(path: string, params?: ApiParams): ApiKey {
  const sent = sentParams(params);
  return sent ? [...pathSegments(path), sent] : pathSegments(path);
}

/** How a query's request is sent: `silent` keeps it out of the loading indicator (a picker's search). */
export type ApiQueryOptions = Pick<RequestOptions, 'silent' | 'timeoutMs'>;

/**
 * The query of a GET whose answer is the body's `data`: the fetcher and its key in one place.
 * Failures notify once, from the layer, after its retries (not from each attempt).
 */
export function apiQuery<T>(path: string, params?: ApiParams, options?: ApiQueryOptions) {
  return queryOptions<T, Error, T, ApiKey>({
    queryKey: apiKey(path, params),
    queryFn: ({ signal }) => http.get<T>(path, { ...options, query: params, signal, notifyError: false }),
  });
}

/** The query of one page of a paged list: `{ data, meta }` (DESIGN.md §9 "Lists"). */
export function pageQuery<T>(path: string, params?: ApiParams, options?: ApiQueryOptions) {
  return queryOptions<Page<T>, Error, Page<T>, ApiKey>({
    queryKey: apiKey(path, params),
    queryFn: ({ signal }) => http.getPage<T>(path, { ...options, query: params, signal, notifyError: false }),
  });
}

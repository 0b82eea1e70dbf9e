/**
 * The one API client (SPEC §7, §8): base /api, JSON, 10 s timeout, Bearer token, `data` unwrapping,
 * the loading counter, and the session/error rules for 401, 403 and other failures.
 */
import { create } from 'zustand';
import { useSessionStore } from '@sge/shared/session';
import { currentPage, notify } from '@sge/shared/notify';
import { navigateTo } from '@sge/shared/router';
import { isHomePath } from '@sge/shared/access';
import type { Page } from '@sge/shared/contract';
import { learnServerClock } from './server-clock';

export const HTTP_TIMEOUT_MS = 10_000;

/** The header every /api answer carries with the server's clock (ms since the epoch); equal to the contract's SERVER_TIME_HEADER. */
export const SERVER_TIME_HEADER = 'X-Server-Time';
/** A fresh token for this session after a call ended the user's other sessions; equal to the contract's SESSION_TOKEN_HEADER. */
export const SESSION_TOKEN_HEADER = 'X-Session-Token';

export const HTTP_MESSAGES = {
  sessionExpired: 'Sessão expirada. Faça login novamente.',
  forbiddenHome: 'Acesso não autorizado. Faça login novamente.',
  forbidden: 'Acesso não autorizado.',
  generic: 'Ocorreu um erro na requisição',
} as const;

let apiBase = '/api';

/** Points the client at another API origin (default '/api', same origin). */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}
export const getApiBase = (): string => apiBase;

/** An API failure: status 0 means no response (network error or timeout). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
    /** True when the caller cancelled the request through its signal: nothing is shown for it. */
    readonly aborted = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface LoadingState {
  count: number;
  increment: () => void;
  decrement: () => void;
}

/** In-flight request counter: the loading indicator shows while count > 0 (SPEC §4). */
export const useLoadingStore = create<LoadingState>()((set) => ({
  count: 0,
  increment: () => set((s) => ({ count: s.count + 1 })),
  decrement: () => set((s) => ({ count: Math.max(0, s.count - 1) })),
}));

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Do not count this request in the loading indicator. */
  silent?: boolean;
  /** Do not show the generic error notification (the caller shows its own). 401/403 rules still apply. */
  notifyError?: boolean;
  /** Skip the 401/403 session rules (the login call handles its own failure). */
  skipAuthRules?: boolean;
  /** 'blob' returns the raw file (exports); 'page' the whole `{ data, meta }` of a paged list; default 'json' unwraps `data`. */
  responseType?: 'json' | 'blob' | 'page';
}

const currentPath = (): string =>
  typeof window !== 'undefined' ? `${window.location.pathname}${window.location.search}${window.location.hash}` : '/';

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.append(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

const messageOf = (body: unknown): string | null =>
  body && typeof body === 'object' && 'message' in body && typeof (body as { message: unknown }).message === 'string'
    ? (body as { message: string }).message
    : null;

function applyErrorRules(error: ApiError, options: RequestOptions): void {
  if (!options.skipAuthRules && error.status === 401) {
    useSessionStore.getState().signOut();
    notify.error(HTTP_MESSAGES.sessionExpired);
    const here = currentPath();
    const onLogin = here.startsWith('/login');
    navigateTo(onLogin ? here : `/login?redirect=${encodeURIComponent(here)}`, { replace: true });
    return;
  }
  if (!options.skipAuthRules && error.status === 403) {
    if (typeof window !== 'undefined' && isHomePath(window.location.pathname)) {
      useSessionStore.getState().signOut();
      notify.error(HTTP_MESSAGES.forbiddenHome);
      navigateTo('/login', { replace: true });
    } else {
      notify.error(HTTP_MESSAGES.forbidden);
      navigateTo('/unauthorized');
    }
    return;
  }
  // The failure belongs to this page: it does not follow the user to the next one.
  if (options.notifyError !== false) notify.error(error.message, { page: currentPage() });
}

/** Called after each write (POST, PUT, PATCH, DELETE) the server accepted, with its path. */
export type ApiWriteListener = (path: string) => void;
const writeListeners = new Set<ApiWriteListener>();

/**
 * Tells `listener` of every accepted write, by path: the server-state layer (@sge/shared/query)
 * marks stale what each write changed. Returns the unsubscribe.
 */
export function onApiWrite(listener: ApiWriteListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

/** How long a prefetched answer waits for the start step that asks for it. */
export const PREFETCH_TTL_MS = 10_000;

/** GET answers started before their page asked for them: URL → the answer, for one taker. */
const prefetched = new Map<string, { at: number; token: string | null; response: Promise<Response> }>();

/**
 * Starts a GET now (the start's steps, asked behind the splash before their turn): the step's own
 * request for the same URL within {@link PREFETCH_TTL_MS}, with the same session, takes this answer
 * instead of being sent again. Silent; a failed prefetch is forgotten and the step sends its own.
 * Pages prefetch through the server-state layer (@sge/shared/query), not here.
 */
export function prefetch(path: string, query?: Record<string, QueryValue>): void {
  const url = buildUrl(path, query);
  const token = useSessionStore.getState().token;
  const now = Date.now();
  const held = prefetched.get(url);
  if (held && now - held.at < PREFETCH_TTL_MS && held.token === token) return;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  const response = fetch(url, { method: 'GET', headers, signal: controller.signal }).finally(() => clearTimeout(timer));
  response.catch(() => prefetched.delete(url));
  prefetched.set(url, { at: now, token, response });
}

/** The prefetched answer for this URL and session, once; null when there is none or it is stale. */
function takePrefetched(url: string, token: string | null): Promise<Response> | null {
  const held = prefetched.get(url);
  if (!held) return null;
  prefetched.delete(url);
  return Date.now() - held.at < PREFETCH_TTL_MS && held.token === token ? held.response : null;
}

/** Sends a request and resolves with the body's `data` (or the file, for blob responses). */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, timeoutMs = HTTP_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = useSessionStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onAbort = (): void => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  if (!options.silent) useLoadingStore.getState().increment();

  // A write makes every answer fetched ahead of it stale (a page reloading after it must see it).
  if (method !== 'GET') prefetched.clear();
  const sentAt = Date.now();
  try {
    let response: Response;
    const url = buildUrl(path, query);
    const early = method === 'GET' && body === undefined ? takePrefetched(url, token) : null;
    const send = () =>
      fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: controller.signal });
    try {
      // A prefetched answer that failed is not the page's answer: it then sends its own request.
      response = early ? await early.catch(send) : await send();
    } catch {
      throw new ApiError(HTTP_MESSAGES.generic, 0);
    }
    if (early && controller.signal.aborted) throw new ApiError(HTTP_MESSAGES.generic, 0);
    if (response.ok) learnServerClock(response.headers.get(SERVER_TIME_HEADER), sentAt, Date.now());
    const renewed = response.ok ? response.headers.get(SESSION_TOKEN_HEADER) : null;
    if (renewed) useSessionStore.getState().renewToken(renewed);
    if (options.responseType === 'blob' && response.ok) return (await response.blob()) as T;
    const text = await response.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
    }
    if (!response.ok) throw new ApiError(messageOf(parsed) ?? HTTP_MESSAGES.generic, response.status, parsed);
    if (method !== 'GET') for (const listener of writeListeners) listener(path);
    if (options.responseType === 'page') return parsed as T;
    if (parsed && typeof parsed === 'object' && 'data' in parsed) return (parsed as { data: T }).data;
    return parsed as T;
  } catch (e) {
    if (options.signal?.aborted) throw new ApiError('Requisição cancelada', 0, null, true);
    const error = e instanceof ApiError ? e : new ApiError(HTTP_MESSAGES.generic, 0);
    applyErrorRules(error, options);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    if (!options.silent) useLoadingStore.getState().decrement();
  }
}

type Opts = Omit<RequestOptions, 'method' | 'body'>;

/** Shortcuts: `http.get<Employee[]>('/employees')`. */
export const http = {
  get: <T>(path: string, options?: Opts) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Opts) => request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Opts) => request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Opts) => request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Opts) => request<T>(path, { ...options, method: 'DELETE' }),
  /** One page of a paged list, with its `meta` (issue 14): `http.getPage<Employee>('/employees', { query: { page: 2 } })`. */
  getPage: <T>(path: string, options?: Omit<Opts, 'responseType'>) =>
    request<Page<T>>(path, { ...options, method: 'GET', responseType: 'page' }),
  /** Starts a GET ahead of the start step that will ask for it: see {@link prefetch}. */
  prefetch,
};

export { CLOCK_WARNING_MS, useServerClockStore, learnServerClock, clockOffsetMs, describeClockSkew, type ServerClockState } from './server-clock';
export { saveFile } from './save-file';

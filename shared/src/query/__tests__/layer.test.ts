/**
 * The server-state layer's rules: keys from the API's paths, what each write makes stale (across
 * areas), the retries SPEC §4 allows, one notification per failure, and no cache beyond a session.
 */
import { mockApi, resetSession } from '@sge/shared/testing';
import { http, setApiBase } from '@sge/shared/http';
import { useNotificationStore } from '@sge/shared/notify';
import { setNavigator } from '@sge/shared/router';
import {
  API_ROOTS,
  MAX_RETRIES,
  WRITES_ALSO_CHANGE,
  apiKey,
  apiQuery,
  pageQuery,
  queryClient,
  retryDelay,
  rootsChangedBy,
} from '../index';

const ADMIN = { token: 't', role: 'ADMIN', username: 'ana', id: 1 };
const messages = () => useNotificationStore.getState().queue.map((n) => n.text);

beforeEach(() => {
  setApiBase('/api');
  // The 401/403 rules navigate; the router is not mounted here.
  setNavigator(() => undefined);
  resetSession(ADMIN);
  useNotificationStore.getState().clear();
});

describe('keys', () => {
  it("are the path's segments, then the parameters sent", () => {
    expect(apiKey('/accounts-payable')).toEqual(['accounts-payable']);
    expect(apiKey('/accounts-payable/12/pay')).toEqual(['accounts-payable', '12', 'pay']);
    expect(apiKey('/events', { page: 1, pageSize: 10, sort: undefined, search: '', status: null })).toEqual(['events', { page: 1, pageSize: 10 }]);
    expect(apiKey('/events', {})).toEqual(['events']);
  });

  it('name the request their query sends: the same path and parameters', async () => {
    const calls = mockApi({
      'GET /api/financial-charts/kpis': { body: { data: { total: 1 } } },
      'GET /api/events': { body: { data: [], meta: { total: 0, page: 2, pageSize: 5 } } },
    });
    const kpis = apiQuery<{ total: number }>('/financial-charts/kpis', { startDate: '2026-01-01' });
    await expect(queryClient.fetchQuery(kpis)).resolves.toEqual({ total: 1 });
    const events = pageQuery('/events', { page: 2, pageSize: 5 });
    await expect(queryClient.fetchQuery(events)).resolves.toEqual({ data: [], meta: { total: 0, page: 2, pageSize: 5 } });
    for (const [call, key] of [
      [calls[0]!, kpis.queryKey],
      [calls[1]!, events.queryKey],
    ] as const) {
      expect(apiKey(call.path.replace(/^\/api/, ''), Object.fromEntries(call.query))).toEqual(
        // URL parameters arrive as text.
        (key as readonly unknown[]).map((part) => (typeof part === 'object' ? Object.fromEntries(Object.entries(part as object).map(([k, v]) => [k, String(v)])) : part)),
      );
    }
  });
});

describe('the invalidation map', () => {
  it('names only roots the apps call, and each root once', () => {
    for (const [root, others] of Object.entries(WRITES_ALSO_CHANGE)) {
      expect(API_ROOTS).toContain(root);
      for (const other of others) expect(API_ROOTS).toContain(other);
      expect(new Set(others).size).toBe(others.length);
      expect(others).not.toContain(root);
    }
    expect(Object.keys(WRITES_ALSO_CHANGE).sort()).toEqual([...API_ROOTS].sort());
  });

  it('has paying a payment request change the requests, the payables, the cash flow and the KPIs', () => {
    expect(rootsChangedBy('/payment-requests/7/pay')).toEqual(expect.arrayContaining(['payment-requests', 'accounts-payable', 'financial-charts']));
    expect(rootsChangedBy('/inventory/items/3')).toEqual(['inventory']);
  });

  it("makes stale, after a write the server accepted, the queries under its root and the map's", async () => {
    mockApi({
      'POST /api/payment-requests/7/pay': { body: { data: { id: 7 } } },
      'POST /api/inventory/transactions': { status: 409, body: { message: 'Estoque insuficiente' } },
    });
    const fresh = { updatedAt: Date.now() };
    queryClient.setQueryData(apiKey('/accounts-payable', { page: 1, pageSize: 10 }), [], fresh);
    queryClient.setQueryData(apiKey('/financial-charts/cash-flow', { startDate: '2026-01-01' }), {}, fresh);
    queryClient.setQueryData(apiKey('/financial-charts/dashboard'), {}, fresh);
    queryClient.setQueryData(apiKey('/inventory/items'), [], fresh);
    queryClient.setQueryData(apiKey('/users'), [], fresh);
    const stale = (path: string, params?: Record<string, string | number>) => queryClient.getQueryState(apiKey(path, params))?.isInvalidated;

    await expect(http.post('/inventory/transactions', {}, { notifyError: false })).rejects.toThrow();
    expect(stale('/inventory/items')).toBe(false);

    await http.post('/payment-requests/7/pay', {});
    expect(stale('/accounts-payable', { page: 1, pageSize: 10 })).toBe(true);
    expect(stale('/financial-charts/cash-flow', { startDate: '2026-01-01' })).toBe(true);
    expect(stale('/financial-charts/dashboard')).toBe(true);
    expect(stale('/inventory/items')).toBe(false);
    expect(stale('/users')).toBe(false);
  });
});

describe('retries and failures', () => {
  const noWait = { ...apiQuery('/users'), retryDelay: 0 };

  it('retries a 5xx at most twice with a growing backoff, and tells the failure once', async () => {
    const calls = mockApi({ 'GET /api/users': { status: 503, body: { message: 'Serviço indisponível' } } });
    await expect(queryClient.fetchQuery({ ...noWait, retry: queryClient.getDefaultOptions().queries!.retry })).rejects.toThrow('Serviço indisponível');
    expect(calls).toHaveLength(1 + MAX_RETRIES);
    expect(retryDelay(0)).toBeLessThan(retryDelay(1));
  });

  it('retries a network failure too', async () => {
    let attempts = 0;
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => {
      attempts += 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await expect(queryClient.fetchQuery({ ...noWait, retry: queryClient.getDefaultOptions().queries!.retry })).rejects.toThrow();
    expect(attempts).toBe(3);
  });

  it('never retries a 401 or a 403 (SPEC §4 applies at once) nor a 4xx', async () => {
    for (const status of [401, 403, 404, 409]) {
      resetSession(ADMIN);
      const calls = mockApi({ 'GET /api/users': { status, body: { message: 'Não' } } });
      await expect(queryClient.fetchQuery({ ...noWait, retry: queryClient.getDefaultOptions().queries!.retry })).rejects.toThrow();
      expect(calls).toHaveLength(1);
    }
  });

  it("notifies a query's failure once, with the server's message or the query's own text, unless the page shows it", async () => {
    mockApi({ 'GET /api/users': { status: 400, body: { message: 'Parâmetro inválido' } } });
    const observe = (options: object) =>
      queryClient
        .getQueryCache()
        .build(queryClient, { ...noWait, ...options } as Parameters<typeof queryClient.fetchQuery>[0])
        .fetch()
        .catch(() => undefined);
    await observe({});
    expect(messages()).toEqual(['Parâmetro inválido']);
    queryClient.clear();
    await observe({ meta: { errorText: 'Erro ao carregar usuários.' } });
    expect(messages()).toEqual(['Parâmetro inválido', 'Erro ao carregar usuários.']);
    queryClient.clear();
    await observe({ meta: { notifyError: false } });
    expect(messages()).toHaveLength(2);
  });
});

describe('the session', () => {
  it('leaves no answer in the cache after signing out, nor for another user', () => {
    queryClient.setQueryData(apiKey('/users'), [{ id: 1 }]);
    resetSession();
    expect(queryClient.getQueryData(apiKey('/users'))).toBeUndefined();
  });

  it('keeps the cache when only the token is renewed', async () => {
    const { useSessionStore } = await import('@sge/shared/session');
    queryClient.setQueryData(apiKey('/users'), [{ id: 1 }]);
    useSessionStore.getState().renewToken('t2');
    expect(queryClient.getQueryData(apiKey('/users'))).toEqual([{ id: 1 }]);
    useSessionStore.getState().signIn({ token: 't3', role: 'MANAGER', username: 'bia', id: 2, photoUrl: null });
    expect(queryClient.getQueryData(apiKey('/users'))).toBeUndefined();
  });
});

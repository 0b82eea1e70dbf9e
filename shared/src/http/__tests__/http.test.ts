import { ApiError, HTTP_TIMEOUT_MS, PREFETCH_TTL_MS, SESSION_TOKEN_HEADER, http, setApiBase, useLoadingStore } from '@sge/shared/http';
import { useSessionStore } from '@sge/shared/session';
import { useNotificationStore } from '@sge/shared/notify';
import { setNavigator } from '@sge/shared/router';

const navigate = jest.fn();
let unregister: () => void;

const respond = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue(new Response(body === undefined ? '' : JSON.stringify(body), { status }));

const texts = () => useNotificationStore.getState().queue.map((n) => n.text);

beforeEach(() => {
  setApiBase('/api');
  localStorage.clear();
  useSessionStore.getState().signOut();
  useNotificationStore.getState().clear();
  navigate.mockReset();
  unregister = setNavigator(navigate);
  window.history.replaceState(null, '', '/employees?x=1');
});
afterEach(() => unregister());

it('sends JSON with the Bearer token to /api and unwraps data', async () => {
  useSessionStore.getState().signIn({ token: 'abc', role: 'ADMIN', username: 'admin', id: 1, photoUrl: null });
  const fetchMock = respond(200, { data: [{ id: 1 }] });
  globalThis.fetch = fetchMock;
  await expect(http.post('/employees', { name: 'Ana' }, { query: { q: 'a b', empty: '' } })).resolves.toEqual([{ id: 1 }]);
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/employees?q=a+b');
  expect(init.method).toBe('POST');
  expect(init.headers.Authorization).toBe('Bearer abc');
  expect(init.headers['Content-Type']).toBe('application/json');
  expect(init.body).toBe('{"name":"Ana"}');
});

it('sends no Authorization header without a token', async () => {
  const fetchMock = respond(200, { data: 1 });
  globalThis.fetch = fetchMock;
  await http.get('/health');
  expect(fetchMock.mock.calls[0][1].headers.Authorization).toBeUndefined();
});

it('keeps the fresh token a call sends back (a password change ended the other sessions), and the rest of the session', async () => {
  useSessionStore.getState().signIn({ token: 'old', role: 'ADMIN', username: 'admin', id: 1, photoUrl: null });
  globalThis.fetch = jest.fn().mockResolvedValue(new Response('{"data":{}}', { status: 200, headers: { [SESSION_TOKEN_HEADER]: 'fresh' } }));
  await http.patch('/users/1/change-password', { newPassword: 'Nova@1234' });
  expect(useSessionStore.getState()).toMatchObject({ token: 'fresh', username: 'admin', role: 'ADMIN' });
  expect(localStorage.getItem('token')).toBe('fresh');
  const fetchMock = respond(200, { data: 1 });
  globalThis.fetch = fetchMock;
  await http.get('/health');
  expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('Bearer fresh');
});

it('counts requests in flight', async () => {
  let release: (r: Response) => void = () => {};
  globalThis.fetch = jest.fn(() => new Promise<Response>((r) => (release = r)));
  const p1 = http.get('/a');
  expect(useLoadingStore.getState().count).toBe(1);
  release(new Response('{"data":1}', { status: 200 }));
  await p1;
  expect(useLoadingStore.getState().count).toBe(0);
});

it('on 401 signs out, says the session expired and goes to login with redirect', async () => {
  useSessionStore.getState().signIn({ token: 'abc', role: 'ADMIN', username: 'admin', id: 1, photoUrl: null });
  globalThis.fetch = respond(401, { message: 'Token inválido' });
  await expect(http.get('/employees')).rejects.toBeInstanceOf(ApiError);
  expect(useSessionStore.getState().token).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  expect(texts()).toEqual(['Sessão expirada. Faça login novamente.']);
  // It explains the sign-in page the user is taken to: not tied to the page they leave.
  expect(useNotificationStore.getState().queue[0].page).toBeUndefined();
  expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Femployees%3Fx%3D1', { replace: true });
});

it('on 403 on a home path signs out and goes to /login', async () => {
  window.history.replaceState(null, '', '/dashboard');
  useSessionStore.getState().signIn({ token: 'abc', role: 'ADMIN', username: 'admin', id: 1, photoUrl: null });
  globalThis.fetch = respond(403, { message: 'x' });
  await expect(http.get('/x')).rejects.toMatchObject({ status: 403 });
  expect(useSessionStore.getState().token).toBeNull();
  expect(texts()).toEqual(['Acesso não autorizado. Faça login novamente.']);
  expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
});

it('on 403 elsewhere keeps the session and goes to /unauthorized', async () => {
  useSessionStore.getState().signIn({ token: 'abc', role: 'ADMIN', username: 'admin', id: 1, photoUrl: null });
  globalThis.fetch = respond(403, { message: 'x' });
  await expect(http.get('/x')).rejects.toMatchObject({ status: 403 });
  expect(useSessionStore.getState().token).toBe('abc');
  expect(texts()).toEqual(['Acesso não autorizado.']);
  expect(navigate).toHaveBeenCalledWith('/unauthorized', undefined);
});

it('shows the server message, else the generic one', async () => {
  globalThis.fetch = respond(409, { message: 'Já existe um funcionário com este CPF' });
  await expect(http.post('/employees', {})).rejects.toMatchObject({ status: 409, message: 'Já existe um funcionário com este CPF' });
  globalThis.fetch = respond(500, undefined);
  await expect(http.get('/x')).rejects.toMatchObject({ status: 500, message: 'Ocorreu um erro na requisição' });
  globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(http.get('/x')).rejects.toMatchObject({ status: 0 });
  expect(texts()).toEqual(['Já existe um funcionário com este CPF', 'Ocorreu um erro na requisição', 'Ocorreu um erro na requisição']);
});

it("ties a failed request's message to the page it failed on (the session rules' messages follow the user)", async () => {
  useNotificationStore.getState().clear();
  window.history.pushState({}, '', '/financial/charts');
  globalThis.fetch = respond(500, undefined);
  await expect(http.get('/x')).rejects.toMatchObject({ status: 500 });
  expect(useNotificationStore.getState().queue.map((n) => n.page)).toEqual(['/financial/charts']);
  useNotificationStore.getState().leavePage('/financial/charts');
  expect(texts()).toEqual(['Ocorreu um erro na requisição']);
  useNotificationStore.getState().leavePage('/financial/cash-flow');
  expect(texts()).toEqual([]);
  window.history.pushState({}, '', '/');
});

it('lets a caller show its own error', async () => {
  globalThis.fetch = respond(400, { message: 'CPF inválido' });
  await expect(http.post('/employees', {}, { notifyError: false })).rejects.toMatchObject({ message: 'CPF inválido' });
  expect(texts()).toEqual([]);
});

it('aborts after the 10 s timeout', async () => {
  jest.useFakeTimers();
  globalThis.fetch = jest.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
  );
  const p = http.get('/slow');
  const assertion = expect(p).rejects.toMatchObject({ status: 0, message: 'Ocorreu um erro na requisição' });
  jest.advanceTimersByTime(HTTP_TIMEOUT_MS - 1);
  expect(useLoadingStore.getState().count).toBe(1);
  jest.advanceTimersByTime(1);
  await assertion;
  jest.useRealTimers();
});

it('stays silent when the caller cancels the request', async () => {
  globalThis.fetch = jest.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
  );
  const controller = new AbortController();
  const p = http.get('/slow', { signal: controller.signal });
  controller.abort();
  await expect(p).rejects.toMatchObject({ aborted: true, status: 0 });
  expect(texts()).toEqual([]);
  expect(useLoadingStore.getState().count).toBe(0);
});

describe("prefetch (a page's first request started on hover, issue 15)", () => {
  const page = (id: number) => new Response(JSON.stringify({ data: [{ id }], meta: { total: 1, page: 1, pageSize: 10 } }), { status: 200 });

  it("gives the page's GET of the same URL the prefetched answer, without a second request", async () => {
    useSessionStore.getState().signIn({ token: 'abc', role: 'ADMIN', username: 'admin', id: 1, photoUrl: null });
    const fetchMock = jest.fn().mockResolvedValueOnce(page(1)).mockResolvedValue(page(2));
    globalThis.fetch = fetchMock;
    http.prefetch('/events', { page: 1, pageSize: 10 });
    http.prefetch('/events', { page: 1, pageSize: 10 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/events?page=1&pageSize=10');
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('Bearer abc');
    await expect(http.getPage('/events', { query: { page: 1, pageSize: 10 } })).resolves.toMatchObject({ data: [{ id: 1 }] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next request (a reload) goes to the server.
    await expect(http.getPage('/events', { query: { page: 1, pageSize: 10 } })).resolves.toMatchObject({ data: [{ id: 2 }] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used for another URL, another session, or once it is stale', async () => {
    jest.useFakeTimers();
    try {
      useSessionStore.getState().signIn({ token: 'abc', role: 'ADMIN', username: 'admin', id: 1, photoUrl: null });
      const fetchMock = jest.fn().mockImplementation(() => Promise.resolve(page(9)));
      globalThis.fetch = fetchMock;
      http.prefetch('/events', { page: 1 });
      await http.getPage('/events', { query: { page: 2 } });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      useSessionStore.getState().signIn({ token: 'other', role: 'ADMIN', username: 'admin', id: 1, photoUrl: null });
      await http.getPage('/events', { query: { page: 1 } });
      expect(fetchMock).toHaveBeenCalledTimes(3);
      http.prefetch('/users');
      jest.advanceTimersByTime(PREFETCH_TTL_MS + 1);
      await http.get('/users');
      expect(fetchMock).toHaveBeenCalledTimes(5);
    } finally {
      jest.useRealTimers();
    }
  });

  it('is dropped by a write: the list reloaded after it comes from the server', async () => {
    useSessionStore.getState().signIn({ token: 'abc', role: 'ADMIN', username: 'admin', id: 1, photoUrl: null });
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(page(1))
      .mockResolvedValueOnce(new Response(JSON.stringify({ data: { id: 2 } }), { status: 201 }))
      .mockResolvedValue(page(2));
    globalThis.fetch = fetchMock;
    // Hovering the menu entry of the page on screen, then creating a record there.
    http.prefetch('/events', { page: 1, pageSize: 10 });
    await http.post('/events', { name: 'Novo' });
    await expect(http.getPage('/events', { query: { page: 1, pageSize: 10 } })).resolves.toMatchObject({ data: [{ id: 2 }] });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('sends the page its own request when the prefetch failed', async () => {
    useSessionStore.getState().signIn({ token: 'abc', role: 'ADMIN', username: 'admin', id: 1, photoUrl: null });
    const fetchMock = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(page(3));
    globalThis.fetch = fetchMock;
    http.prefetch('/events');
    await expect(http.getPage('/events')).resolves.toMatchObject({ data: [{ id: 3 }] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(texts()).toEqual([]);
  });
});

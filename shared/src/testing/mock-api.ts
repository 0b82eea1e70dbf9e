/**
 * A fake API behind `global.fetch`, so tests run the real fetchers and the real http client.
 * Routes are keyed 'METHOD /api/path'; unknown routes answer 404 `{ message }` like the server.
 */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface ApiReply {
  status?: number;
  body?: unknown;
}

export type ApiRoute = ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>);

/** Installs the fake API for the current test and returns the calls it receives, in order. */
export function mockApi(routes: Record<string, ApiRoute>): ApiCall[] {
  const calls: ApiCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const reply =
      route === undefined
        ? { status: 404, body: { message: 'Recurso não encontrado' } }
        : typeof route === 'function'
          ? await route(call)
          : route;
    const status = reply.status ?? 200;
    const body = reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body);
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

/** A promise with its resolver, to hold a reply until the test lets it go. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

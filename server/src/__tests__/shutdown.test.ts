/**
 * Graceful shutdown on a real listening server (a bare Fastify app with a slow route and an onClose
 * hook standing for the database pool, registered like app.ts registers it). The same on the real
 * server process, SIGTERM and all: two-servers.test.ts (PostgreSQL).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createGracefulShutdown } from '../shutdown';

interface Answer {
  status: number;
  body: string;
}

function get(port: number, path: string, agent?: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

interface Harness {
  app: FastifyInstance;
  port: number;
  events: string[];
  entered: Promise<void>;
  release(): void;
}

async function startSlowServer(): Promise<Harness> {
  const events: string[] = [];
  const app = Fastify({ logger: false });
  // As app.ts: the database is opened, and its close hook added, before the routes.
  app.addHook('onClose', async () => {
    events.push('pool closed');
  });
  let enter!: () => void;
  const entered = new Promise<void>((resolve) => (enter = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/slow', async () => {
    enter();
    await released;
    events.push('slow answered');
    return { data: 'feito' };
  });
  app.get('/fast', async () => ({ data: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, events, entered, release };
}

const until = async (check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const refused = (port: number) =>
  get(port, '/fast').then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
  );

test('stops taking requests, finishes the one in flight, then closes the pool and exits 0', async () => {
  const server = await startSlowServer();
  // A load balancer keeps connections open between requests.
  const agent = new http.Agent({ keepAlive: true });
  try {
    expect((await get(server.port, '/fast', agent)).status).toBe(200);
    const inFlight = get(server.port, '/slow', agent);
    await server.entered;

    const exits: number[] = [];
    const done = createGracefulShutdown(() => server.app, { exit: (code) => exits.push(code) })(0);
    await until(() => refused(server.port));
    expect(server.events).toEqual([]);
    expect(exits).toEqual([]);

    server.release();
    const releasedAt = Date.now();
    expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ data: 'feito' }) });
    await done;
    // Closed right after the answer, not after the keep-alive timeout (5 s).
    expect(Date.now() - releasedAt).toBeLessThan(2_000);
    expect(server.events).toEqual(['slow answered', 'pool closed']);
    expect(exits).toEqual([0]);
  } finally {
    agent.destroy();
    server.release();
    await server.app.close();
  }
});

test('a request still running after the drain timeout is cut, and the pool still closes', async () => {
  const server = await startSlowServer();
  try {
    const inFlight = get(server.port, '/slow').then(
      () => 'answered',
      () => 'cut',
    );
    await server.entered;
    const exits: number[] = [];
    const startedAt = Date.now();
    await createGracefulShutdown(() => server.app, { drainTimeoutMs: 300, exit: (code) => exits.push(code) })(0);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(290);
    expect(await inFlight).toBe('cut');
    expect(server.events).toEqual(['pool closed']);
    expect(exits).toEqual([0]);
  } finally {
    server.release();
  }
});

test('a second signal while closing is ignored', async () => {
  const server = await startSlowServer();
  const exits: number[] = [];
  const shutdown = createGracefulShutdown(() => server.app, { exit: (code) => exits.push(code) });
  await Promise.all([shutdown(0), shutdown(0)]);
  expect(exits).toEqual([0]);
  expect(server.events).toEqual(['pool closed']);
});

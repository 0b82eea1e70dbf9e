import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { createDatabase } from '../../../db/database';
import { createTestApp, testConfig, type TestApp } from '../../../testing/test-app';

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

describe('with the database up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('live, ready and the health of old all answer 200, unauthenticated and never cached', async () => {
    const kind = t.database.kind;
    const expected: Array<[string, unknown]> = [
      ['/api/health/live', { status: 'ok' }],
      ['/api/health/ready', { status: 'ok', database: kind }],
      ['/api/health', { status: 'ok', database: kind }],
    ];
    for (const [url, data] of expected) {
      const res = await get(t.app, url);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 200, body: { data } });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('with the database unreachable', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const unreachable = createDatabase({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2000 }, 'postgres');
    app = await buildApp(testConfig(), { database: unreachable });
  });
  afterAll(() => app.close());

  test('live still answers 200: the process is alive, restarting it would not help', async () => {
    const res = await get(app, '/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
  });

  test.each(['/api/health/ready', '/api/health'])('%s answers 503 with a pt-BR message, so a load balancer sends traffic elsewhere', async (url) => {
    const res = await get(app, url);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Banco de dados indisponível' });
  });
});

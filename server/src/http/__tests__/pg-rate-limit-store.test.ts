/**
 * The public pre-registration limits count in the database: two servers on one database (two apps
 * built on the same Database here; two processes in two-servers.test.ts) share one count per IP.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../app';
import { PUBLIC_RATE_LIMITS } from '../../areas/registration/routes';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { bucketOf } from '../pg-rate-limit-store';

const VALIDATE_BUCKET = 'GET /api/pre-registration/validate';
const SUBMIT_BUCKET = 'POST /api/pre-registration/submit';

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp(testConfig(), { database: t.database });
});
afterAll(async () => {
  await other.close();
  await t.close();
});
beforeEach(() => t.reset());

const validate = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/pre-registration/validate?token=desconhecido', remoteAddress });
const submit = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/pre-registration/submit?token=desconhecido', payload: {}, remoteAddress });

const counters = () =>
  sql<{ bucket: string; client_key: string; hits: number }>`SELECT bucket, client_key, hits FROM rate_limit_counters ORDER BY bucket, client_key`
    .execute(t.database.db)
    .then((result) => result.rows);

test('two servers on one database share the count: the limit holds across both, not per server', async () => {
  const servers = [t.app, other];
  const { max } = PUBLIC_RATE_LIMITS.validate;
  for (let i = 0; i < max; i++) {
    const res = await validate(servers[i % 2], '10.1.0.1');
    expect(res.statusCode).not.toBe(429);
    expect(res.headers['x-ratelimit-remaining']).toBe(String(max - i - 1));
  }
  for (const server of servers) {
    const limited = await validate(server, '10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Muitas requisições. Tente novamente em alguns instantes.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(PUBLIC_RATE_LIMITS.validate.timeWindow / 1000);
  }
  // Another client, and another route for the same client, count apart.
  expect((await validate(other, '10.1.0.2')).statusCode).not.toBe(429);
  expect((await submit(t.app, '10.1.0.1')).statusCode).not.toBe(429);
  expect(await counters()).toEqual([
    { bucket: VALIDATE_BUCKET, client_key: '10.1.0.1', hits: max + 2 },
    { bucket: VALIDATE_BUCKET, client_key: '10.1.0.2', hits: 1 },
    { bucket: SUBMIT_BUCKET, client_key: '10.1.0.1', hits: 1 },
  ]);
});

test('parallel requests through both servers are all counted', async () => {
  const { max } = PUBLIC_RATE_LIMITS.submit;
  const answers = await Promise.all(Array.from({ length: max + 6 }, (_, i) => submit(i % 2 ? other : t.app, '10.2.0.1')));
  expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(6);
  expect(await counters()).toEqual([{ bucket: SUBMIT_BUCKET, client_key: '10.2.0.1', hits: max + 6 }]);
});

test('the window restarts after it ends: a blocked client is let in again', async () => {
  const { max } = PUBLIC_RATE_LIMITS.submit;
  for (let i = 0; i < max; i++) await submit(t.app, '10.3.0.1');
  expect((await submit(other, '10.3.0.1')).statusCode).toBe(429);
  await sql`UPDATE rate_limit_counters SET expires_at = now() - interval '1 second'`.execute(t.database.db);
  const res = await submit(other, '10.3.0.1');
  expect(res.statusCode).not.toBe(429);
  expect(res.headers['x-ratelimit-remaining']).toBe(String(max - 1));
  expect(await counters()).toEqual([{ bucket: SUBMIT_BUCKET, client_key: '10.3.0.1', hits: 1 }]);
});

test('rows expired for over an hour are pruned', async () => {
  // A fresh app: its store prunes on its first count.
  const fresh = await buildApp(testConfig(), { database: t.database });
  try {
    await sql`INSERT INTO rate_limit_counters (bucket, client_key, hits, expires_at)
              VALUES (${VALIDATE_BUCKET}, '10.4.0.1', 3, now() - interval '2 hours'),
                     (${VALIDATE_BUCKET}, '10.4.0.2', 3, now() - interval '10 minutes')`.execute(t.database.db);
    await validate(fresh, '10.4.0.3');
    for (let i = 0; i < 50 && (await counters()).some((row) => row.client_key === '10.4.0.1'); i++) await new Promise((r) => setTimeout(r, 20));
    expect((await counters()).map((row) => row.client_key)).toEqual(['10.4.0.2', '10.4.0.3']);
  } finally {
    await fresh.close();
  }
});

test('the bucket names the route', () => {
  expect(bucketOf({ routeInfo: { method: 'GET', url: '/api/x' } })).toBe('GET /api/x');
  expect(bucketOf({ routeInfo: { method: ['GET', 'HEAD'], url: '/api/x' } })).toBe('GET,HEAD /api/x');
  expect(bucketOf({})).toBe('*');
});

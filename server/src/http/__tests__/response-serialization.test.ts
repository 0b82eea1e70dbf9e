/**
 * Response schemas serialise, and Fastify's serializer drops every property a schema does not name:
 * a schema narrower than what its handler returns silently breaks the screens. On the demo data,
 * every JSON answer of the API's reads (and a sample of writes) must be exactly what the handler
 * returned — no field dropped, none retyped.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ROLES, type Role } from '@sge/shared/contract';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { seedDemoData } from '../../db/seed/demo-seed';
import { ROLE_USERNAMES, testConfig } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-db';

interface Operation {
  'x-roles': Role[];
  'x-public'?: boolean;
}

let app: FastifyInstance;
let database: Database;
/** What each handler returned, as JSON would carry it, by "METHOD url". */
const returned = new Map<string, unknown>();
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  expect(await seedDemoData(database.db)).toBe(true);
  app = await buildApp(testConfig(), {
    database,
    configure: (instance) =>
      instance.addHook('preSerialization', async (request, _reply, payload) => {
        returned.set(`${request.method} ${request.url}`, JSON.parse(JSON.stringify(payload)));
        return payload;
      }),
  });
  for (const role of ROLES) {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: ROLE_USERNAMES[role], password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    tokens[role] = res.json().data.token;
  }
}, 180_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Calls the API and compares the answer's body with what the handler returned. */
async function check(options: InjectOptions & { url: string; role?: Role }): Promise<{ statusCode: number; body: unknown; dropped: string | null }> {
  const { role, ...rest } = options;
  const method = rest.method ?? 'GET';
  returned.delete(`${method} ${rest.url}`);
  const res = await app.inject({ ...rest, headers: role ? { authorization: `Bearer ${tokens[role]}` } : {} });
  const body: unknown = String(res.headers['content-type']).startsWith('application/json') ? res.json() : res.body;
  const handled = returned.get(`${method} ${rest.url}`);
  const dropped = handled === undefined ? 'the handler returned nothing to serialise' : differences(handled, body, '').slice(0, 5).join('; ') || null;
  return { statusCode: res.statusCode, body, dropped };
}

/** Paths where `sent` differs from `handled` (a property dropped, a value changed). */
function differences(handled: unknown, sent: unknown, path: string): string[] {
  if (Array.isArray(handled)) {
    if (!Array.isArray(sent) || sent.length !== handled.length) return [`${path || '/'}: array changed`];
    return handled.flatMap((item, i) => differences(item, sent[i], `${path}/${i}`));
  }
  if (handled !== null && typeof handled === 'object') {
    if (sent === null || typeof sent !== 'object') return [`${path || '/'}: object changed`];
    const sentObject = sent as Record<string, unknown>;
    return Object.entries(handled as Record<string, unknown>).flatMap(([key, value]) =>
      key in sentObject ? differences(value, sentObject[key], `${path}/${key}`) : [`${path}/${key}: dropped`],
    );
  }
  return Object.is(handled, sent) ? [] : [`${path}: ${JSON.stringify(handled)} sent as ${JSON.stringify(sent)}`];
}


const firstId = async (url: string, role: Role = 'ADMIN'): Promise<number> => {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[role]}` } });
  const list = res.json().data as Array<{ id: number }>;
  expect([url, list.length > 0]).toEqual([url, true]);
  return list[0].id;
};

test('every read of the API answers exactly what its handler returned, on the demo data', async () => {
  const document = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const links = (await app.inject({ method: 'GET', url: '/api/event-employees', headers: { authorization: `Bearer ${tokens.ADMIN}` } })).json()
    .data as Array<{ eventId: number; employeeId: number; eventDay: string; checkIn: string | null }>;
  const link = links.find((l) => l.checkIn) ?? links[0];
  const requests = (await app.inject({ method: 'GET', url: '/api/payment-requests', headers: { authorization: `Bearer ${tokens.ADMIN}` } })).json().data;
  const ids: Record<string, number | string> = {
    eventId: link.eventId,
    employeeId: link.employeeId,
    day: link.eventDay,
    '/api/events': link.eventId,
    '/api/inventory/events': link.eventId,
    '/api/employees': link.employeeId,
    '/api/pre-registration': await firstId('/api/pre-registration/pending'),
    '/api/payment-requests': requests[0]?.id,
  };
  /** The reads that need a query. */
  const requiredQueries: Record<string, string> = {
    '/api/recurring-accounts/search': '?supplierName=a',
    '/api/payment-requests/payout-batch': `?eventId=${link.eventId}`,
  };
  const resolve = async (path: string): Promise<string> => {
    let url = path;
    for (const name of ['eventId', 'employeeId', 'day']) url = url.replace(`{${name}}`, String(ids[name]));
    if (url.includes('{id}')) {
      const collection = url.slice(0, url.indexOf('/{id}'));
      ids[collection] ??= await firstId(collection);
      url = url.replace('{id}', String(ids[collection]));
    }
    return url;
  };

  const problems: string[] = [];
  const answered: string[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    const operation = methods.get;
    if (!operation || path.endsWith('/export') || path === '/api/pre-registration/validate') continue;
    const role = operation['x-public'] ? undefined : operation['x-roles'].includes('ADMIN') ? 'ADMIN' : operation['x-roles'][0];
    const url = (await resolve(path)) + (requiredQueries[path] ?? '');
    const { statusCode, dropped } = await check({ method: 'GET', url, role });
    if (statusCode !== 200) problems.push(`GET ${url}: ${statusCode}`);
    else if (dropped) problems.push(`GET ${url}: ${dropped}`);
    else answered.push(path);
  }
  expect(problems).toEqual([]);
  // Every area's reads were compared, not skipped: lists, details and reports.
  expect(answered.length).toBeGreaterThan(60);
}, 120_000);

test('a sample of writes of each area answers exactly what its handler returned', async () => {
  const eventId = await firstId('/api/events');
  const writes: Array<InjectOptions & { url: string; role: Role }> = [
    { method: 'POST', url: '/api/employees', role: 'MANAGER', payload: { name: 'Paula Nova', cpf: '52998224725', function: 'Garçom', payRate: '150.00' } },
    { method: 'POST', url: `/api/employees/${await firstId('/api/employees')}/badge`, role: 'MANAGER' },
    { method: 'PUT', url: `/api/events/${eventId}/finalize`, role: 'MANAGER' },
    { method: 'POST', url: `/api/pre-registration/links/${await firstId('/api/pre-registration/links')}/revoke`, role: 'MANAGER' },
    { method: 'PATCH', url: `/api/categories/${await firstId('/api/categories')}/deactivate`, role: 'ADMIN' },
    { method: 'PATCH', url: `/api/recurring-accounts/${await firstId('/api/recurring-accounts')}/toggle-active`, role: 'FINANCIAL' },
    { method: 'POST', url: `/api/payment-gateways/${await firstId('/api/payment-gateways')}/test`, role: 'FINANCIAL' },
    { method: 'PATCH', url: '/api/users/4/toggle-active', role: 'ADMIN' },
  ];
  const problems: string[] = [];
  for (const write of writes) {
    const { statusCode, body, dropped } = await check(write);
    if (statusCode >= 300) problems.push(`${write.method} ${write.url}: ${statusCode} ${JSON.stringify(body)}`);
    else if (dropped) problems.push(`${write.method} ${write.url}: ${dropped}`);
  }
  expect(problems).toEqual([]);
}, 120_000);

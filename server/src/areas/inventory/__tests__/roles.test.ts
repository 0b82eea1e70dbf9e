/**
 * The inventory area's role matrix, endpoint by endpoint: every role that opens /inventory
 * (SPEC §6: admin, manager, coordinator, financial) reads everything; items are edited by admin and
 * manager; movements are posted by admin, manager and coordinator (the warehouse and the venue).
 * Written out here rather than read from permissions.ts, so a change there must be deliberate here too.
 */
import { ROLES, type Role } from '@sge/shared/contract';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { CHAIR, insertEvent, insertItem, postOk } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ALL: Role[] = ['ADMIN', 'MANAGER', 'COORDINATOR', 'FINANCIAL'];
const MANAGE: Role[] = ['ADMIN', 'MANAGER'];
const MOVE: Role[] = ['ADMIN', 'MANAGER', 'COORDINATOR'];

/** Item 1 with 10 units, 4 of them at event 1; item 2 never moved. */
async function arrange(): Promise<void> {
  await t.reset();
  await t.createUsers();
  const item = await insertItem(t, { name: 'Cadeira', sku: 'CAD' });
  await insertItem(t, { name: 'Mesa', sku: 'MES' });
  const event = await insertEvent(t);
  await postOk(t, { type: 'ENTRY', itemId: item, quantity: 10 });
  await postOk(t, { type: 'EXIT', itemId: item, quantity: 4, eventId: event });
}

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  ok: number;
  allowed: Role[];
  payload?: object;
  file?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/inventory/overview', ok: 200, allowed: ALL },
  { method: 'GET', url: '/api/inventory/items', ok: 200, allowed: ALL },
  { method: 'POST', url: '/api/inventory/items', ok: 201, allowed: MANAGE, payload: CHAIR },
  { method: 'GET', url: '/api/inventory/items/1', ok: 200, allowed: ALL },
  { method: 'PUT', url: '/api/inventory/items/1', ok: 200, allowed: MANAGE, payload: CHAIR },
  { method: 'DELETE', url: '/api/inventory/items/2', ok: 200, allowed: MANAGE },
  { method: 'GET', url: '/api/inventory/transactions', ok: 200, allowed: ALL },
  { method: 'POST', url: '/api/inventory/transactions', ok: 201, allowed: MOVE, payload: { type: 'RETURN', itemId: 1, quantity: 4, damaged: 1, eventId: 1 } },
  { method: 'GET', url: '/api/inventory/events/1/balance', ok: 200, allowed: ALL },
  { method: 'GET', url: '/api/inventory/reports/stock', ok: 200, allowed: ALL },
  { method: 'GET', url: '/api/inventory/reports/movements', ok: 200, allowed: ALL },
  { method: 'GET', url: '/api/inventory/reports/event-usage', ok: 200, allowed: ALL },
  { method: 'GET', url: '/api/inventory/reports/export?report=stock&format=xlsx', ok: 200, allowed: ALL, file: true },
];

const cases = ENDPOINTS.flatMap((endpoint) => ROLES.map((role) => [endpoint.method, endpoint.url, role, endpoint] as const));

describe('every endpoint × every role', () => {
  test.each(cases)('%s %s as %s', async (method, url, role, endpoint) => {
    await arrange();
    const res = await t.request({ method, url, role, ...(endpoint.payload ? { payload: endpoint.payload } : {}) });
    if (!endpoint.allowed.includes(role)) {
      expect([res.statusCode, res.json()]).toEqual([403, { message: 'Acesso não autorizado.' }]);
    } else if (endpoint.file) {
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    } else {
      expect([res.statusCode, res.json()]).toEqual([endpoint.ok, expect.objectContaining({ data: expect.anything() })]);
    }
  });
});

describe('without a token', () => {
  test.each(ENDPOINTS.map((endpoint) => [endpoint.method, endpoint.url, endpoint] as const))('%s %s answers 401', async (method, url, endpoint) => {
    const res = await t.request({ method, url, ...(endpoint.payload ? { payload: endpoint.payload } : {}) });
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'Autenticação necessária' }]);
  });
});

test('a forbidden role gets 403 before any validation', async () => {
  const res = await t.request({ method: 'POST', url: '/api/inventory/transactions', role: 'FINANCIAL', payload: { type: 'NOPE' } });
  expect(res.statusCode).toBe(403);
  const item = await t.request({ method: 'PUT', url: '/api/inventory/items/abc', role: 'COORDINATOR', payload: {} });
  expect(item.statusCode).toBe(403);
});

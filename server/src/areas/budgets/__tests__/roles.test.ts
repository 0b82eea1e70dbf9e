/**
 * The budgets area's role matrix, endpoint by endpoint (SPEC §6: budgets and payment requests for
 * admin, manager and financial). Written out here rather than read from permissions.ts.
 */
import { ROLES, type Role } from '@sge/shared/contract';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { insertEmployee, insertEvent, insertLink, insertPaymentRequest } from '../../events/__tests__/fixtures';
import { arrangeServices, budgetPayload, PAYMENT } from './fixtures';

let t: TestApp;
let payload: ReturnType<typeof budgetPayload>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ALLOWED: Role[] = ['ADMIN', 'MANAGER', 'FINANCIAL'];

/** Budgets 1 (RASCUNHO), 2 (ENVIADO), 3 (APROVADO); payment requests 1 and 2 PENDING, 3 APPROVED. */
async function arrange(): Promise<void> {
  await t.reset();
  await t.createUsers();
  const services = await arrangeServices(t);
  payload = budgetPayload(services);
  for (let i = 0; i < 3; i++) await t.request({ method: 'POST', url: '/api/budgets', role: 'ADMIN', payload });
  await t.request({ method: 'POST', url: '/api/budgets/2/send', role: 'ADMIN' });
  await t.request({ method: 'POST', url: '/api/budgets/3/send', role: 'ADMIN' });
  await t.request({ method: 'POST', url: '/api/budgets/3/approve', role: 'ADMIN', payload: { approved: true } });
  const event = await insertEvent(t);
  for (let i = 0; i < 3; i++) {
    const link = await insertLink(t, { eventId: event, employeeId: await insertEmployee(t), checkIn: '2030-01-10T10:00:00Z', checkOut: '2030-01-10T20:00:00Z' });
    await insertPaymentRequest(t, link);
  }
  await t.request({ method: 'POST', url: '/api/payment-requests/3/approve', role: 'ADMIN' });
}

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  ok: number;
  payload?: () => object;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/budgets', ok: 200 },
  { method: 'POST', url: '/api/budgets', ok: 201, payload: () => payload },
  { method: 'GET', url: '/api/budgets/1', ok: 200 },
  { method: 'PUT', url: '/api/budgets/1', ok: 200, payload: () => payload },
  { method: 'DELETE', url: '/api/budgets/1', ok: 200 },
  { method: 'POST', url: '/api/budgets/1/send', ok: 200 },
  { method: 'POST', url: '/api/budgets/2/approve', ok: 200, payload: () => ({ approved: true }) },
  { method: 'PATCH', url: '/api/budgets/3/confirm-payment', ok: 200, payload: () => PAYMENT },
  { method: 'POST', url: '/api/budgets/3/create-event', ok: 201 },
  { method: 'GET', url: '/api/payment-requests', ok: 200 },
  { method: 'POST', url: '/api/payment-requests/1/approve', ok: 200, payload: () => ({}) },
  { method: 'POST', url: '/api/payment-requests/3/pay', ok: 200, payload: () => PAYMENT },
  { method: 'POST', url: '/api/payment-requests/2/cancel', ok: 200, payload: () => ({ reason: 'Lançada em duplicidade' }) },
];

const cases = ENDPOINTS.flatMap((endpoint) => ROLES.map((role) => [endpoint.method, endpoint.url, role, endpoint] as const));

describe('every endpoint × every role', () => {
  test.each(cases)('%s %s as %s', async (method, url, role, endpoint) => {
    await arrange();
    const res = await t.request({ method, url, role, ...(endpoint.payload ? { payload: endpoint.payload() } : {}) });
    if (ALLOWED.includes(role)) {
      const body = res.json();
      // Lists answer a page: { data, meta } (issue 14); the rest { data }.
      expect([res.statusCode, body]).toEqual([endpoint.ok, { data: expect.anything(), ...('meta' in body ? { meta: expect.anything() } : {}) }]);
    } else {
      expect([res.statusCode, res.json()]).toEqual([403, { message: 'Acesso não autorizado.' }]);
    }
  });
});

describe('without a token', () => {
  test.each(ENDPOINTS.map((endpoint) => [endpoint.method, endpoint.url] as const))('%s %s answers 401', async (method, url) => {
    const res = await t.request({ method, url });
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'Autenticação necessária' }]);
  });
});

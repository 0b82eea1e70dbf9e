/**
 * The admin area's role matrix, endpoint by endpoint (SPEC §6: /users and /admin/* for the
 * administrator, /admin/payment-gateways also for the financial role; the categories, the
 * catalogue and the settings are read by every signed-in role). Written out here rather than read
 * from permissions.ts, so a change there must be a deliberate change here too.
 */
import { ROLES, type Role } from '@sge/shared/contract';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { checkAccounts: true });
});
afterAll(() => t.close());

const ALL: Role[] = ['ADMIN', 'MANAGER', 'COORDINATOR', 'FINANCIAL'];
const ADMIN: Role[] = ['ADMIN'];
const GATEWAYS: Role[] = ['ADMIN', 'FINANCIAL'];

/** Users 1–4 (one per role) and 5 (a coordinator to edit); categories 1–2; service 1; gateway 1. */
async function arrange(): Promise<void> {
  await t.reset();
  await t.createUsers();
  const admin = { role: 'ADMIN' as const };
  await t.request({ ...admin, method: 'POST', url: '/api/users', payload: { username: 'extra', name: 'Extra', role: 'COORDINATOR', password: 'Senha1234' } });
  await t.request({ ...admin, method: 'POST', url: '/api/categories', payload: { name: 'Receitas', type: 'RECEITA' } });
  await t.request({ ...admin, method: 'POST', url: '/api/categories', payload: { name: 'Despesas', type: 'DESPESA' } });
  await t.request({ ...admin, method: 'POST', url: '/api/service-catalog', payload: { name: 'Garçom', unit: 'diária', unitPrice: '100', staffPerUnit: 1 } });
  await t.request({
    ...admin,
    method: 'POST',
    url: '/api/payment-gateways',
    payload: { name: 'Stripe', provider: 'STRIPE', environment: 'SANDBOX', credentials: { secretKey: 'sk_test_1234567890abcd' } },
  });
}

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  ok: number;
  allowed: Role[];
  payload?: object;
}

const GATEWAY = { name: 'Asaas', provider: 'ASAAS', environment: 'SANDBOX', credentials: { apiKey: '$aact_hmlg_0000000000000000000000000' } };
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/users', ok: 200, allowed: ADMIN },
  { method: 'POST', url: '/api/users', ok: 201, allowed: ADMIN, payload: { username: 'novo', name: 'Novo', role: 'MANAGER', password: 'Senha1234' } },
  { method: 'GET', url: '/api/users/5', ok: 200, allowed: ADMIN },
  { method: 'PUT', url: '/api/users/5', ok: 200, allowed: ADMIN, payload: { username: 'extra', name: 'Extra Editado', role: 'COORDINATOR' } },
  { method: 'PATCH', url: '/api/users/5/change-password', ok: 200, allowed: ADMIN, payload: { newPassword: 'OutraSenha99' } },
  { method: 'PATCH', url: '/api/users/5/toggle-active', ok: 200, allowed: ADMIN },
  { method: 'GET', url: '/api/categories', ok: 200, allowed: ALL },
  { method: 'POST', url: '/api/categories', ok: 201, allowed: ADMIN, payload: { name: 'Nova', type: 'DESPESA' } },
  { method: 'GET', url: '/api/categories/1', ok: 200, allowed: ALL },
  { method: 'PUT', url: '/api/categories/1', ok: 200, allowed: ADMIN, payload: { name: 'Receitas Gerais', type: 'RECEITA' } },
  { method: 'DELETE', url: '/api/categories/2', ok: 200, allowed: ADMIN },
  { method: 'PATCH', url: '/api/categories/1/activate', ok: 200, allowed: ADMIN },
  { method: 'PATCH', url: '/api/categories/1/deactivate', ok: 200, allowed: ADMIN },
  { method: 'GET', url: '/api/categories/statistics', ok: 200, allowed: ADMIN },
  { method: 'GET', url: '/api/categories/search?type=RECEITA&active=true&q=rec', ok: 200, allowed: ALL },
  { method: 'GET', url: '/api/service-catalog?active=true', ok: 200, allowed: ALL },
  { method: 'POST', url: '/api/service-catalog', ok: 201, allowed: ADMIN, payload: { name: 'Copa', unit: 'diária', unitPrice: '80', staffPerUnit: 1 } },
  { method: 'GET', url: '/api/service-catalog/1', ok: 200, allowed: ALL },
  { method: 'PUT', url: '/api/service-catalog/1', ok: 200, allowed: ADMIN, payload: { name: 'Garçom', unit: 'hora', unitPrice: '30', staffPerUnit: 1 } },
  { method: 'DELETE', url: '/api/service-catalog/1', ok: 200, allowed: ADMIN },
  { method: 'GET', url: '/api/payment-gateways', ok: 200, allowed: GATEWAYS },
  { method: 'POST', url: '/api/payment-gateways', ok: 201, allowed: GATEWAYS, payload: GATEWAY },
  { method: 'GET', url: '/api/payment-gateways/1', ok: 200, allowed: GATEWAYS },
  { method: 'PUT', url: '/api/payment-gateways/1', ok: 200, allowed: GATEWAYS, payload: { ...GATEWAY, name: 'Asaas 2' } },
  { method: 'DELETE', url: '/api/payment-gateways/1', ok: 200, allowed: GATEWAYS },
  { method: 'PATCH', url: '/api/payment-gateways/1/activate', ok: 200, allowed: GATEWAYS },
  { method: 'POST', url: '/api/payment-gateways/1/test', ok: 200, allowed: GATEWAYS },
  { method: 'GET', url: '/api/settings', ok: 200, allowed: ALL },
  {
    method: 'POST',
    url: '/api/settings',
    ok: 200,
    allowed: ADMIN,
    payload: { companyName: 'Empresa', dueSoonDays: 7, offlinePurgeDays: 30, notificationLocation: 'bottom' },
  },
];

describe.each(ENDPOINTS)('$method $url', (endpoint) => {
  beforeAll(arrange);
  test.each([...ROLES])('as %s', async (role) => {
    // An allowed call may create or delete: each one starts from the same data.
    if (endpoint.allowed.includes(role)) await arrange();
    const res = await t.request({ method: endpoint.method, url: endpoint.url, role, ...(endpoint.payload ? { payload: endpoint.payload } : {}) });
    if (endpoint.allowed.includes(role)) {
      expect(res.statusCode).toBe(endpoint.ok);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Acesso não autorizado.' });
    }
  });

  test('without a token: 401', async () => {
    const res = await t.app.inject({ method: endpoint.method, url: endpoint.url, ...(endpoint.payload ? { payload: endpoint.payload } : {}) });
    expect(res.statusCode).toBe(401);
  });
});

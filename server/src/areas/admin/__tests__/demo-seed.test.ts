import { seedDemoData } from '../../../db/seed/demo-seed';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, '2030-06-15');
});
afterAll(() => t.close());

test('seeds the company settings', async () => {
  const res = await t.request({ method: 'GET', url: '/api/settings', role: 'COORDINATOR' });
  expect(res.json().data).toMatchObject({ companyName: 'Dourado Eventos Ltda.', cnpj: '11222333000181', dueSoonDays: 7, offlinePurgeDays: 30 });
});

test('seeds two sandbox gateways, one active, readable by the app and passing the offline test', async () => {
  const list = (await t.request({ method: 'GET', url: '/api/payment-gateways', role: 'FINANCIAL' })).json().data as Array<{
    id: number;
    name: string;
    active: boolean;
    credentialsReadable: boolean;
  }>;
  expect(list.map((g) => [g.name, g.active, g.credentialsReadable])).toEqual([
    ['Asaas Sandbox', true, true],
    ['Stripe Sandbox', false, true],
  ]);
  for (const gateway of list) {
    const res = await t.request({ method: 'POST', url: `/api/payment-gateways/${gateway.id}/test`, role: 'ADMIN' });
    expect(res.json().data).toMatchObject({ ok: true, connectionAttempted: false });
  }
});

test('keeps the categories and services the foundation seeded', async () => {
  const categories = (await t.request({ method: 'GET', url: '/api/categories?active=true', role: 'FINANCIAL' })).json().data;
  expect(categories.length).toBeGreaterThanOrEqual(10);
  const services = (await t.request({ method: 'GET', url: '/api/service-catalog?active=true', role: 'MANAGER' })).json().data;
  expect(services.length).toBeGreaterThanOrEqual(8);
});

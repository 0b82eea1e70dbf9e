import { seedDemoData } from '../../../db/seed/demo-seed';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

test('the demo stock is the sum of its ledger, never negative', async () => {
  const items = await t.database.db
    .selectFrom('inventory_items as i')
    .select((eb) => [
      'i.sku',
      'i.quantity',
      eb.selectFrom('inventory_transactions as t').whereRef('t.item_id', '=', 'i.id').select((e) => e.fn.sum<number>('t.stock_change').as('s')).as('ledger'),
    ])
    .execute();
  expect(items.length).toBeGreaterThanOrEqual(10);
  for (const item of items) expect([item.sku, Number(item.ledger)]).toEqual([item.sku, item.quantity]);
});

test('the past fair shows its losses and the congress has items out', async () => {
  const res = await t.request({ method: 'GET', url: '/api/inventory/reports/event-usage', role: 'MANAGER' });
  const events = res.json().data.events as Array<{ eventName: string; isFinalized: boolean; totals: { damaged: number; lost: number; outstanding: number; lossValue: string } }>;
  const fair = events.find((event) => event.eventName === 'Feira de Negócios do Agro')!;
  expect(fair.isFinalized).toBe(true);
  expect(fair.totals).toMatchObject({ damaged: 7, lost: 7 });
  expect(Number(fair.totals.lossValue)).toBeGreaterThan(0);
  const congress = events.find((event) => event.eventName === 'Congresso Médico de São Paulo')!;
  expect(congress.totals.outstanding).toBeGreaterThan(0);
  const overview = await t.request({ method: 'GET', url: '/api/inventory/overview', role: 'COORDINATOR' });
  expect(overview.json().data.totals.lowStock).toBeGreaterThan(0);
});

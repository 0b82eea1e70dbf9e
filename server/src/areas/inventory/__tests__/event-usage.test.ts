/**
 * The usage report's balances are summed once per (event, item) and gathered per event; each
 * event's loss value and the report's total come from the same unrounded sums. These figures
 * change if an item were counted in two events, an event's loss missed one of its items, or the
 * items left their order by name (accents ignored).
 */
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { addDays, todayInCompany } from '../input';
import { insertEvent, insertItem, postOk } from './fixtures';

let t: TestApp;
const ago = (days: number) => addDays(todayInCompany(), -days);
let first: number;
let second: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.createUsers();
  const chair = await insertItem(t, { name: 'Cadeira', sku: 'CAD', unitCost: '45.90' });
  const glass = await insertItem(t, { name: 'Taça', sku: 'TAC', unitCost: '12.35' });
  const water = await insertItem(t, { name: 'Água', sku: 'AGU', type: 'CONSUMABLE', unitCost: '1.20' });
  first = await insertEvent(t, { name: 'Congresso' });
  second = await insertEvent(t, { name: 'Feira' });
  for (const itemId of [chair, glass, water]) await postOk(t, { type: 'ENTRY', itemId, quantity: 100, date: ago(30) });
  await postOk(t, { type: 'EXIT', itemId: glass, quantity: 20, eventId: first, date: ago(20) });
  await postOk(t, { type: 'EXIT', itemId: chair, quantity: 10, eventId: first, date: ago(20) });
  await postOk(t, { type: 'EXIT', itemId: water, quantity: 3, eventId: first, date: ago(20) });
  await postOk(t, { type: 'RETURN', itemId: chair, quantity: 8, damaged: 1, lost: 1, eventId: first, date: ago(19) });
  await postOk(t, { type: 'RETURN', itemId: glass, quantity: 17, damaged: 2, lost: 1, eventId: first, date: ago(19) });
  await postOk(t, { type: 'EXIT', itemId: glass, quantity: 5, eventId: second, date: ago(10) });
  await postOk(t, { type: 'RETURN', itemId: glass, quantity: 4, lost: 1, eventId: second, date: ago(9) });
});
afterAll(() => t.close());

test('each event: its items by name, its own losses; the total: every event once', async () => {
  const res = await t.request({ method: 'GET', url: '/api/inventory/reports/event-usage', role: 'FINANCIAL' });
  expect(res.statusCode).toBe(200);
  const { events, totals } = res.json().data;
  expect(events.map((e: { eventId: number }) => e.eventId)).toEqual([second, first]);
  const [feira, congresso] = events;
  // Chair: (1 damaged + 1 lost) × 45.90 = 91.80; glass: (2 + 1) × 12.35 = 37.05; water: nothing back yet.
  expect(congresso.items.map((i: Record<string, unknown>) => [i.sku, i.sent, i.returned, i.damaged, i.lost, i.outstanding, i.lossValue])).toEqual([
    ['AGU', 3, 0, 0, 0, 3, '0.00'],
    ['CAD', 10, 8, 1, 1, 1, '91.80'],
    ['TAC', 20, 17, 2, 1, 2, '37.05'],
  ]);
  expect(congresso.totals).toEqual({ sent: 33, returned: 25, damaged: 3, lost: 2, otherLosses: 0, outstanding: 6, lossValue: '128.85' });
  expect(feira.items.map((i: Record<string, unknown>) => [i.sku, i.lossValue])).toEqual([['TAC', '12.35']]);
  expect(feira.totals).toMatchObject({ sent: 5, returned: 4, lost: 1, outstanding: 0, lossValue: '12.35' });
  expect(totals).toEqual({ sent: 38, returned: 29, damaged: 3, lost: 3, otherLosses: 0, outstanding: 6, lossValue: '141.20' });

  const one = await t.request({ method: 'GET', url: `/api/inventory/events/${first}/balance`, role: 'FINANCIAL' });
  expect(one.statusCode).toBe(200);
  expect(one.json().data.totals.lossValue).toBe('128.85');
  expect(one.json().data.items.map((i: { sku: string }) => i.sku)).toEqual(['AGU', 'CAD', 'TAC']);
});

/**
 * The usage report's balances are summed once per (event, item) and gathered per event; each
 * event's loss value and the report's total come from the same unrounded sums. These figures
 * change if an item were counted in two events, an event's loss missed one of its items, or the
 * items left their order by name (accents ignored).
 */
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { addDays, todayInCompanyZone } from '../../../lib/calendar';
import { insertEvent, insertItem, postOk } from './fixtures';

let t: TestApp;
const ago = (days: number) => addDays(todayInCompanyZone(), -days);
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

test('paged by event, newest first: each page holds its events whole, and the totals and count cover the period', async () => {
  const page = (n: number) => t.request({ method: 'GET', url: `/api/inventory/reports/event-usage?pageSize=1&page=${n}`, role: 'ADMIN' });
  const [one, two, past] = await Promise.all([page(1), page(2), page(3)]);
  for (const res of [one, two, past]) expect(res.statusCode).toBe(200);
  expect(one.json().data.events.map((e: { eventId: number }) => e.eventId)).toEqual([second]);
  expect(two.json().data.events.map((e: { eventId: number }) => e.eventId)).toEqual([first]);
  expect(two.json().data.events[0].items).toHaveLength(3);
  expect(past.json().data.events).toEqual([]);
  for (const res of [one, two, past]) {
    expect(res.json().data.meta).toEqual({ total: 2, page: expect.any(Number), pageSize: 1 });
    expect(res.json().data.totals).toEqual({ sent: 38, returned: 29, damaged: 3, lost: 3, otherLosses: 0, outstanding: 6, lossValue: '141.20' });
  }
  // The default page holds the first ten events; the period narrows events, count and totals alike.
  const recent = await t.request({ method: 'GET', url: `/api/inventory/reports/event-usage?from=${ago(12)}`, role: 'ADMIN' });
  expect(recent.json().data.meta).toEqual({ total: 1, page: 1, pageSize: 10 });
  expect(recent.json().data.totals).toEqual({ sent: 5, returned: 4, damaged: 0, lost: 1, otherLosses: 0, outstanding: 0, lossValue: '12.35' });
  const none = await t.request({ method: 'GET', url: `/api/inventory/reports/event-usage?from=${ago(1)}`, role: 'ADMIN' });
  expect(none.json().data).toEqual({
    events: [],
    totals: { sent: 0, returned: 0, damaged: 0, lost: 0, otherLosses: 0, outstanding: 0, lossValue: '0.00' },
    meta: { total: 0, page: 1, pageSize: 10 },
  });
});

test('bad paging parameters get a pt-BR 400', async () => {
  for (const [query, message] of [
    ['page=0', "Campo 'página' inválido"],
    ['pageSize=201', "Campo 'itens por página' inválido"],
  ]) {
    const res = await t.request({ method: 'GET', url: `/api/inventory/reports/event-usage?${query}`, role: 'ADMIN' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  }
});

test('the export holds every event of the period, not a page', async () => {
  const res = await t.request({ method: 'GET', url: '/api/inventory/reports/export?report=event-usage&format=csv', role: 'ADMIN' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('Congresso');
  expect(res.body).toContain('Feira');
});

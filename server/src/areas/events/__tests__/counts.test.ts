import { createTestApp, type TestApp } from '../../../testing/test-app';
import { finalizeInDb, insertEvent, dayFromToday } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const day = dayFromToday;

const counts = (role: 'ADMIN' | 'MANAGER' | 'COORDINATOR' | 'FINANCIAL' = 'ADMIN') =>
  t.request({ method: 'GET', url: '/api/events/counts', role });

test('counts the events of today and of the next 7 days, each event once', async () => {
  await insertEvent(t, { name: 'Hoje e amanhã', days: [day(0), day(1)] });
  await insertEvent(t, { name: 'Só hoje', days: [day(0)] });
  await insertEvent(t, { name: 'Em três dias, dois dias', days: [day(3), day(4)] });
  await insertEvent(t, { name: 'Em sete dias', days: [day(7)] });
  await insertEvent(t, { name: 'Em oito dias', days: [day(8)] });
  await insertEvent(t, { name: 'Ontem', days: [day(-1)] });
  const closed = await insertEvent(t, { name: 'Encerrado hoje', days: [day(0), day(2)] });
  await finalizeInDb(t, closed);

  const res = await counts();
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: { today: day(0), todayCount: 2, next7DaysCount: 3 } });
});

test('answers zeros with no events', async () => {
  const res = await counts('COORDINATOR');
  expect(res.json()).toEqual({ data: { today: day(0), todayCount: 0, next7DaysCount: 0 } });
});

test('answers every role that reads events, and no one signed out', async () => {
  await insertEvent(t, { days: [day(0)] });
  for (const role of ['ADMIN', 'MANAGER', 'COORDINATOR', 'FINANCIAL'] as const) {
    const res = await counts(role);
    expect([role, res.statusCode, res.json().data.todayCount]).toEqual([role, 200, 1]);
  }
  expect((await t.request({ method: 'GET', url: '/api/events/counts' })).statusCode).toBe(401);
});

import { TODAY_EVENTS_MAX } from '@sge/shared/contract';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { finalizeInDb, insertEmployee, insertEvent, insertLink, dayFromToday } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const day = dayFromToday;

const todayEvents = (role?: 'ADMIN' | 'MANAGER' | 'COORDINATOR' | 'FINANCIAL') => t.request({ method: 'GET', url: '/api/events/today', role });

test("lists today's events by name, with today's staff and how many checked in", async () => {
  const fair = await insertEvent(t, { name: 'Feira de Hoje', location: 'Expo Center Norte', days: [day(-1), day(0)] });
  const congress = await insertEvent(t, { name: 'Congresso Médico', location: 'Centro de Convenções', days: [day(0)] });
  await insertEvent(t, { name: 'Amanhã', days: [day(1)] });
  const closed = await insertEvent(t, { name: 'Encerrado hoje', days: [day(0)] });
  await finalizeInDb(t, closed);
  const [ana, bia, caio] = [await insertEmployee(t, { name: 'Ana' }), await insertEmployee(t, { name: 'Bia' }), await insertEmployee(t, { name: 'Caio' })];
  const checkIn = `${day(0)}T11:00:00.000Z`;
  await insertLink(t, { eventId: fair, employeeId: ana, day: day(0), checkIn });
  await insertLink(t, { eventId: fair, employeeId: bia, day: day(0) });
  await insertLink(t, { eventId: fair, employeeId: caio, day: day(-1), checkIn: `${day(-1)}T11:00:00.000Z` });

  const res = await todayEvents('COORDINATOR');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    data: {
      today: day(0),
      events: [
        { id: congress, name: 'Congresso Médico', location: 'Centro de Convenções', staffCount: 0, presentCount: 0 },
        { id: fair, name: 'Feira de Hoje', location: 'Expo Center Norte', staffCount: 2, presentCount: 1 },
      ],
    },
  });
});

test('answers an empty list with no event today', async () => {
  await insertEvent(t, { days: [day(2)] });
  expect((await todayEvents('COORDINATOR')).json()).toEqual({ data: { today: day(0), events: [] } });
});

test(`lists at most ${TODAY_EVENTS_MAX}`, async () => {
  for (let i = 0; i < TODAY_EVENTS_MAX + 2; i++) await insertEvent(t, { name: `Evento ${String(i).padStart(2, '0')}`, days: [day(0)] });
  const { events } = (await todayEvents('ADMIN')).json().data;
  expect(events).toHaveLength(TODAY_EVENTS_MAX);
  expect(events[0].name).toBe('Evento 00');
});

test('answers every role that reads events, and no one signed out', async () => {
  for (const role of ['ADMIN', 'MANAGER', 'COORDINATOR', 'FINANCIAL'] as const) expect([role, (await todayEvents(role)).statusCode]).toEqual([role, 200]);
  expect((await todayEvents()).statusCode).toBe(401);
});

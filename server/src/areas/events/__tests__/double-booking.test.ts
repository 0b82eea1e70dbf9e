/**
 * Issue 16: the same employee on two events the same day. Assigning asks for confirmation (409
 * naming the other event, a dry run answering it, `confirmOverlap` to book anyway); times that
 * overlap the employee's time at the other event are refused (409 online, `refused` in the batch).
 */
import { randomUUID } from 'node:crypto';
import type { Role, SyncBatchItemResult } from '@sge/shared/contract';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { insertEmployee, insertEvent, insertLink } from './fixtures';

const DAY = '2030-01-10';
/** hh:mm in São Paulo on the test day (UTC−3). */
const AT = (hhmm: string) => new Date(`${DAY}T${hhmm}:00-03:00`).toISOString();

let t: TestApp;
let showId: number;
let feiraId: number;
let employeeId: number;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await t.createUsers();
  showId = await insertEvent(t, { name: 'Show de Verão' });
  feiraId = await insertEvent(t, { name: 'Feira de Negócios' });
  employeeId = await insertEmployee(t, { name: 'Ana Souza' });
});

type Method = 'GET' | 'POST' | 'PATCH';
const api = (method: Method, url: string, payload?: object, role: Role = 'MANAGER') =>
  t.request({ method, url: `/api${url}`, role, ...(payload ? { payload } : {}) });
const linksOf = (eventId: number) => t.database.db.selectFrom('event_employees').select(['id', 'check_in', 'check_out']).where('event_id', '=', eventId).execute();
const timesOf = (id: number) => t.database.db.selectFrom('event_employees').select(['check_in', 'check_out']).where('id', '=', id).executeTakeFirstOrThrow();

describe('assigning an employee who works another event that day', () => {
  test('POST answers 409 naming the other event and creates nothing', async () => {
    await insertLink(t, { eventId: showId, employeeId, day: DAY });
    const res = await api('POST', '/event-employees', { eventId: feiraId, employeeId, eventDay: DAY });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Funcionário já escalado neste dia em outro evento: 'Show de Verão'. Confirme para escalar mesmo assim." });
    expect(await linksOf(feiraId)).toEqual([]);
  });

  test('the dry run answers the other events of the day and creates nothing; an employee free that day has none', async () => {
    const showLink = await insertLink(t, { eventId: showId, employeeId, day: DAY, checkIn: AT('08:00') });
    const res = await api('POST', '/event-employees?dryRun=true', { eventId: feiraId, employeeId, eventDay: DAY });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        overlaps: [
          {
            eventEmployeeId: showLink,
            eventId: showId,
            eventName: 'Show de Verão',
            eventLocation: 'São Paulo - SP',
            eventDay: DAY,
            checkIn: AT('08:00'),
            checkOut: null,
          },
        ],
      },
    });
    expect(await linksOf(feiraId)).toEqual([]);

    const free = await api('POST', '/event-employees?dryRun=true', { eventId: feiraId, employeeId, eventDay: '2030-01-11' });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ data: { overlaps: [] } });
    expect(await linksOf(feiraId)).toEqual([]);
  });

  test('the dry run refuses what the assignment refuses (already on this day of this event)', async () => {
    await insertLink(t, { eventId: feiraId, employeeId, day: DAY });
    const res = await api('POST', '/event-employees?dryRun=true', { eventId: feiraId, employeeId, eventDay: DAY });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Funcionário já está escalado neste dia' });
  });

  test('confirmOverlap books the employee on both events (201)', async () => {
    await insertLink(t, { eventId: showId, employeeId, day: DAY });
    const res = await api('POST', '/event-employees', { eventId: feiraId, employeeId, eventDay: DAY, confirmOverlap: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ eventId: feiraId, employeeId, eventDay: DAY });
  });

  test('another day of the other event needs no confirmation', async () => {
    await insertLink(t, { eventId: showId, employeeId, day: '2030-01-11' });
    const res = await api('POST', '/event-employees', { eventId: feiraId, employeeId, eventDay: DAY });
    expect(res.statusCode).toBe(201);
  });

  test('two unconfirmed bookings of one person on one day at once: one of them is refused', async () => {
    const [a, b] = await Promise.all([
      api('POST', '/event-employees', { eventId: showId, employeeId, eventDay: DAY }),
      api('POST', '/event-employees', { eventId: feiraId, employeeId, eventDay: DAY }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });
});

describe('check-in and check-out times overlapping another event of the day', () => {
  let showLink: number;
  let feiraLink: number;
  beforeEach(async () => {
    showLink = await insertLink(t, { eventId: showId, employeeId, day: DAY });
    feiraLink = await insertLink(t, { eventId: feiraId, employeeId, day: DAY });
  });

  test('a check-in while the employee is still checked in at the other event answers 409 in pt-BR', async () => {
    await t.database.db.updateTable('event_employees').set({ check_in: AT('08:00') }).where('id', '=', showLink).execute();
    const res = await api('PATCH', `/event-employees/${feiraLink}/check-in`, { time: AT('10:00') }, 'COORDINATOR');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "Horário sobreposto: o funcionário está com entrada no evento 'Show de Verão' desde 08:00, sem saída registrada",
    });
    expect(await timesOf(feiraLink)).toEqual({ check_in: null, check_out: null });
  });

  test('a check-in inside the time worked at the other event answers 409; one at its check-out is accepted', async () => {
    await t.database.db.updateTable('event_employees').set({ check_in: AT('08:00'), check_out: AT('12:00') }).where('id', '=', showLink).execute();
    const inside = await api('PATCH', `/event-employees/${feiraLink}/check-in`, { time: AT('11:30') }, 'COORDINATOR');
    expect(inside.statusCode).toBe(409);
    expect(inside.json()).toEqual({ message: "Horário sobreposto: o funcionário tem ponto no evento 'Show de Verão' neste dia, das 08:00 às 12:00" });

    const after = await api('PATCH', `/event-employees/${feiraLink}/check-in`, { time: AT('12:00') }, 'COORDINATOR');
    expect(after.statusCode).toBe(200);
    expect(after.json().data.checkIn).toBe(AT('12:00'));
  });

  test('a check-out that would stretch over the time at the other event answers 409', async () => {
    await t.database.db.updateTable('event_employees').set({ check_in: AT('07:00') }).where('id', '=', feiraLink).execute();
    await t.database.db.updateTable('event_employees').set({ check_in: AT('10:00'), check_out: AT('14:00') }).where('id', '=', showLink).execute();
    const res = await api('PATCH', `/event-employees/${feiraLink}/check-out`, { time: AT('11:00') }, 'COORDINATOR');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Horário sobreposto: o funcionário tem ponto no evento 'Show de Verão' neste dia, das 10:00 às 14:00");
    const ok = await api('PATCH', `/event-employees/${feiraLink}/check-out`, { time: AT('09:30') }, 'COORDINATOR');
    expect(ok.statusCode).toBe(200);
  });

  test('the per-link offline sync refuses overlapping times with a 409', async () => {
    await t.database.db.updateTable('event_employees').set({ check_in: AT('08:00') }).where('id', '=', showLink).execute();
    const res = await api(
      'PATCH',
      `/event-employees/${feiraLink}/sync-offline`,
      { eventId: feiraId, employeeId, shouldUpdateCheckin: true, shouldUpdateCheckout: false, checkinTime: AT('09:00'), checkoutTime: null },
      'COORDINATOR',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Horário sobreposto: .*'Show de Verão'/);
    expect(await timesOf(feiraLink)).toEqual({ check_in: null, check_out: null });
  });

  describe('offline batch', () => {
    const record = (linkId: number, eventId: number, times: { checkinTime?: string; checkoutTime?: string }) => ({
      clientRecordId: randomUUID(),
      eventEmployeeId: linkId,
      eventId,
      employeeId,
      deviceSentAt: new Date().toISOString(),
      clockOffsetMs: 0,
      ...times,
    });
    async function sync(records: unknown[]): Promise<SyncBatchItemResult[]> {
      const res = await api('POST', '/event-employees/sync-offline/batch', { records }, 'COORDINATOR');
      expect(res.statusCode).toBe(200);
      return res.json().data.results;
    }

    test('an overlapping check-in is refused with the pt-BR reason (logged, link unchanged), the others of the batch apply, and a retry gets the same verdict', async () => {
      await t.database.db.updateTable('event_employees').set({ check_in: AT('08:00'), check_out: AT('12:00') }).where('id', '=', showLink).execute();
      const other = await insertEmployee(t, { name: 'Bruno Lima' });
      const brunoLink = await insertLink(t, { eventId: feiraId, employeeId: other, day: DAY });
      const overlapping = record(feiraLink, feiraId, { checkinTime: AT('09:00') });
      const fine = { ...record(brunoLink, feiraId, { checkinTime: AT('09:00') }), employeeId: other };

      const [refused, applied] = await sync([overlapping, fine]);
      expect(refused).toMatchObject({
        clientRecordId: overlapping.clientRecordId,
        outcome: 'refused',
        reason: "Horário sobreposto: o funcionário tem ponto no evento 'Show de Verão' neste dia, das 08:00 às 12:00",
        replayed: false,
        eventEmployee: expect.objectContaining({ id: feiraLink, checkIn: null }),
      });
      expect(applied).toMatchObject({ outcome: 'applied', eventEmployee: expect.objectContaining({ id: brunoLink, checkIn: AT('09:00') }) });
      expect(await timesOf(feiraLink)).toEqual({ check_in: null, check_out: null });
      const logged = await t.database.db.selectFrom('offline_sync_log').select(['event_employee_id', 'outcome', 'reason']).where('event_employee_id', '=', feiraLink).execute();
      expect(logged).toEqual([{ event_employee_id: feiraLink, outcome: 'refused', reason: refused.reason }]);

      const [again] = await sync([overlapping]);
      expect(again).toMatchObject({ outcome: 'refused', reason: refused.reason, replayed: true });
    });

    test('records of both events in one batch are decided in order: a check-out at one makes room for the check-in at the other', async () => {
      await t.database.db.updateTable('event_employees').set({ check_in: AT('08:00') }).where('id', '=', showLink).execute();
      const results = await sync([
        record(showLink, showId, { checkoutTime: AT('09:00') }),
        record(feiraLink, feiraId, { checkinTime: AT('10:00') }),
        // An earlier check-in wins by SPEC §5, but 08:30 falls in the 08:00–09:00 the batch just gave the show.
        record(feiraLink, feiraId, { checkinTime: AT('08:30') }),
      ]);
      expect(results.map((r) => r.outcome)).toEqual(['applied', 'applied', 'refused']);
      expect(results[2].reason).toBe("Horário sobreposto: o funcionário tem ponto no evento 'Show de Verão' neste dia, das 08:00 às 09:00");
      expect(await timesOf(showLink)).toEqual({ check_in: AT('08:00'), check_out: AT('09:00') });
      expect(await timesOf(feiraLink)).toEqual({ check_in: AT('10:00'), check_out: null });
    });

    test('a check-in and a check-out arriving as separate records do not trip over a later time at the other event', async () => {
      await t.database.db.updateTable('event_employees').set({ check_in: AT('14:00'), check_out: AT('18:00') }).where('id', '=', showLink).execute();
      const results = await sync([record(feiraLink, feiraId, { checkinTime: AT('08:00') }), record(feiraLink, feiraId, { checkoutTime: AT('12:00') })]);
      expect(results.map((r) => r.outcome)).toEqual(['applied', 'applied']);
    });
  });
});

/** The event close-out: rows and exceptions, totals against the budget, and requesting the present days' payments. */
import { sql } from 'kysely';
import { CLOSE_OUT_MESSAGES, type Role } from '@sge/shared/contract';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { finalizeInDb, insertBudget, insertEmployee, insertEvent, insertLink, insertPaymentRequest } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const D1 = '2030-01-10';
const D2 = '2030-01-11';
const at = (day: string, hour: string) => `${day}T${hour}:00:00.000Z`;

const closeOut = (eventId: number, role: Role = 'FINANCIAL') => t.request({ method: 'GET', url: `/api/events/${eventId}/close-out`, role });
const requestPayments = (eventId: number, include?: number[], role: Role = 'MANAGER') =>
  t.request({ method: 'POST', url: '/api/event-employees/request-payments', role, payload: { eventId, ...(include ? { include } : {}) } });

const setPix = (employeeId: number, key: string, type: 'CPF' | 'EMAIL') =>
  t.database.db.updateTable('employees').set({ pix_key: key, pix_key_type: type }).where('id', '=', employeeId).execute();

let ids: Record<string, number>;

/**
 * 'Congresso' (D1, D2; a budget APROVADO: 1 × 'Serviço de Garçom', 2 waiters a unit, R$ 180.00):
 * Ana D1 worked 10 h; Bruno D1 entered, never left; Carla D1 worked, no PIX key; Davi D1 absent;
 * Ana D2 worked, and entered 'Feira' that day too; Eva D2 worked, synced from a clock that was off;
 * Fabio D2 worked, his request already open.
 */
beforeEach(async () => {
  await t.reset();
  await t.createUsers();
  const event = await insertEvent(t, { name: 'Congresso', days: [D1, D2] });
  const other = await insertEvent(t, { name: 'Feira', days: [D2] });
  await insertBudget(t, event, 'APROVADO', [{ service: { name: 'Serviço de Garçom', staffFunction: 'Garçom', staffPerUnit: 2, unitPrice: '180.00' }, quantity: 1, days: 2 }]);
  const person = async (name: string, key: string | null) => {
    const id = await insertEmployee(t, { name });
    if (key) await setPix(id, key, key.includes('@') ? 'EMAIL' : 'CPF');
    return id;
  };
  const ana = await person('Ana Souza', '529.982.247-25');
  const bruno = await person('Bruno Lima', 'bruno@dominio.com');
  const carla = await person('Carla Dias', null);
  const davi = await person('Davi Reis', 'davi@dominio.com');
  const eva = await person('Eva Prado', 'eva@dominio.com');
  const fabio = await person('Fabio Melo', 'fabio@dominio.com');
  const worked = (day: string) => ({ checkIn: at(day, '10'), checkOut: at(day, '20') });
  ids = {
    event,
    other,
    anaD1: await insertLink(t, { eventId: event, employeeId: ana, day: D1, ...worked(D1) }),
    brunoD1: await insertLink(t, { eventId: event, employeeId: bruno, day: D1, checkIn: at(D1, '10') }),
    carlaD1: await insertLink(t, { eventId: event, employeeId: carla, day: D1, ...worked(D1) }),
    daviD1: await insertLink(t, { eventId: event, employeeId: davi, day: D1 }),
    anaD2: await insertLink(t, { eventId: event, employeeId: ana, day: D2, ...worked(D2) }),
    evaD2: await insertLink(t, { eventId: event, employeeId: eva, day: D2, fn: 'Barman', payRate: '200.00', ...worked(D2) }),
    fabioD2: await insertLink(t, { eventId: event, employeeId: fabio, day: D2, ...worked(D2) }),
  };
  await insertLink(t, { eventId: other, employeeId: ana, day: D2, checkIn: at(D2, '06'), checkOut: at(D2, '09') });
  ids.fabioRequest = await insertPaymentRequest(t, ids.fabioD2);
  await t.database.db
    .insertInto('offline_sync_log')
    .values({ event_employee_id: ids.evaD2, kind: 'checkin', device_time: at(D2, '10'), applied: true, outcome: 'applied', clock_skew_ms: 900_000, clock_flagged: true })
    .execute();
});

describe('GET /events/{id}/close-out', () => {
  test('one row per staff day, exceptions first and named, with hours, rate and request', async () => {
    const res = await closeOut(ids.event);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ eventId: ids.event, eventName: 'Congresso', isFinalized: false, hasApprovedBudget: true });
    expect(data.rows.map((r: { eventEmployeeId: number; exceptions: string[] }) => [r.eventEmployeeId, r.exceptions])).toEqual([
      [ids.brunoD1, ['NO_CHECKOUT']],
      [ids.carlaD1, ['NO_PIX_KEY']],
      [ids.daviD1, ['ABSENT']],
      [ids.anaD2, ['OTHER_EVENT_SAME_DAY']],
      [ids.evaD2, ['CLOCK_SKEW']],
      [ids.anaD1, []],
      [ids.fabioD2, []],
    ]);
    const ana = data.rows.find((r: { eventEmployeeId: number }) => r.eventEmployeeId === ids.anaD1);
    expect(ana).toMatchObject({
      employeeName: 'Ana Souza',
      function: 'Garçom',
      eventDay: D1,
      checkIn: at(D1, '10'),
      checkOut: at(D1, '20'),
      hours: 10,
      payRate: '150.00',
      paymentRequestId: null,
      paymentRequestStatus: null,
      pixKey: '529.982.247-25',
      pixKeyType: 'CPF',
    });
    expect(data.rows.find((r: { eventEmployeeId: number }) => r.eventEmployeeId === ids.fabioD2)).toMatchObject({ paymentRequestId: ids.fabioRequest, paymentRequestStatus: 'PENDING' });
    expect(data.rows.find((r: { eventEmployeeId: number }) => r.eventEmployeeId === ids.brunoD1).hours).toBeNull();
  });

  test('totals by function and overall, against the approved budget staff lines', async () => {
    const data = (await closeOut(ids.event)).json().data;
    expect(data.byFunction).toEqual([
      { function: 'Barman', staffDays: 1, workedDays: 1, hours: 10, payroll: '200.00', budgetedStaffDays: 0, budgetedAmount: '0.00' },
      // 6 days, Davi absent; 4 with both times (40 h); the budget: 2 waiters × 2 days, 1 × 180.00 × 2 days.
      { function: 'Garçom', staffDays: 6, workedDays: 5, hours: 40, payroll: '750.00', budgetedStaffDays: 4, budgetedAmount: '360.00' },
    ]);
    expect(data.overall).toEqual({ function: null, staffDays: 7, workedDays: 6, hours: 50, payroll: '950.00', budgetedStaffDays: 4, budgetedAmount: '360.00' });
  });

  test('the whole PIX key to ADMIN and FINANCIAL, masked to MANAGER; COORDINATOR is refused', async () => {
    const keyOf = async (role: Role) =>
      (await closeOut(ids.event, role)).json().data.rows.find((r: { eventEmployeeId: number }) => r.eventEmployeeId === ids.anaD1).pixKey;
    expect(await keyOf('ADMIN')).toBe('529.982.247-25');
    expect(await keyOf('FINANCIAL')).toBe('529.982.247-25');
    expect(await keyOf('MANAGER')).toBe('***.982.247-**');
    const manager = await closeOut(ids.event, 'MANAGER');
    expect(manager.body).not.toContain('bruno@dominio.com');
    expect((await closeOut(ids.event, 'COORDINATOR')).statusCode).toBe(403);
  });

  test('an event with no staff answers an empty close-out; an unknown one 404', async () => {
    const empty = await insertEvent(t, { name: 'Vazio', days: [D1] });
    const data = (await closeOut(empty)).json().data;
    expect(data).toMatchObject({ rows: [], byFunction: [], hasApprovedBudget: false });
    expect(data.overall).toMatchObject({ staffDays: 0, payroll: '0.00' });
    expect((await closeOut(999_999)).statusCode).toBe(404);
    expect((await requestPayments(empty)).json().data).toEqual({ results: [], created: 0, existing: 0, skipped: 0, refused: 0 });
  });
});

describe('POST /event-employees/request-payments', () => {
  const outcomes = (data: { results: Array<{ eventEmployeeId: number; outcome: string; reason: string | null }> }) =>
    Object.fromEntries(data.results.map((r) => [r.eventEmployeeId, [r.outcome, r.reason]]));

  test('requests the present days without exceptions, skips the others, and twice changes nothing', async () => {
    await finalizeInDb(t, ids.event); // paying comes after finalising
    const first = (await requestPayments(ids.event)).json().data;
    expect(outcomes(first)).toEqual({
      [ids.anaD1]: ['created', null],
      [ids.fabioD2]: ['existing', null],
      [ids.brunoD1]: ['skipped', CLOSE_OUT_MESSAGES.exceptionNotTicked],
      [ids.carlaD1]: ['skipped', CLOSE_OUT_MESSAGES.exceptionNotTicked],
      [ids.anaD2]: ['skipped', CLOSE_OUT_MESSAGES.exceptionNotTicked],
      [ids.evaD2]: ['skipped', CLOSE_OUT_MESSAGES.exceptionNotTicked],
    });
    expect(first).toMatchObject({ created: 1, existing: 1, skipped: 4, refused: 0 });
    const request = await t.database.db.selectFrom('payment_requests').select(['amount', 'status', 'requested_by']).where('event_employee_id', '=', ids.anaD1).executeTakeFirstOrThrow();
    expect(request).toEqual({ amount: '150.00', status: 'PENDING', requested_by: 2 });

    const second = (await requestPayments(ids.event)).json().data;
    expect(second).toMatchObject({ created: 0, existing: 2, skipped: 4 });
    const n = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM payment_requests`.execute(t.database.db)).rows[0].n;
    expect(n).toBe(2);
  });

  test('exception days ticked one by one are included; an absent day is refused with its reason', async () => {
    const data = (await requestPayments(ids.event, [ids.brunoD1, ids.carlaD1, ids.daviD1])).json().data;
    expect(outcomes(data)).toMatchObject({
      [ids.brunoD1]: ['created', null],
      [ids.carlaD1]: ['created', null],
      [ids.daviD1]: ['refused', CLOSE_OUT_MESSAGES.absent],
      [ids.anaD2]: ['skipped', CLOSE_OUT_MESSAGES.exceptionNotTicked],
    });
    expect(data).toMatchObject({ created: 3, refused: 1 });
    const rows = (await closeOut(ids.event)).json().data.rows;
    expect(rows.find((r: { eventEmployeeId: number }) => r.eventEmployeeId === ids.brunoD1).paymentRequestStatus).toBe('PENDING');
  });

  test('two calls at once create each request once', async () => {
    const [a, b] = await Promise.all([requestPayments(ids.event), requestPayments(ids.event, undefined, 'FINANCIAL')]);
    expect(a.json().data.created + b.json().data.created).toBe(1);
    const n = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM payment_requests WHERE event_employee_id = ${ids.anaD1}`.execute(t.database.db)).rows[0].n;
    expect(n).toBe(1);
  });

  test('COORDINATOR is refused; an unknown event is 404', async () => {
    expect((await requestPayments(ids.event, undefined, 'COORDINATOR')).statusCode).toBe(403);
    expect((await requestPayments(999_999)).statusCode).toBe(404);
  });
});

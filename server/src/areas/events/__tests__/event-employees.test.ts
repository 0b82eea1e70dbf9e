import { EVENT_EMPLOYEE_SORTS, type Role } from '@sge/shared/contract';
import { expectPagedList } from '../../../testing/paging';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { finalizeInDb, insertEmployee, insertEvent, insertLink, insertPaymentRequest, ISO } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await t.createUsers();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, payload?: object, role: Role = 'ADMIN') =>
  t.request({ method, url: `/api${url}`, role, ...(payload ? { payload } : {}) });

const DAY1 = '2030-01-10';
const DAY2 = '2030-01-11';

describe('POST /api/event-employees', () => {
  test("assigns an employee to a day with the employee's function and pay rate (201)", async () => {
    const eventId = await insertEvent(t);
    const employeeId = await insertEmployee(t, { name: 'Ana Paula Souza', fn: 'Recepcionista', payRate: '155.50' });
    const res = await api('POST', '/event-employees', { eventId, employeeId, eventDay: DAY1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: {
        id: 1,
        eventId,
        employeeId,
        eventDay: DAY1,
        employeeName: 'Ana Souza',
        employeeFullName: 'Ana Paula Souza',
        employeeEmail: expect.stringContaining('@example.com'),
        employeePhone: '11987654321',
        employeeDocument: expect.stringMatching(/^\d{11}$/),
        function: 'Recepcionista',
        payRate: '155.50',
        checkIn: null,
        checkOut: null,
        paymentRequested: false,
        paymentRequestId: null,
        paid: false,
        syncStatus: 'SYNCED',
        lastUpdatedAt: expect.stringMatching(ISO),
      },
    });
  });

  test('takes a function and pay rate given for the day', async () => {
    const eventId = await insertEvent(t);
    const employeeId = await insertEmployee(t);
    const res = await api('POST', '/event-employees', { eventId, employeeId, eventDay: DAY2, function: ' Barman ', payRate: '210.5' });
    expect(res.json().data).toMatchObject({ function: 'Barman', payRate: '210.50', eventDay: DAY2 });
  });

  test.each([
    ['event', { eventId: 99 }, 'Evento não encontrado'],
    ['employee', { employeeId: 99 }, 'Funcionário não encontrado'],
  ])('answers 404 for an unknown %s', async (_label, override, message) => {
    const eventId = await insertEvent(t);
    const employeeId = await insertEmployee(t);
    const res = await api('POST', '/event-employees', { eventId, employeeId, eventDay: DAY1, ...override });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message });
  });

  test('answers 409 for a day the event does not have', async () => {
    const eventId = await insertEvent(t);
    const employeeId = await insertEmployee(t);
    const res = await api('POST', '/event-employees', { eventId, employeeId, eventDay: '2030-01-12' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'O dia informado não pertence ao evento' });
  });

  test('answers 409 when the employee is already on that day (and accepts another day)', async () => {
    const eventId = await insertEvent(t);
    const employeeId = await insertEmployee(t);
    expect((await api('POST', '/event-employees', { eventId, employeeId, eventDay: DAY1 })).statusCode).toBe(201);
    const res = await api('POST', '/event-employees', { eventId, employeeId, eventDay: DAY1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Funcionário já está escalado neste dia' });
    expect((await api('POST', '/event-employees', { eventId, employeeId, eventDay: DAY2 })).statusCode).toBe(201);
  });

  test('two simultaneous assignments of the same day: one wins, the other gets 409', async () => {
    const eventId = await insertEvent(t);
    const employeeId = await insertEmployee(t);
    const payload = { eventId, employeeId, eventDay: DAY1 };
    const results = await Promise.all([api('POST', '/event-employees', payload), api('POST', '/event-employees', payload)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((res) => res.statusCode === 409)!.json()).toEqual({ message: 'Funcionário já está escalado neste dia' });
  });

  test('answers 409 for an inactive employee', async () => {
    const eventId = await insertEvent(t);
    const employeeId = await insertEmployee(t, { active: false });
    const res = await api('POST', '/event-employees', { eventId, employeeId, eventDay: DAY1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Funcionário inativo não pode ser escalado' });
  });

  test.each([
    ['an impossible date', { eventDay: '2030-02-30' }, 'Data inválida'],
    ['no day', { eventDay: undefined }, "Campo 'Data' é obrigatório"],
    ['a pay rate as a number', { payRate: 150 }, "Campo 'Valor da diária' inválido"],
    ['a one-letter function', { function: ' a ' }, "Campo 'Função' deve ter pelo menos 2 caracteres"],
  ])('answers 400 for %s', async (_label, override, message) => {
    const res = await api('POST', '/event-employees', { eventId: 1, employeeId: 1, eventDay: DAY1, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('lookups', () => {
  let eventId: number;
  let otherEventId: number;
  let ana: number;
  let bruno: number;
  beforeEach(async () => {
    eventId = await insertEvent(t);
    otherEventId = await insertEvent(t, { name: 'Outro', days: ['2030-02-01'] });
    bruno = await insertEmployee(t, { name: 'Bruno Lima' });
    ana = await insertEmployee(t, { name: 'Ana Souza' });
    await insertLink(t, { eventId, employeeId: bruno, day: DAY2 });
    await insertLink(t, { eventId, employeeId: bruno, day: DAY1 });
    await insertLink(t, { eventId, employeeId: ana, day: DAY2 });
    await insertLink(t, { eventId: otherEventId, employeeId: ana, day: '2030-02-01' });
  });
  const pairs = (res: { json(): { data: Array<{ eventDay: string; employeeFullName: string }> } }) =>
    res.json().data.map((link) => `${link.eventDay} ${link.employeeFullName}`);

  test.each([
    ['/event-employees', ['2030-01-10 Bruno Lima', '2030-01-11 Ana Souza', '2030-01-11 Bruno Lima', '2030-02-01 Ana Souza']],
    ['/event-employees?eventId=1', ['2030-01-10 Bruno Lima', '2030-01-11 Ana Souza', '2030-01-11 Bruno Lima']],
    ['/event-employees?employeeId=2&eventDay=2030-01-11', ['2030-01-11 Ana Souza']],
    ['/event-employees/event/1', ['2030-01-10 Bruno Lima', '2030-01-11 Ana Souza', '2030-01-11 Bruno Lima']],
    ['/event-employees/event/1/day/2030-01-11', ['2030-01-11 Ana Souza', '2030-01-11 Bruno Lima']],
    ['/event-employees/employee/2', ['2030-01-11 Ana Souza', '2030-02-01 Ana Souza']],
    ['/event-employees/event/1/employee/1', ['2030-01-10 Bruno Lima', '2030-01-11 Bruno Lima']],
    ['/event-employees/event/2/employee/1', []],
  ])('GET %s (by day, then name)', async (url, expected) => {
    const res = await api('GET', url, undefined, 'COORDINATOR');
    expect(res.statusCode).toBe(200);
    expect(pairs(res)).toEqual(expected);
  });

  test('GET /event-employees pages, sorts, searches and counts on the server (issue 14)', async () => {
    await expectPagedList(t, { url: '/api/event-employees', role: 'COORDINATOR', sorts: EVENT_EMPLOYEE_SORTS, total: 4 });
    await expectPagedList(t, { url: '/api/event-employees?eventId=1', role: 'ADMIN', sorts: ['employeeName', 'eventDay'], total: 3 });
    await expectPagedList(t, { url: '/api/event-employees?search=A', role: 'ADMIN', sorts: ['eventDay'], total: 4 });

    const page = await api('GET', '/event-employees?pageSize=2&page=2');
    expect(page.json().meta).toEqual({ total: 4, page: 2, pageSize: 2 });
    expect(pairs(page)).toEqual(['2030-01-11 Bruno Lima', '2030-02-01 Ana Souza']);

    const sorted = await api('GET', '/event-employees?sort=-employeeName&eventId=1&pageSize=1');
    expect(sorted.json().meta).toEqual({ total: 3, page: 1, pageSize: 1 });
    expect(pairs(sorted)).toEqual(['2030-01-10 Bruno Lima']);  // the later link: ties go by id, in the sort's direction

    expect(pairs(await api('GET', '/event-employees?search=lima'))).toEqual(['2030-01-10 Bruno Lima', '2030-01-11 Bruno Lima']);
    expect(pairs(await api('GET', '/event-employees?search=ana&eventDay=2030-02-01'))).toEqual(['2030-02-01 Ana Souza']);
    expect(pairs(await api('GET', '/event-employees?search=%25'))).toEqual([]);

    // The count is its own query (the links alone, their employee only for a search): it counts
    // what each search and filter lists, no more.
    const counted = async (query: string) => {
      const res = (await api('GET', `/event-employees?${query}`)).json();
      return [res.meta.total, res.data.length];
    };
    expect(await counted('search=lima')).toEqual([2, 2]);
    expect(await counted('search=ana&eventDay=2030-02-01')).toEqual([1, 1]);
    expect(await counted('search=lima&eventDay=2030-01-10')).toEqual([1, 1]);
    expect(await counted('employeeId=999')).toEqual([0, 0]);
  });

  test.each([
    ['/event-employees/event/9', 'Evento não encontrado'],
    ['/event-employees/event/9/day/2030-01-10', 'Evento não encontrado'],
    ['/event-employees/event/1/day/2030-01-12', 'Dia não encontrado no evento'],
    ['/event-employees/employee/9', 'Funcionário não encontrado'],
    ['/event-employees/event/1/employee/9', 'Funcionário não encontrado'],
  ])('GET %s answers 404', async (url, message) => {
    const res = await api('GET', url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message });
  });

  test.each([
    ['/event-employees/event/1/day/2030-02-30', 'Data inválida'],
    ['/event-employees?eventDay=amanha', "Campo 'Data' inválido"],
    ['/event-employees/event/abc', "Campo 'evento' inválido"],
  ])('GET %s answers 400', async (url, message) => {
    const res = await api('GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('PUT and DELETE /api/event-employees/:id', () => {
  let linkId: number;
  beforeEach(async () => {
    const eventId = await insertEvent(t);
    const employeeId = await insertEmployee(t);
    linkId = await insertLink(t, { eventId, employeeId });
  });

  test('updates the function and pay rate of the day', async () => {
    const res = await api('PUT', `/event-employees/${linkId}`, { function: 'Copeiro', payRate: '99.9' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: linkId, function: 'Copeiro', payRate: '99.90' });
  });

  test('removes an employee from a day (200 with the id)', async () => {
    const res = await api('DELETE', `/event-employees/${linkId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: linkId } });
    expect(await t.database.db.selectFrom('event_employees').select('id').execute()).toEqual([]);
  });

  test('answers 409 naming payment_request when the day has a payment request', async () => {
    await insertPaymentRequest(t, linkId, { status: 'CANCELLED' });
    const res = await api('DELETE', `/event-employees/${linkId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('payment_request');
    expect(res.json()).toEqual({ message: 'Funcionário possui solicitações de pagamento (payment_request) e não pode ser removido do evento' });
  });

  test.each([
    ['PUT', '', { function: 'Copeiro', payRate: '10' }],
    ['DELETE', '', undefined],
    ['PATCH', '/check-in', undefined],
    ['PATCH', '/check-out', undefined],
    ['PATCH', '/request-payment', undefined],
    ['PATCH', '/confirm-payment', undefined],
    ['PATCH', '/sync-offline', { eventId: 1, employeeId: 1, shouldUpdateCheckin: true, shouldUpdateCheckout: false, checkinTime: '2030-01-10T10:00:00Z' }],
  ] as const)('%s /event-employees/:id%s answers 404 for an unknown link', async (method, suffix, payload) => {
    const res = await api(method, `/event-employees/999${suffix}`, payload);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Funcionário do evento não encontrado' });
  });
});

describe('check-in and check-out', () => {
  let linkId: number;
  beforeEach(async () => {
    const eventId = await insertEvent(t);
    const employeeId = await insertEmployee(t);
    linkId = await insertLink(t, { eventId, employeeId });
  });
  const checkIn = (payload?: object, role: Role = 'COORDINATOR') => api('PATCH', `/event-employees/${linkId}/check-in`, payload, role);
  const checkOut = (payload?: object, role: Role = 'COORDINATOR') => api('PATCH', `/event-employees/${linkId}/check-out`, payload, role);

  test('records the given times and marks the link synced', async () => {
    await t.database.db.updateTable('event_employees').set({ sync_status: 'PENDING', last_updated_at: '2020-01-01T00:00:00Z' }).execute();
    const arrived = await checkIn({ time: '2030-01-10T07:45:00-03:00' });
    expect(arrived.statusCode).toBe(200);
    expect(arrived.json().data).toMatchObject({ checkIn: '2030-01-10T10:45:00.000Z', checkOut: null, syncStatus: 'SYNCED' });
    expect(Date.parse(arrived.json().data.lastUpdatedAt)).toBeGreaterThan(Date.parse('2021-01-01'));
    const left = await checkOut({ time: '2030-01-10T18:10:00-03:00' });
    expect(left.statusCode).toBe(200);
    expect(left.json().data).toMatchObject({ checkIn: '2030-01-10T10:45:00.000Z', checkOut: '2030-01-10T21:10:00.000Z' });
  });

  test('without a body (no content type) records the server’s now', async () => {
    const before = Date.now();
    const res = await checkIn();
    expect(res.statusCode).toBe(200);
    const at = Date.parse(res.json().data.checkIn);
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
    const out = await checkOut({});
    expect(out.statusCode).toBe(200);
    expect(Date.parse(out.json().data.checkOut)).toBeGreaterThanOrEqual(at);
  });

  test('answers 409 for a second check-in or check-out', async () => {
    await checkIn({ time: '2030-01-10T10:00:00Z' });
    const again = await checkIn({ time: '2030-01-10T09:00:00Z' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Entrada já registrada' });
    await checkOut({ time: '2030-01-10T18:00:00Z' });
    const out = await checkOut({ time: '2030-01-10T19:00:00Z' });
    expect(out.statusCode).toBe(409);
    expect(out.json()).toEqual({ message: 'Saída já registrada' });
  });

  test('answers 400 for a check-out without a check-in', async () => {
    const res = await checkOut({ time: '2030-01-10T18:00:00Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Não é possível registrar saída sem entrada' });
  });

  test('answers 400 for a check-out earlier than the check-in', async () => {
    await checkIn({ time: '2030-01-10T10:00:00Z' });
    const res = await checkOut({ time: '2030-01-10T09:59:59Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Horário de saída anterior ao de entrada' });
  });

  test.each([
    ['a time without zone', { time: '2030-01-10T10:00:00' }, "Campo 'Horário' inválido"],
    ['a date only', { time: '2030-01-10' }, "Campo 'Horário' inválido"],
    ['an unknown field', { hora: '10:00' }, "Campo 'hora' não é permitido"],
  ])('answers 400 for %s', async (_label, payload, message) => {
    const res = await checkIn(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('payment of a worked day', () => {
  let eventId: number;
  let linkId: number;
  beforeEach(async () => {
    eventId = await insertEvent(t);
    const employeeId = await insertEmployee(t);
    linkId = await insertLink(t, { eventId, employeeId, payRate: '160.50', checkIn: '2030-01-10T10:45:00Z', checkOut: '2030-01-10T21:10:00Z' });
  });
  const requestPayment = (payload?: object, role: Role = 'COORDINATOR') => api('PATCH', `/event-employees/${linkId}/request-payment`, payload, role);
  const confirmPayment = (role: Role = 'FINANCIAL') => api('PATCH', `/event-employees/${linkId}/confirm-payment`, undefined, role);

  test('request-payment opens a request for the pay rate, by the caller', async () => {
    const res = await requestPayment();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        paymentRequestId: 1,
        status: 'PENDING',
        eventEmployeePaymentConfirmed: false,
        eventEmployeeId: linkId,
        amount: '160.50',
        requestedAt: expect.stringMatching(ISO),
        paidAt: null,
      },
    });
    const row = await t.database.db.selectFrom('payment_requests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ event_employee_id: linkId, requested_by: 3, notes: null, status: 'PENDING' });
    const link = (await api('GET', `/event-employees/event/${eventId}`)).json().data[0];
    expect(link).toMatchObject({ paymentRequested: true, paymentRequestId: 1, paid: false });
  });

  test('request-payment takes an amount and notes', async () => {
    const res = await requestPayment({ amount: '0.1', notes: ' Hora extra ' }, 'MANAGER');
    expect(res.json().data.amount).toBe('0.10');
    const row = await t.database.db.selectFrom('payment_requests').select(['notes', 'requested_by']).executeTakeFirstOrThrow();
    expect(row).toEqual({ notes: 'Hora extra', requested_by: 2 });
  });

  test('request-payment refuses an amount above the day’s pay rate with a pt-BR 409 (issue 15)', async () => {
    const res = await requestPayment({ amount: '99999999.99' });
    expect([res.statusCode, res.json()]).toEqual([409, { message: 'O valor solicitado não pode ser maior que a diária do funcionário (R$ 160,50)' }]);
    expect(await t.database.db.selectFrom('payment_requests').selectAll().execute()).toEqual([]);
    expect((await requestPayment({ amount: '160.50' })).statusCode).toBe(200);
  });

  test('a token of a user since deleted leaves the request unattributed', async () => {
    await t.database.db.deleteFrom('users').where('role', '=', 'COORDINATOR').execute();
    const res = await requestPayment();
    expect(res.statusCode).toBe(200);
    const row = await t.database.db.selectFrom('payment_requests').select('requested_by').executeTakeFirstOrThrow();
    expect(row.requested_by).toBeNull();
  });

  test.each([
    ['no check-in or check-out', { check_in: null, check_out: null }],
    ['a check-in only', { check_out: null }],
  ])('answers 409 for a day with %s', async (_label, times) => {
    await t.database.db.updateTable('event_employees').set(times).execute();
    const res = await requestPayment();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Só é possível solicitar pagamento de um dia trabalhado (com entrada e saída)' });
  });

  test('answers 409 for a second request, but a cancelled one can be asked again', async () => {
    await requestPayment();
    const again = await requestPayment();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Pagamento já solicitado' });
    await t.database.db.updateTable('payment_requests').set({ status: 'CANCELLED' }).execute();
    const link = (await api('GET', `/event-employees/event/${eventId}`)).json().data[0];
    expect(link).toMatchObject({ paymentRequested: false, paymentRequestId: null });
    const renewed = await requestPayment();
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data.paymentRequestId).toBe(2);
  });

  test('two simultaneous requests open one', async () => {
    const results = await Promise.all([requestPayment(), requestPayment()]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await t.database.db.selectFrom('payment_requests').select('id').execute()).toHaveLength(1);
  });

  test('confirm-payment marks the request paid and the link paid; twice answers the same', async () => {
    await requestPayment();
    const first = await confirmPayment();
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ paymentRequestId: 1, status: 'PAID', eventEmployeePaymentConfirmed: true, paidAt: expect.stringMatching(ISO) });
    const second = await confirmPayment('ADMIN');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const link = (await api('GET', `/event-employees/event/${eventId}`)).json().data[0];
    expect(link).toMatchObject({ paid: true, paymentRequested: true });
  });

  test('confirm-payment answers 409 without a request', async () => {
    const res = await confirmPayment();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Não há solicitação de pagamento para este funcionário' });
  });

  test('GET /payment-requests/:id answers the reply', async () => {
    await requestPayment();
    const res = await api('GET', '/payment-requests/1', undefined, 'FINANCIAL');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ paymentRequestId: 1, status: 'PENDING', eventEmployeePaymentConfirmed: false, amount: '160.50' });
  });

  test('a request marked PAID elsewhere confirms the link when read (SPEC §4), once', async () => {
    const requestId = await insertPaymentRequest(t, linkId, { status: 'PAID' });
    await finalizeInDb(t, eventId);
    const res = await api('GET', `/payment-requests/${requestId}`, undefined, 'MANAGER');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'PAID', eventEmployeePaymentConfirmed: true });
    const stamp = await t.database.db.selectFrom('event_employees').select(['paid', 'last_updated_at']).executeTakeFirstOrThrow();
    expect(stamp.paid).toBe(true);
    const again = await api('GET', `/payment-requests/${requestId}`, undefined, 'MANAGER');
    expect(again.json()).toEqual(res.json());
    const after = await t.database.db.selectFrom('event_employees').select(['paid', 'last_updated_at']).executeTakeFirstOrThrow();
    expect(after).toEqual(stamp);
  });

  test('GET /payment-requests/:id answers 404 for an unknown request', async () => {
    const res = await api('GET', '/payment-requests/42');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Solicitação de pagamento não encontrada' });
  });
});

describe('a finalized event is read-only for its staff', () => {
  let eventId: number;
  let employeeId: number;
  let linkId: number;
  let worked: number;
  beforeEach(async () => {
    eventId = await insertEvent(t);
    employeeId = await insertEmployee(t);
    const other = await insertEmployee(t, { name: 'Bruno Lima' });
    linkId = await insertLink(t, { eventId, employeeId });
    worked = await insertLink(t, { eventId, employeeId: other, checkIn: '2030-01-10T10:00:00Z', checkOut: '2030-01-10T20:00:00Z' });
    await insertPaymentRequest(t, worked);
    await finalizeInDb(t, eventId);
  });

  test.each([
    ['POST /event-employees', () => api('POST', '/event-employees', { eventId, employeeId, eventDay: DAY2 })],
    ['PUT /event-employees/:id', () => api('PUT', `/event-employees/${linkId}`, { function: 'Copeiro', payRate: '10' })],
    ['DELETE /event-employees/:id', () => api('DELETE', `/event-employees/${linkId}`)],
    ['check-in', () => api('PATCH', `/event-employees/${linkId}/check-in`, { time: '2030-01-10T10:00:00Z' })],
    ['check-out', () => api('PATCH', `/event-employees/${worked}/check-out`, { time: '2030-01-10T22:00:00Z' })],
    ['request-payment', () => api('PATCH', `/event-employees/${worked}/request-payment`)],
    [
      'sync-offline',
      () =>
        api('PATCH', `/event-employees/${linkId}/sync-offline`, {
          eventId,
          employeeId,
          shouldUpdateCheckin: true,
          shouldUpdateCheckout: false,
          checkinTime: '2030-01-10T10:00:00Z',
        }),
    ],
  ])('%s answers 409', async (_label, call) => {
    const res = await call();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Evento finalizado não pode ser alterado' });
  });

  test('confirm-payment stays allowed (payment usually comes after the event)', async () => {
    const res = await api('PATCH', `/event-employees/${worked}/confirm-payment`, undefined, 'FINANCIAL');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'PAID', eventEmployeePaymentConfirmed: true });
  });
});

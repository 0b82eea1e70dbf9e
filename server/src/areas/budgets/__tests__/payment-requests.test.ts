import { sql } from 'kysely';
import { PAYMENT_REQUEST_SORTS } from '@sge/shared/contract';
import { expectPagedList } from '../../../testing/paging';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { insertEmployee, insertEvent, insertLink, insertPaymentRequest } from '../../events/__tests__/fixtures';
import { PAYMENT } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY1 = '2030-01-10';
const DAY2 = '2030-01-11';
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.request({ method, url: `/api${url}`, role: 'FINANCIAL', ...(payload ? { payload } : {}) });

let ids: { event: number; other: number; ana: number; bruno: number; links: number[]; requests: number[] };

/** Event 1: Ana worked DAY1 (request 1, 150.00) and DAY2 (request 2, 180.50); Bruno at event 2 (request 3, PAID). */
beforeEach(async () => {
  await t.reset();
  await t.createUsers();
  const event = await insertEvent(t, { name: 'Congresso', days: [DAY1, DAY2] });
  const other = await insertEvent(t, { name: 'Feira', days: [DAY1] });
  const ana = await insertEmployee(t, { name: 'Ana Souza' });
  const bruno = await insertEmployee(t, { name: 'Bruno Lima' });
  const worked = { checkIn: '2030-01-10T10:00:00Z', checkOut: '2030-01-10T20:00:00Z' };
  const links = [
    await insertLink(t, { eventId: event, employeeId: ana, day: DAY1, ...worked }),
    await insertLink(t, { eventId: event, employeeId: ana, day: DAY2, payRate: '180.50', ...worked }),
    await insertLink(t, { eventId: other, employeeId: bruno, day: DAY1, ...worked }),
  ];
  const requests = [
    await insertPaymentRequest(t, links[0], { amount: '150.00' }),
    await insertPaymentRequest(t, links[1], { amount: '180.50' }),
    await insertPaymentRequest(t, links[2], { status: 'PAID', amount: '160.00' }),
  ];
  ids = { event, other, ana, bruno, links, requests };
});

describe('GET /payment-requests', () => {
  test('lists every request with its event, day, employee and payable, open ones first', async () => {
    const res = await call('GET', '/payment-requests');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((r: { id: number }) => r.id)).toEqual([ids.requests[1], ids.requests[0], ids.requests[2]]);
    expect(data[1]).toMatchObject({
      id: ids.requests[0],
      status: 'PENDING',
      amount: '150.00',
      eventId: ids.event,
      eventName: 'Congresso',
      eventDay: DAY1,
      employeeId: ids.ana,
      employeeName: 'Ana Souza',
      function: 'Garçom',
      payableId: null,
      eventEmployeePaymentConfirmed: false,
    });
  });

  test.each([
    ['status=PAID', () => [ids.requests[2]]],
    ['status=PENDING', () => [ids.requests[1], ids.requests[0]]],
    [`eventId=OTHER`, () => [ids.requests[2]]],
    ['employeeId=ANA', () => [ids.requests[1], ids.requests[0]]],
    [`from=${DAY2}`, () => [ids.requests[1]]],
    [`to=${DAY1}`, () => [ids.requests[0], ids.requests[2]]],
  ])('filters by %s', async (query, expected) => {
    const q = query.replace('OTHER', String(ids.other)).replace('ANA', String(ids.ana));
    const res = await call('GET', `/payment-requests?${q}`);
    expect(res.json().data.map((r: { id: number }) => r.id)).toEqual(expected());
  });

  test('pages, sorts, searches and counts on the server (issue 14)', async () => {
    await expectPagedList(t, { url: '/api/payment-requests', role: 'FINANCIAL', sorts: PAYMENT_REQUEST_SORTS, total: 3 });
    await expectPagedList(t, { url: '/api/payment-requests?search=o', role: 'ADMIN', sorts: ['employeeName', 'eventDay'], total: 3 });
    const page = async (query: string) => (await call('GET', `/payment-requests?${query}`)).json();
    // Without a sort, pages follow the work queue order.
    expect(await page('pageSize=2&page=2')).toMatchObject({ data: [{ id: ids.requests[2] }], meta: { total: 3, page: 2, pageSize: 2 } });
    expect(await page('search=bruno')).toMatchObject({ data: [{ id: ids.requests[2] }], meta: { total: 1 } });
    expect(await page('search=feira')).toMatchObject({ data: [{ id: ids.requests[2] }], meta: { total: 1 } });
    expect(await page(`search=${ids.requests[1]}`)).toMatchObject({ data: [{ id: ids.requests[1] }], meta: { total: 1 } });
    expect(await page(`employeeId=${ids.ana}&sort=-amount&pageSize=1`)).toMatchObject({ data: [{ amount: '180.50' }], meta: { total: 2 } });
    expect(await page('sort=-status')).toMatchObject({ data: [{ status: 'PAID' }, {}, {}] });
  });

  test('the work queue pages across statuses: every page size, in order, counted (issue 14)', async () => {
    // Read status by status (one query per status a page spans): PENDING, APPROVED, PAID, CANCELLED.
    expect((await call('POST', `/payment-requests/${ids.requests[0]}/approve`, {})).statusCode).toBe(200);
    const cancelled = await insertPaymentRequest(t, ids.links[0], { status: 'CANCELLED', amount: '10.00' });
    const queue = [ids.requests[1], ids.requests[0], ids.requests[2], cancelled];
    const list = async (query: string) => (await call('GET', `/payment-requests?${query}`)).json();
    const all = await list('pageSize=200');
    expect([all.data.map((r: { id: number }) => r.id), all.meta.total]).toEqual([queue, 4]);
    for (const size of [1, 2, 3]) {
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(4 / size); page++) {
        const { data, meta } = await list(`pageSize=${size}&page=${page}`);
        expect(meta).toEqual({ total: 4, page, pageSize: size });
        seen.push(...data.map((r: { id: number }) => r.id));
      }
      expect(seen).toEqual(queue);
    }
    expect(await list('pageSize=3&page=3')).toEqual({ data: [], meta: { total: 4, page: 3, pageSize: 3 } });
    const ana = await list(`employeeId=${ids.ana}&pageSize=2&page=2`);
    expect([ana.data.map((r: { id: number }) => r.id), ana.meta.total]).toEqual([[cancelled], 3]);
    const searched = await list('search=souza&pageSize=1&page=2');
    expect([searched.data.map((r: { id: number }) => r.id), searched.meta.total]).toEqual([[ids.requests[0]], 3]);
    // A search matches the employee, the event or the function of the staff day (one set of ids): each request once.
    const byFunction = await list('search=garç&pageSize=200');
    expect([byFunction.data.map((r: { id: number }) => r.id), byFunction.meta.total]).toEqual([queue, 4]);
    const byEvent = await list('search=congresso&status=PENDING');
    expect([byEvent.data.map((r: { id: number }) => r.id), byEvent.meta.total]).toEqual([[ids.requests[1]], 1]);
    // A search reads the queue its own way (matches first, then the page): same order, pages and counts.
    for (const size of [1, 3]) {
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(4 / size); page++) {
        const { data, meta } = await list(`search=garç&pageSize=${size}&page=${page}`);
        expect(meta).toEqual({ total: 4, page, pageSize: size });
        seen.push(...data.map((r: { id: number }) => r.id));
      }
      expect(seen).toEqual(queue);
    }
    expect(await list('search=garç&pageSize=3&page=3')).toEqual({ data: [], meta: { total: 4, page: 3, pageSize: 3 } });
    const anaSearched = await list(`search=garç&employeeId=${ids.ana}&pageSize=2&page=2`);
    expect([anaSearched.data.map((r: { id: number }) => r.id), anaSearched.meta.total]).toEqual([[cancelled], 3]);
    expect((await list('search=ninguém-assim')).meta.total).toBe(0);
  });

  test('400 for a bad filter', async () => {
    expect((await call('GET', '/payment-requests?status=PAGO')).statusCode).toBe(400);
    expect((await call('GET', '/payment-requests?from=2030-02-30')).json()).toEqual({ message: "Campo 'Data inicial' deve ser uma data válida entre 01/01/2000 e 31/12/2100" });
  });
});

describe('approve → pay', () => {
  test('approval raises the payable under "Pessoal de Eventos"; paying settles it and confirms the staff day', async () => {
    const id = ids.requests[0];
    const approved = await call('POST', `/payment-requests/${id}/approve`, { dueDate: '2030-01-15' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'APPROVED', approvedAt: expect.any(String), payableId: expect.any(Number), payableStatus: 'PENDENTE' });
    const payable = await t.database.db
      .selectFrom('accounts_payable as ap')
      .innerJoin('financial_categories as c', 'c.id', 'ap.category_id')
      .select(['ap.id', 'ap.amount', 'ap.status', 'ap.due_date', 'ap.event_id', 'ap.supplier_name', 'ap.description', 'c.name as category', 'c.type'])
      .where('ap.payment_request_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(payable).toMatchObject({
      amount: '150.00',
      status: 'PENDENTE',
      due_date: '2030-01-15',
      event_id: ids.event,
      supplier_name: 'Ana Souza',
      description: 'Diária de Ana Souza — Congresso (10/01/2030)',
      category: 'Pessoal de Eventos',
      type: 'DESPESA',
    });

    const paid = await call('POST', `/payment-requests/${id}/pay`, PAYMENT);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'PAID', paidAt: expect.any(String), payableStatus: 'PAGO', eventEmployeePaymentConfirmed: true });
    const payments = await t.database.db.selectFrom('account_payments').selectAll().where('payable_id', '=', payable.id).execute();
    expect(payments).toEqual([expect.objectContaining({ amount: '150.00', method: 'PIX', payment_date: '2030-01-20', user_id: 4 })]);
    // The events area sees the day paid (SPEC §4).
    const reply = await call('GET', `/payment-requests/${id}`);
    expect(reply.json().data).toMatchObject({ status: 'PAID', eventEmployeePaymentConfirmed: true });
  });

  test('an existing "Pessoal de Eventos" category is reused', async () => {
    const { id } = await t.database.db.insertInto('financial_categories').values({ name: 'pessoal de eventos', type: 'DESPESA' }).returning('id').executeTakeFirstOrThrow();
    await call('POST', `/payment-requests/${ids.requests[0]}/approve`);
    await call('POST', `/payment-requests/${ids.requests[1]}/approve`);
    const rows = await t.database.db.selectFrom('accounts_payable').select('category_id').execute();
    expect(rows).toEqual([{ category_id: id }, { category_id: id }]);
  });

  test('paying a PENDING request approves it on the way (one payable, one payment)', async () => {
    const res = await call('POST', `/payment-requests/${ids.requests[1]}/pay`, { ...PAYMENT, paymentValue: '180.50' });
    expect(res.json().data).toMatchObject({ status: 'PAID', approvedAt: expect.any(String), payableStatus: 'PAGO' });
    const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM account_payments`.execute(t.database.db);
    expect(count.rows[0].n).toBe(1);
  });

  test('a value other than the open balance is refused, and nothing changes', async () => {
    const res = await call('POST', `/payment-requests/${ids.requests[1]}/pay`, { ...PAYMENT, paymentValue: '100.00' });
    expect([res.statusCode, res.json().message]).toEqual([409, 'O valor pago deve ser igual ao saldo em aberto (R$ 180,50)']);
    expect(await t.database.db.selectFrom('accounts_payable').select('id').execute()).toEqual([]);
  });

  test.each([
    ['approve', 'PAID', 'Só é possível aprovar uma solicitação pendente'],
    ['pay', 'PAID', 'Só é possível pagar uma solicitação pendente ou aprovada'],
    ['cancel', 'PAID', 'Uma solicitação paga não pode ser cancelada'],
  ] as const)('409: %s a %s request', async (action, _status, message) => {
    const res = await call('POST', `/payment-requests/${ids.requests[2]}/${action}`, action === 'pay' ? PAYMENT : action === 'cancel' ? { reason: 'Erro' } : {});
    expect([res.statusCode, res.json()]).toEqual([409, { message }]);
  });

  test('approve takes an empty body or a due date, and refuses anything else with 400', async () => {
    const unknown = await call('POST', `/payment-requests/${ids.requests[0]}/approve`, { amount: '1.00' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, "Campo 'amount' não é permitido"]);
    const badDate = await call('POST', `/payment-requests/${ids.requests[0]}/approve`, { dueDate: '2030-02-30' });
    expect([badDate.statusCode, badDate.json().message]).toEqual([400, "Campo 'Vencimento' deve ser uma data válida entre 01/01/2000 e 31/12/2100"]);
    const empty = await t.request({ method: 'POST', url: `/api/payment-requests/${ids.requests[0]}/approve`, role: 'ADMIN' });
    expect(empty.statusCode).toBe(200);
    const { due_date } = await t.database.db.selectFrom('accounts_payable').select('due_date').executeTakeFirstOrThrow();
    expect(due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('a request above the day\'s pay rate as it stands now is refused, approving or paying (409), and nothing changes', async () => {
    // The rate was lowered after the request (150.00 asked): 409 with the rate, in pt-BR.
    await t.database.db.updateTable('event_employees').set({ pay_rate: '120.00' }).where('id', '=', ids.links[0]).execute();
    const message = 'O valor solicitado não pode ser maior que a diária do funcionário (R$ 120,00)';
    const approve = await call('POST', `/payment-requests/${ids.requests[0]}/approve`);
    expect([approve.statusCode, approve.json()]).toEqual([409, { message }]);
    const pay = await call('POST', `/payment-requests/${ids.requests[0]}/pay`, PAYMENT);
    expect([pay.statusCode, pay.json()]).toEqual([409, { message }]);
    const { status } = await t.database.db.selectFrom('payment_requests').select('status').where('id', '=', ids.requests[0]).executeTakeFirstOrThrow();
    expect(status).toBe('PENDING');
    expect(await t.database.db.selectFrom('accounts_payable').select('id').execute()).toEqual([]);
    // Equal to the rate is fine.
    await t.database.db.updateTable('event_employees').set({ pay_rate: '150.00' }).where('id', '=', ids.links[0]).execute();
    expect((await call('POST', `/payment-requests/${ids.requests[0]}/approve`)).statusCode).toBe(200);
  });

  test('approving twice is refused', async () => {
    await call('POST', `/payment-requests/${ids.requests[0]}/approve`);
    const res = await call('POST', `/payment-requests/${ids.requests[0]}/approve`);
    expect([res.statusCode, res.json().message]).toEqual([409, 'Só é possível aprovar uma solicitação pendente']);
  });

  test('a zero-amount request raises no payable', async () => {
    await sql`UPDATE payment_requests SET amount = 0 WHERE id = ${ids.requests[0]}`.execute(t.database.db);
    const res = await call('POST', `/payment-requests/${ids.requests[0]}/approve`);
    expect([res.statusCode, res.json().message]).toEqual([409, 'Solicitação sem valor não gera conta a pagar']);
  });

  test('404 for a missing request', async () => {
    for (const action of ['approve', 'cancel']) {
      const res = await call('POST', `/payment-requests/999/${action}`, action === 'cancel' ? { reason: 'Sem motivo' } : {});
      expect([res.statusCode, res.json()]).toEqual([404, { message: 'Solicitação de pagamento não encontrada' }]);
    }
  });

  test('reading the list writes nothing (a payable is settled with its request, in one transaction)', async () => {
    await call('POST', `/payment-requests/${ids.requests[0]}/approve`);
    await sql`UPDATE accounts_payable SET status = 'PAGO'`.execute(t.database.db);
    const res = await call('GET', `/payment-requests?status=APPROVED`);
    expect(res.json().data.map((r: { id: number }) => r.id)).toContain(ids.requests[0]);
    const link = await t.database.db.selectFrom('event_employees').select('paid').where('id', '=', ids.links[0]).executeTakeFirstOrThrow();
    expect(link.paid).toBe(false);
  });
});

describe('cancel', () => {
  test('cancels with the reason, cancels the unpaid payable, and lets the day be requested again', async () => {
    await call('POST', `/payment-requests/${ids.requests[0]}/approve`);
    const res = await call('POST', `/payment-requests/${ids.requests[0]}/cancel`, { reason: '  Valor incorreto  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'CANCELLED', cancelReason: 'Valor incorreto', cancelledAt: expect.any(String), payableStatus: 'CANCELADO' });
    const again = await t.request({ method: 'PATCH', url: `/api/event-employees/${ids.links[0]}/request-payment`, role: 'MANAGER', payload: { amount: '150.00' } });
    expect(again.statusCode).toBe(200);
  });

  test('needs a reason; a cancelled request cannot be cancelled again', async () => {
    const empty = await call('POST', `/payment-requests/${ids.requests[0]}/cancel`, { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    await call('POST', `/payment-requests/${ids.requests[0]}/cancel`, { reason: 'Duplicada' });
    const twice = await call('POST', `/payment-requests/${ids.requests[0]}/cancel`, { reason: 'Duplicada' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'Solicitação já cancelada']);
  });

  test('refused when its payable already has payments', async () => {
    await call('POST', `/payment-requests/${ids.requests[0]}/approve`);
    const { id } = await t.database.db.selectFrom('accounts_payable').select('id').executeTakeFirstOrThrow();
    await t.database.db.insertInto('account_payments').values({ payable_id: id, payment_date: '2030-01-12', method: 'PIX', amount: '50.00' }).execute();
    const res = await call('POST', `/payment-requests/${ids.requests[0]}/cancel`, { reason: 'Erro' });
    expect([res.statusCode, res.json().message]).toEqual([409, 'A conta a pagar desta solicitação já possui pagamentos']);
  });
});

test("the events area's confirm-payment pays through the ledger: payable raised and paid", async () => {
  const res = await t.request({ method: 'PATCH', url: `/api/event-employees/${ids.links[1]}/confirm-payment`, role: 'FINANCIAL' });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ status: 'PAID', eventEmployeePaymentConfirmed: true });
  const payable = await t.database.db.selectFrom('accounts_payable').select(['id', 'status', 'amount']).where('payment_request_id', '=', ids.requests[1]).executeTakeFirstOrThrow();
  expect(payable).toMatchObject({ status: 'PAGO', amount: '180.50' });
  const payments = await t.database.db.selectFrom('account_payments').select(['amount', 'method']).where('payable_id', '=', payable.id).execute();
  expect(payments).toEqual([{ amount: '180.50', method: 'OUTRO' }]);
});

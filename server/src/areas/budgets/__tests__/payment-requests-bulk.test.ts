/** Bulk approve and pay of payment requests: per-request outcomes, ledger effects, concurrency. */
import { sql } from 'kysely';
import { PAYMENT_REQUEST_MESSAGES as MSG, type Role } from '@sge/shared/contract';
import { EVENT_MESSAGES } from '../../events/messages';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { finalizeInDb, insertEmployee, insertEvent, insertLink, insertPaymentRequest } from '../../events/__tests__/fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY1 = '2030-01-10';
const DAY2 = '2030-01-11';
const PAY = { paymentDate: '2030-01-20', paymentMethod: 'PIX' } as const;
const bulk = (action: 'approve' | 'pay', payload: object, role: Role = 'FINANCIAL') =>
  t.request({ method: 'POST', url: `/api/payment-requests/bulk/${action}`, role, payload });

let ids: { event: number; other: number; requests: number[] };

/**
 * Event 'Congresso': Ana DAY1 (150.00, pending), Ana DAY2 (180.50, pending), Bruno DAY1 (0.00,
 * pending: refused), Carla DAY1 (200.00 requested on a day now paid 100.00: refused); 'Feira':
 * Davi DAY1 (already PAID).
 */
beforeEach(async () => {
  await t.reset();
  await t.createUsers();
  const event = await insertEvent(t, { name: 'Congresso', days: [DAY1, DAY2] });
  const other = await insertEvent(t, { name: 'Feira', days: [DAY1] });
  const worked = { checkIn: '2030-01-10T10:00:00Z', checkOut: '2030-01-10T20:00:00Z' };
  const ana = await insertEmployee(t, { name: 'Ana Souza' });
  const bruno = await insertEmployee(t, { name: 'Bruno Lima' });
  const carla = await insertEmployee(t, { name: 'Carla Dias' });
  const davi = await insertEmployee(t, { name: 'Davi Reis' });
  const links = [
    await insertLink(t, { eventId: event, employeeId: ana, day: DAY1, ...worked }),
    await insertLink(t, { eventId: event, employeeId: ana, day: DAY2, payRate: '180.50', ...worked }),
    await insertLink(t, { eventId: event, employeeId: bruno, day: DAY1, ...worked }),
    await insertLink(t, { eventId: event, employeeId: carla, day: DAY1, payRate: '100.00', ...worked }),
    await insertLink(t, { eventId: other, employeeId: davi, day: DAY1, ...worked }),
  ];
  const requests = [
    await insertPaymentRequest(t, links[0], { amount: '150.00' }),
    await insertPaymentRequest(t, links[1], { amount: '180.50' }),
    await insertPaymentRequest(t, links[2], { amount: '0.00' }),
    await insertPaymentRequest(t, links[3], { amount: '200.00' }),
    await insertPaymentRequest(t, links[4], { status: 'PAID', amount: '160.00' }),
  ];
  ids = { event, other, requests };
});

const outcomes = (reply: { results: Array<{ id: number; outcome: string; reason: string | null }> }) =>
  reply.results.map((r) => [ids.requests.indexOf(r.id), r.outcome, r.reason]);

const countRows = async (table: 'account_payments' | 'accounts_payable') =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(t.database.db)).rows[0].n;

describe('POST /payment-requests/bulk/approve', () => {
  test('approves each pending request and refuses the others with their reasons, never stopping', async () => {
    const res = await bulk('approve', { ids: [...ids.requests].reverse(), dueDate: '2030-02-01' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(outcomes(data)).toEqual([
      [0, 'applied', null],
      [1, 'applied', null],
      [2, 'refused', MSG.zeroAmount],
      [3, 'refused', EVENT_MESSAGES.paymentAboveRate('100.00')],
      [4, 'refused', MSG.approveOnlyPending],
    ]);
    expect(data).toMatchObject({ applied: 2, refused: 3 });
    expect(data.results[4]).toMatchObject({ status: 'PAID', employeeName: 'Davi Reis', eventDay: DAY1 });
    const payables = await t.database.db.selectFrom('accounts_payable').select(['payment_request_id', 'amount', 'due_date', 'status']).orderBy('payment_request_id').execute();
    expect(payables).toEqual([
      { payment_request_id: ids.requests[0], amount: '150.00', due_date: '2030-02-01', status: 'PENDENTE' },
      { payment_request_id: ids.requests[1], amount: '180.50', due_date: '2030-02-01', status: 'PENDENTE' },
    ]);
    // Twice changes nothing more: each is refused as no longer pending.
    const again = (await bulk('approve', { ids: ids.requests.slice(0, 2) })).json().data;
    expect(again).toMatchObject({ applied: 0, refused: 2 });
    expect(await countRows('accounts_payable')).toBe(2);
  });

  test("'all matching the filter' approves what the list's filter selects", async () => {
    const data = (await bulk('approve', { filter: { eventId: ids.event, status: 'PENDING', search: 'Ana' } })).json().data;
    expect(outcomes(data)).toEqual([
      [0, 'applied', null],
      [1, 'applied', null],
    ]);
  });

  test('needs exactly one of ids and filter; MANAGER and COORDINATOR are refused', async () => {
    expect((await bulk('approve', {})).statusCode).toBe(400);
    expect((await bulk('approve', { ids: [1], filter: {} })).statusCode).toBe(400);
    expect((await bulk('approve', { ids: [ids.requests[0]] }, 'MANAGER')).statusCode).toBe(403);
    expect((await bulk('pay', { ids: [ids.requests[0]], ...PAY }, 'COORDINATOR')).statusCode).toBe(403);
    expect((await bulk('approve', { ids: [ids.requests[0]] }, 'ADMIN')).statusCode).toBe(200);
  });

  test('an unknown request is refused on its own line', async () => {
    const data = (await bulk('approve', { ids: [ids.requests[0], 999_999] })).json().data;
    expect(data.results.map((r: { outcome: string; reason: string }) => [r.outcome, r.reason])).toEqual([
      ['applied', null],
      ['refused', MSG.notFound],
    ]);
  });
});

describe('POST /payment-requests/bulk/pay', () => {
  test('pays each with the one date and method: one payable payment and one cash-flow line each; mixed outcomes', async () => {
    await finalizeInDb(t, ids.event); // paying comes after finalising
    await bulk('approve', { ids: [ids.requests[1]] });
    const res = await bulk('pay', { ids: ids.requests, ...PAY, paymentReference: 'Lote 1' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.results.map((r: { outcome: string; status: string }) => [r.outcome, r.status])).toEqual([
      ['applied', 'PAID'],
      ['applied', 'PAID'],
      ['refused', 'PENDING'],
      ['refused', 'PENDING'],
      ['refused', 'PAID'],
    ]);
    expect(data.results[4].reason).toBe(MSG.payNotAllowed);
    const payments = await t.database.db
      .selectFrom('account_payments as p')
      .innerJoin('accounts_payable as ap', 'ap.id', 'p.payable_id')
      .select(['ap.payment_request_id', 'ap.status', 'p.amount', 'p.payment_date', 'p.method', 'p.reference'])
      .orderBy('ap.payment_request_id')
      .execute();
    expect(payments).toEqual([
      { payment_request_id: ids.requests[0], status: 'PAGO', amount: '150.00', payment_date: '2030-01-20', method: 'PIX', reference: 'Lote 1' },
      { payment_request_id: ids.requests[1], status: 'PAGO', amount: '180.50', payment_date: '2030-01-20', method: 'PIX', reference: 'Lote 1' },
    ]);
    const links = await t.database.db.selectFrom('event_employees').select('paid').where('event_id', '=', ids.event).where('paid', '=', true).execute();
    expect(links).toHaveLength(2);
    const flow = await t.request({ method: 'GET', url: '/api/financial-charts/cash-flow?startDate=2030-01-20&endDate=2030-01-20&groupBy=day', role: 'FINANCIAL' });
    expect(flow.json().data.rows[0].realizedOutflow).toBe('330.50');
  });

  test('two bulk pays at once pay each request exactly once', async () => {
    const selection = { ids: ids.requests.slice(0, 2), ...PAY };
    const [a, b] = await Promise.all([bulk('pay', selection), bulk('pay', { ...selection, paymentMethod: 'TRANSFERENCIA' })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const applied = [...a.json().data.results, ...b.json().data.results].filter((r: { outcome: string }) => r.outcome === 'applied');
    expect(applied.map((r: { id: number }) => r.id).sort()).toEqual(ids.requests.slice(0, 2).sort());
    expect(a.json().data.applied + b.json().data.applied).toBe(2);
    expect(a.json().data.refused + b.json().data.refused).toBe(2);
    expect(await countRows('account_payments')).toBe(2);
    expect(await countRows('accounts_payable')).toBe(2);
    const flow = await t.request({ method: 'GET', url: '/api/financial-charts/cash-flow?startDate=2030-01-20&endDate=2030-01-20&groupBy=day', role: 'FINANCIAL' });
    expect(flow.json().data.rows[0].realizedOutflow).toBe('330.50');
  });

  test('refuses a body without date or method', async () => {
    expect((await bulk('pay', { ids: [ids.requests[0]], paymentMethod: 'PIX' })).statusCode).toBe(400);
    expect((await bulk('pay', { ids: [ids.requests[0]], paymentDate: '2030-01-20' })).statusCode).toBe(400);
    expect(await countRows('account_payments')).toBe(0);
  });
});

/** /api/accounts-payable: the same ledger as receivables, with the supplier and PAGO; a payable raised by a payment request is never deleted. */
import { sql } from 'kysely';
import { PAYABLE_SORTS } from '@sge/shared/contract';
import { expectPagedList } from '../../../testing/paging';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { insertEmployee, insertEvent, insertLink, insertPaymentRequest } from '../../events/__tests__/fixtures';
import { day, insertCategories, insertPayable, payment, VALID_CPF } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await t.createUsers();
  await insertCategories(t);
});

const URL = '/api/accounts-payable';
const BODY = { description: 'Locação de som', supplierName: 'Som & Luz Ltda', supplierDocument: '529.982.247-25', categoryId: 2, amount: '2400.00', dueDate: day(12) };
const pay = (id: number, payload: object) => t.request({ method: 'POST', url: `${URL}/${id}/pay`, role: 'ADMIN', payload });

test('creates a payable for a supplier, linked to an event', async () => {
  const eventId = await insertEvent(t, { name: 'Feira de Negócios' });
  const res = await t.request({ method: 'POST', url: URL, role: 'ADMIN', payload: { ...BODY, eventId, documentNumber: 'NF 991' } });
  expect(res.statusCode).toBe(201);
  expect(res.json().data).toMatchObject({
    supplierName: 'Som & Luz Ltda',
    supplierDocument: VALID_CPF,
    categoryName: 'Fornecedores',
    eventId,
    eventName: 'Feira de Negócios',
    documentNumber: 'NF 991',
    status: 'PENDENTE',
    paymentRequestId: null,
    recurringAccountId: null,
    recurringPeriod: null,
  });
});

test('refuses a RECEITA category and an invalid supplier document', async () => {
  const category = await t.request({ method: 'POST', url: URL, role: 'ADMIN', payload: { ...BODY, categoryId: 1 } });
  expect(category.json()).toEqual({ message: 'Categoria inválida: escolha uma categoria de despesa ativa' });
  const doc = await t.request({ method: 'POST', url: URL, role: 'ADMIN', payload: { ...BODY, supplierDocument: '111.111.111-11' } });
  expect([doc.statusCode, doc.json()]).toEqual([400, { message: 'CPF inválido' }]);
});

test('pay partially then in full: PENDENTE → PARCIAL → PAGO, and the statistics follow', async () => {
  await insertPayable(t, { amount: '500.00' });
  expect((await pay(1, payment('200.00'))).json().data).toMatchObject({ status: 'PARCIAL', paidAmount: '200.00', openAmount: '300.00' });
  expect((await pay(1, payment('300.01'))).json()).toEqual({ message: 'Valor do pagamento maior que o saldo em aberto (R$ 300,00)' });
  const paid = await pay(1, payment('300.00', { paymentMethod: 'TRANSFERENCIA' }));
  expect(paid.json().data).toMatchObject({ status: 'PAGO', paidAmount: '500.00', openAmount: '0.00' });
  expect((await pay(1, payment('1.00'))).json()).toEqual({ message: 'Conta já paga' });
  const stats = (await t.request({ method: 'GET', url: `${URL}/statistics`, role: 'ADMIN' })).json().data;
  expect(stats).toMatchObject({ count: 1, totalAmount: '500.00', paidAmount: '500.00', openAmount: '0.00' });
  const edit = await t.request({ method: 'PUT', url: `${URL}/1`, role: 'ADMIN', payload: BODY });
  expect([edit.statusCode, edit.json()]).toEqual([409, { message: 'Conta já paga não pode ser alterada' }]);
  const cancel = await t.request({ method: 'POST', url: `${URL}/1/cancel`, role: 'ADMIN', payload: { reason: 'engano' } });
  expect([cancel.statusCode, cancel.json()]).toEqual([409, { message: 'Conta já paga não pode ser cancelada' }]);
});

test('the supplier filter, overdue and due-soon', async () => {
  await insertPayable(t, { supplierName: 'Buffet Delícia', dueDate: day(-3) });
  await insertPayable(t, { supplierName: 'Gráfica Rápida', dueDate: day(7) });
  await insertPayable(t, { supplierName: 'Buffet Delícia', dueDate: day(8) });
  const ids = async (url: string) => (await t.request({ method: 'GET', url, role: 'ADMIN' })).json().data.map((r: { id: number }) => r.id);
  expect(await ids(`${URL}?supplierName=buffet`)).toEqual([1, 3]);
  expect(await ids(`${URL}/overdue`)).toEqual([1]);
  expect(await ids(`${URL}/due-soon`)).toEqual([2]);
  expect(await ids(`${URL}/due-soon?days=8`)).toEqual([2, 3]);
  expect((await t.request({ method: 'GET', url: `${URL}/due-soon?days=-1`, role: 'ADMIN' })).statusCode).toBe(400);
  expect((await t.request({ method: 'GET', url: `${URL}/categories`, role: 'ADMIN' })).json().data.map((c: { name: string }) => c.name)).toEqual([
    'Aluguel',
    'Fornecedores',
  ]);
});

test('pages, sorts and counts on the server (issue 14), with filters; overdue and due-soon page too', async () => {
  await insertPayable(t, { supplierName: 'Buffet Delícia', dueDate: day(-3), amount: '120.00' });
  await insertPayable(t, { supplierName: 'Gráfica Rápida', dueDate: day(2), amount: '80.00' });
  await insertPayable(t, { supplierName: 'Buffet Delícia', dueDate: day(4), amount: '950.00' });
  await insertPayable(t, { supplierName: 'Banda Show', dueDate: day(6), amount: '300.00', categoryId: 4 });
  await expectPagedList(t, { url: URL, role: 'ADMIN', sorts: PAYABLE_SORTS, total: 4 });
  await expectPagedList(t, { url: `${URL}/due-soon`, role: 'FINANCIAL', sorts: PAYABLE_SORTS, total: 3 });
  await expectPagedList(t, { url: `${URL}?categoryId=2&search=a`, role: 'FINANCIAL', sorts: ['supplierName', 'dueDate'], total: 3 });
  const get = async (url: string) => (await t.request({ method: 'GET', url, role: 'ADMIN' })).json();
  expect(await get(`${URL}?supplierName=buffet&sort=-amount&pageSize=1`)).toMatchObject({ data: [{ id: 3, amount: '950.00' }], meta: { total: 2 } });
  expect(await get(`${URL}?overdue=false&sort=supplierName&page=2&pageSize=2`)).toMatchObject({ data: [{ id: 2 }], meta: { total: 3, page: 2 } });
  expect(await get(`${URL}/overdue`)).toMatchObject({ data: [{ id: 1 }], meta: { total: 1, page: 1, pageSize: 25 } });
});

test('a payable raised by a payment request cannot be deleted (cancel it instead)', async () => {
  const eventId = await insertEvent(t);
  const employeeId = await insertEmployee(t);
  const link = await insertLink(t, { eventId, employeeId, checkIn: '2030-01-10T10:00:00Z', checkOut: '2030-01-10T20:00:00Z' });
  const requestId = await insertPaymentRequest(t, link);
  const id = await insertPayable(t);
  await sql`UPDATE accounts_payable SET payment_request_id = ${requestId} WHERE id = ${id}`.execute(t.database.db);
  const res = await t.request({ method: 'DELETE', url: `${URL}/${id}`, role: 'ADMIN' });
  expect([res.statusCode, res.json()]).toEqual([409, { message: 'Conta gerada por uma solicitação de pagamento não pode ser excluída; cancele-a' }]);
  const read = await t.request({ method: 'GET', url: `${URL}/${id}`, role: 'ADMIN' });
  expect(read.json().data.paymentRequestId).toBe(requestId);

  // Paying it in full marks the request PAID and the staff day paid (SPEC §4); a partial payment does not.
  const state = async () =>
    (await sql<{ status: string; paid: boolean }>`SELECT pr.status, ee.paid FROM payment_requests pr JOIN event_employees ee ON ee.id = pr.event_employee_id WHERE pr.id = ${requestId}`.execute(t.database.db)).rows[0];
  await pay(id, payment('100.00'));
  expect(await state()).toEqual({ status: 'PENDING', paid: false });
  await pay(id, payment('400.00'));
  expect(await state()).toEqual({ status: 'PAID', paid: true });
});

test("a request's payable settled by lowering its amount to what was paid makes the request PAID in the same call", async () => {
  const eventId = await insertEvent(t);
  const employeeId = await insertEmployee(t);
  const link = await insertLink(t, { eventId, employeeId, checkIn: '2030-01-10T10:00:00Z', checkOut: '2030-01-10T20:00:00Z' });
  const requestId = await insertPaymentRequest(t, link);
  await t.request({ method: 'POST', url: `/api/payment-requests/${requestId}/approve`, role: 'FINANCIAL' });
  const { id } = await t.database.db.selectFrom('accounts_payable').select('id').where('payment_request_id', '=', requestId).executeTakeFirstOrThrow();
  await pay(id, payment('100.00'));
  const current = (await t.request({ method: 'GET', url: `${URL}/${id}`, role: 'ADMIN' })).json().data;
  const edit = await t.request({
    method: 'PUT',
    url: `${URL}/${id}`,
    role: 'ADMIN',
    payload: { description: current.description, supplierName: current.supplierName, categoryId: current.categoryId, amount: '100.00', dueDate: current.dueDate },
  });
  expect([edit.statusCode, edit.json().data?.status]).toEqual([200, 'PAGO']);
  const state = (await sql<{ status: string; paid: boolean }>`SELECT pr.status, ee.paid FROM payment_requests pr JOIN event_employees ee ON ee.id = pr.event_employee_id WHERE pr.id = ${requestId}`.execute(t.database.db)).rows[0];
  expect(state).toEqual({ status: 'PAID', paid: true });
});

test('a request approved in payment requests (APPROVED, payable raised) becomes PAID when its payable is paid here', async () => {
  const eventId = await insertEvent(t);
  const employeeId = await insertEmployee(t);
  const link = await insertLink(t, { eventId, employeeId, checkIn: '2030-01-10T10:00:00Z', checkOut: '2030-01-10T20:00:00Z' });
  const requestId = await insertPaymentRequest(t, link);
  const approved = await t.request({ method: 'POST', url: `/api/payment-requests/${requestId}/approve`, role: 'FINANCIAL' });
  expect(approved.statusCode).toBe(200);
  const payable = (await t.database.db.selectFrom('accounts_payable').select(['id', 'amount']).where('payment_request_id', '=', requestId).executeTakeFirstOrThrow());
  const status = async () => (await sql<{ status: string; paid: boolean }>`SELECT pr.status, ee.paid FROM payment_requests pr JOIN event_employees ee ON ee.id = pr.event_employee_id WHERE pr.id = ${requestId}`.execute(t.database.db)).rows[0];
  expect(await status()).toEqual({ status: 'APPROVED', paid: false });
  expect((await pay(payable.id, payment(payable.amount))).json().data).toMatchObject({ status: 'PAGO' });
  expect(await status()).toEqual({ status: 'PAID', paid: true });
});

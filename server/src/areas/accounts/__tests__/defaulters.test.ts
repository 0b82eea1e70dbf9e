/** /api/financial/defaulters: overdue open receivables, reminders (outbox), contact history, collection status and agreements. */
import { DEFAULTER_SORTS } from '@sge/shared/contract';
import { expectPagedList } from '../../../testing/paging';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { day, insertCategories, insertReceivable, payment } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await t.createUsers();
  await insertCategories(t);
  // 1: overdue 20 days; 2: overdue 3 days, partly received; 3: not due yet; 4: overdue but cancelled.
  await insertReceivable(t, { description: 'Casamento Silva', clientName: 'Maria Silva', dueDate: day(-20), amount: '1000.00' });
  await insertReceivable(t, { description: 'Coquetel', clientName: 'Empresa Alfa', dueDate: day(-3), amount: '500.00', clientEmail: null });
  await insertReceivable(t, { description: 'Formatura', clientName: 'Colégio', dueDate: day(5) });
  await insertReceivable(t, { description: 'Bodas', clientName: 'Rui', dueDate: day(-9), status: 'CANCELADO' });
  await t.database.db.insertInto('account_payments').values({ receivable_id: 2, payment_date: day(-2), method: 'PIX', amount: '100.00' }).execute();
});

const URL = '/api/financial/defaulters';
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.request({ method, url, role: 'FINANCIAL', ...(payload ? { payload } : {}) });

test('lists the overdue open receivables, oldest first, with the open balance and days overdue', async () => {
  const res = await call('GET', URL);
  expect(res.json().data).toEqual([
    expect.objectContaining({ id: 1, clientName: 'Maria Silva', openAmount: '1000.00', daysOverdue: 20, collectionStatus: 'EM_ABERTO', remindersCount: 0, contacts: [], agreements: [] }),
    expect.objectContaining({ id: 2, clientName: 'Empresa Alfa', paidAmount: '100.00', openAmount: '400.00', daysOverdue: 3, receivableStatus: 'PENDENTE' }),
  ]);
  const ids = async (query: string) => (await call('GET', `${URL}${query}`)).json().data.map((d: { id: number }) => d.id);
  expect(await ids('?minDaysOverdue=10')).toEqual([1]);
  expect(await ids('?search=alfa')).toEqual([2]);
  expect(await ids('?clientName=maria')).toEqual([1]);
  expect(await ids('?collectionStatus=CONTATADO')).toEqual([]);
});

test('pages, sorts and counts on the server (issue 14), with the history of the rows of the page', async () => {
  await insertReceivable(t, { description: 'Palestra', clientName: 'Beta Eventos', dueDate: day(-1), amount: '250.00' });
  await call('POST', `${URL}/5/contact`, { channel: 'TELEFONE', description: 'Ligação feita' });
  await expectPagedList(t, { url: URL, role: 'FINANCIAL', sorts: DEFAULTER_SORTS, total: 3 });
  await expectPagedList(t, { url: `${URL}?search=a`, role: 'ADMIN', sorts: ['daysOverdue', 'openAmount'], total: 3 });
  const page = (await call('GET', `${URL}?sort=daysOverdue&pageSize=1`)).json();
  expect(page).toMatchObject({ data: [{ id: 5, daysOverdue: 1, collectionStatus: 'CONTATADO', contacts: [{ description: 'Ligação feita' }] }], meta: { total: 3 } });
  const contacted = (await call('GET', `${URL}?collectionStatus=EM_ABERTO&sort=-openAmount&page=2&pageSize=1`)).json();
  expect(contacted).toMatchObject({ data: [{ id: 2, openAmount: '400.00' }], meta: { total: 2, page: 2, pageSize: 1 } });
});

test('a reminder is recorded in the outbox (not sent), with the client e-mail and a default message', async () => {
  const res = await call('POST', `${URL}/1/reminder`);
  expect(res.statusCode).toBe(201);
  expect(res.json().data).toMatchObject({ receivableId: 1, recipient: 'maria@example.com', sentAt: null, userName: 'Usuário FINANCIAL' });
  expect(res.json().data.message).toContain('R$ 1.000,00');
  const custom = await call('POST', `${URL}/2/reminder`, { message: 'Olá, segue o boleto.' });
  expect(custom.json().data).toMatchObject({ message: 'Olá, segue o boleto.', recipient: '11987654321' });
  expect((await call('GET', URL)).json().data[0]).toMatchObject({ remindersCount: 1, lastReminderAt: expect.any(String) });

  const notOverdue = await call('POST', `${URL}/3/reminder`);
  expect([notOverdue.statusCode, notOverdue.json()]).toEqual([409, { message: 'Esta conta não está vencida em aberto' }]);
  expect((await call('POST', `${URL}/99/reminder`)).json()).toEqual({ message: 'Inadimplente não encontrado' });
});

test('bulk reminders record one per overdue id and report the others', async () => {
  const res = await call('POST', `${URL}/bulk-reminders`, { ids: [2, 1, 3, 99, 1] });
  expect(res.json().data).toMatchObject({
    count: 2,
    skipped: [
      { id: 3, reason: 'Esta conta não está vencida em aberto' },
      { id: 99, reason: 'Inadimplente não encontrado' },
    ],
  });
  expect(res.json().data.reminders.map((r: { receivableId: number }) => r.receivableId)).toEqual([1, 2]);
  expect((await call('POST', `${URL}/bulk-reminders`, { ids: [] })).statusCode).toBe(400);
});

test('contacts build a history (newest first) and move EM_ABERTO to CONTATADO; status changes with notes', async () => {
  const first = await call('POST', `${URL}/1/contact`, { channel: 'TELEFONE', description: 'Cliente pediu uma semana', contactDate: day(-2) });
  expect(first.statusCode).toBe(201);
  expect(first.json().data).toMatchObject({ collectionStatus: 'CONTATADO', lastContactAt: day(-2) });
  const second = await call('POST', `${URL}/1/contact`, { channel: 'WHATSAPP', description: 'Enviado boleto atualizado' });
  expect(second.json().data.contacts).toEqual([
    expect.objectContaining({ channel: 'WHATSAPP', description: 'Enviado boleto atualizado', contactDate: day(0), userName: 'Usuário FINANCIAL' }),
    expect.objectContaining({ channel: 'TELEFONE', contactDate: day(-2) }),
  ]);
  expect((await call('POST', `${URL}/1/contact`, { channel: 'TELEFONE', description: 'amanhã', contactDate: day(1) })).json()).toEqual({
    message: 'A data do contato não pode ser futura',
  });
  expect((await call('POST', `${URL}/1/contact`, { channel: 'FAX', description: 'x' })).statusCode).toBe(400);
  expect((await call('POST', `${URL}/1/contact`, { channel: 'TELEFONE', description: '  ok  ' })).json()).toEqual({
    message: "Campo 'Descrição do contato' deve ter pelo menos 3 caracteres",
  });

  const status = await call('PATCH', `${URL}/1/status`, { status: 'COBRANCA_JURIDICA', notes: 'Enviado ao jurídico' });
  expect(status.json().data).toMatchObject({ collectionStatus: 'COBRANCA_JURIDICA', collectionNotes: 'Enviado ao jurídico' });
  const contacted = await call('POST', `${URL}/1/contact`, { channel: 'EMAIL', description: 'Notificação extrajudicial' });
  expect(contacted.json().data.collectionStatus).toBe('COBRANCA_JURIDICA');
  expect((await call('GET', `${URL}?collectionStatus=COBRANCA_JURIDICA`)).json().data.map((d: { id: number }) => d.id)).toEqual([1]);

  const closed = await call('PATCH', `${URL}/4/status`, { status: 'CONTATADO' });
  expect([closed.statusCode, closed.json()]).toEqual([409, { message: 'Esta conta não está vencida em aberto' }]);
});

test('an agreement moves the due date, is recorded, and the receivable leaves the list until the new date passes', async () => {
  const newDate = day(15);
  const res = await call('POST', `${URL}/1/agreement`, { newDueDate: newDate, notes: 'Pagamento em parcela única' });
  expect(res.statusCode).toBe(201);
  expect(res.json().data).toMatchObject({
    dueDate: newDate,
    daysOverdue: 0,
    collectionStatus: 'ACORDO_FIRMADO',
    agreements: [expect.objectContaining({ previousDueDate: day(-20), newDueDate: newDate, notes: 'Pagamento em parcela única' })],
  });
  const receivable = (await t.request({ method: 'GET', url: '/api/accounts-receivable/1', role: 'FINANCIAL' })).json().data;
  expect(receivable).toMatchObject({ dueDate: newDate, overdue: false });
  expect((await call('GET', URL)).json().data.map((d: { id: number }) => d.id)).toEqual([2]);

  const past = await call('POST', `${URL}/2/agreement`, { newDueDate: day(-1) });
  expect([past.statusCode, past.json()]).toEqual([400, { message: 'A nova data de vencimento deve ser hoje ou uma data futura' }]);
  expect((await call('POST', `${URL}/2/agreement`, { newDueDate: '2026-02-30' })).json()).toEqual({
    message: "Campo 'Nova data de vencimento' deve ser uma data válida entre 01/01/2000 e 31/12/2100",
  });
  expect((await call('POST', `${URL}/2/agreement`, {})).json()).toEqual({ message: "Campo 'Nova data de vencimento' é obrigatório" });

  await t.request({ method: 'POST', url: '/api/accounts-receivable/2/receive', role: 'FINANCIAL', payload: payment('400.00') });
  const settled = await call('POST', `${URL}/2/agreement`, { newDueDate: day(3) });
  expect([settled.statusCode, settled.json()]).toEqual([409, { message: 'Esta conta não está vencida em aberto' }]);
});

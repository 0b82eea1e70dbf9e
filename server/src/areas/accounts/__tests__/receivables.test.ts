/** /api/accounts-receivable: validation, filters, partial receipts summed in SQL, status flow, cancel, delete, statistics. */
import { RECEIVABLE_SORTS } from '@sge/shared/contract';
import { expectPagedList, expectSorted } from '../../../testing/paging';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { day, insertCategories, insertReceivable, payment, VALID_CNPJ, VALID_CPF } from './fixtures';

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

const URL = '/api/accounts-receivable';
const BODY = {
  description: 'Formatura Turma 2026',
  clientName: 'Colégio Horizonte',
  clientDocument: '11.222.333/0001-81',
  clientEmail: 'financeiro@horizonte.com.br',
  clientPhone: '(11) 3333-4444',
  categoryId: 1,
  amount: '12500.50',
  dueDate: day(20),
};

const post = (payload: object) => t.request({ method: 'POST', url: URL, role: 'FINANCIAL', payload });
const get = (url: string) => t.request({ method: 'GET', url, role: 'FINANCIAL' });

describe('create', () => {
  test('stores the receivable with the document as digits and answers it with the totals', async () => {
    const res = await post(BODY);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      id: 1,
      description: 'Formatura Turma 2026',
      clientName: 'Colégio Horizonte',
      clientDocument: VALID_CNPJ,
      clientPhone: '1133334444',
      categoryName: 'Eventos',
      amount: '12500.50',
      paidAmount: '0.00',
      openAmount: '12500.50',
      status: 'PENDENTE',
      issueDate: day(0),
      dueDate: day(20),
      overdue: false,
      daysOverdue: 0,
      payments: [],
    });
  });

  test('an old debt recorded today gets its due date as issue date, and shows overdue', async () => {
    const res = await post({ ...BODY, dueDate: day(-5) });
    expect(res.json().data).toMatchObject({ issueDate: day(-5), overdue: true, daysOverdue: 5 });
  });

  test.each([
    [{ amount: '0.00' }, "Campo 'Valor' deve estar entre R$ 0,01 e R$ 99.999.999,99"],
    [{ amount: '-5' }, "Campo 'Valor' deve estar entre R$ 0,01 e R$ 99.999.999,99"],
    [{ amount: '10.555' }, "Campo 'Valor' deve estar entre R$ 0,01 e R$ 99.999.999,99"],
    [{ amount: '100000000.00' }, "Campo 'Valor' deve estar entre R$ 0,01 e R$ 99.999.999,99"],
    [{ dueDate: '2026-02-30' }, "Campo 'Vencimento' deve ser uma data válida entre 01/01/2000 e 31/12/2100"],
    [{ dueDate: '30/01/2026' }, "Campo 'Vencimento' deve ser uma data válida entre 01/01/2000 e 31/12/2100"],
    [{ clientDocument: '123.456.789-00' }, 'CPF inválido'],
    [{ clientDocument: '11.222.333/0001-80' }, 'CNPJ inválido'],
    [{ clientDocument: '1234' }, 'CPF/CNPJ inválido'],
    [{ clientEmail: 'sem-arroba' }, 'E-mail inválido'],
    [{ clientPhone: '123' }, 'Telefone inválido'],
    [{ clientName: '  ' }, "Campo 'Cliente' deve ter pelo menos 2 caracteres"],
    [{ categoryId: 2 }, 'Categoria inválida: escolha uma categoria de receita ativa'],
    [{ categoryId: 3 }, 'Categoria inválida: escolha uma categoria de receita ativa'],
    [{ categoryId: 99 }, 'Categoria inválida: escolha uma categoria de receita ativa'],
    [{ eventId: 99 }, 'Evento não encontrado'],
    [{ issueDate: day(30) }, 'O vencimento não pode ser anterior à data de emissão'],
    [{ extra: 1 }, "Campo 'extra' não é permitido"],
  ])('refuses %j: %s', async (change, message) => {
    const res = await post({ ...BODY, ...change });
    expect([res.statusCode, res.json()]).toEqual([400, { message }]);
  });

  test('category is required', async () => {
    const { categoryId: _, ...body } = BODY;
    const res = await post(body);
    expect([res.statusCode, res.json()]).toEqual([400, { message: "Campo 'Categoria' é obrigatório" }]);
  });

  test('a CPF is accepted formatted', async () => {
    const res = await post({ ...BODY, clientDocument: '529.982.247-25' });
    expect(res.json().data.clientDocument).toBe(VALID_CPF);
  });
});

describe('list and reads', () => {
  beforeEach(async () => {
    await insertReceivable(t, { description: 'Casamento Silva', clientName: 'Maria Silva', dueDate: day(-10) });
    await insertReceivable(t, { description: 'Congresso Médico', clientName: 'Associação Médica', dueDate: day(3), amount: '300.00' });
    await insertReceivable(t, { description: 'Aniversário', clientName: 'João Souza', dueDate: day(40), status: 'CANCELADO' });
  });

  test('lists by due date with every filter', async () => {
    const ids = async (query: string) => (await get(`${URL}${query}`)).json().data.map((r: { id: number }) => r.id);
    expect(await ids('')).toEqual([1, 2, 3]);
    expect(await ids('?status=CANCELADO')).toEqual([3]);
    expect(await ids('?overdue=true')).toEqual([1]);
    expect(await ids('?overdue=false')).toEqual([2, 3]);
    expect(await ids(`?startDate=${day(0)}&endDate=${day(30)}`)).toEqual([2]);
    expect(await ids('?clientName=silva')).toEqual([1]);
    expect(await ids('?search=congresso')).toEqual([2]);
    expect(await ids('?search=souza')).toEqual([3]);
    expect(await ids('?categoryId=1')).toEqual([1, 2, 3]);
    expect(await ids('?categoryId=4')).toEqual([]);
    expect(await ids('?situation=open')).toEqual([1, 2]);
    expect(await ids('?situation=overdue')).toEqual([1]);
    expect(await ids('?situation=CANCELADO')).toEqual([3]);
    expect(await ids('?situation=settled')).toEqual([]);
    expect((await get(`${URL}?situation=RECEBIDA`)).statusCode).toBe(400);
    expect((await get(`${URL}?status=FOO`)).statusCode).toBe(400);
  });

  test('overdue, due-soon (default 7 days, or days) and statistics', async () => {
    expect((await get(`${URL}/overdue`)).json().data.map((r: { id: number }) => r.id)).toEqual([1]);
    expect((await get(`${URL}/due-soon`)).json().data.map((r: { id: number }) => r.id)).toEqual([2]);
    expect((await get(`${URL}/due-soon?days=2`)).json().data).toEqual([]);
    await t.request({ method: 'POST', url: `${URL}/1/receive`, role: 'FINANCIAL', payload: payment('250.25') });

    const stats = (await get(`${URL}/statistics`)).json().data;
    expect(stats).toEqual({
      count: 2,
      totalAmount: '1300.00',
      paidAmount: '250.25',
      openAmount: '1049.75',
      overdueCount: 1,
      overdueAmount: '749.75',
      dueSoonDays: 7,
      dueSoonCount: 1,
      dueSoonAmount: '300.00',
      byStatus: [
        { status: 'CANCELADO', count: 1, amount: '1000.00' },
        { status: 'PARCIAL', count: 1, amount: '1000.00' },
        { status: 'PENDENTE', count: 1, amount: '300.00' },
      ],
    });
    expect((await get(`${URL}/statistics?startDate=${day(0)}`)).json().data).toMatchObject({ count: 1, totalAmount: '300.00' });
    // The window follows the system setting the pages send: 2 days leaves the account due in 5 out.
    expect((await get(`${URL}/statistics?dueSoonDays=2`)).json().data).toMatchObject({ dueSoonDays: 2, dueSoonCount: 0, dueSoonAmount: '0.00' });
    expect((await get(`${URL}/statistics?dueSoonDays=0`)).statusCode).toBe(400);
  });

  test('pages, sorts and counts on the server (issue 14); overdue and due-soon page too', async () => {
    await insertReceivable(t, { description: 'Show de rock', clientName: 'Banda Azul', dueDate: day(2), amount: '300.00' });
    await expectPagedList(t, { url: URL, role: 'FINANCIAL', sorts: RECEIVABLE_SORTS, total: 4 });
    await expectPagedList(t, { url: `${URL}?overdue=false&search=o`, role: 'ADMIN', sorts: ['dueDate', 'amount'], total: 3 });
    // A filter and a page together: the open accounts by amount, largest first, one a page.
    const res = await get(`${URL}?status=PENDENTE&sort=-amount&pageSize=1&page=2`);
    expect(res.json()).toMatchObject({ data: [{ amount: '300.00' }], meta: { total: 3, page: 2, pageSize: 1 } });
    const byClient = (await get(`${URL}?sort=-clientName`)).json().data as Array<{ clientName: string }>;
    expectSorted(byClient, (r) => r.clientName, true);
    await insertReceivable(t, { description: 'Feira', clientName: 'Feira Livre', dueDate: day(-2) });
    expect((await get(`${URL}/overdue?pageSize=1`)).json()).toMatchObject({ data: [{ id: 1 }], meta: { total: 2, page: 1, pageSize: 1 } });
    expect((await get(`${URL}/due-soon?sort=-dueDate`)).json()).toMatchObject({ data: [{ id: 2 }, { id: 4 }], meta: { total: 2 } });
    expect((await get(`${URL}/overdue?sort=clientName;drop`)).statusCode).toBe(400);
  });

  test('categories lists the active RECEITA categories only', async () => {
    const res = await get(`${URL}/categories`);
    expect(res.json().data.map((c: { name: string }) => c.name)).toEqual(['Eventos']);
  });

  test('read one with its payments; 404 for a missing one', async () => {
    expect((await get(`${URL}/2`)).json().data).toMatchObject({ id: 2, payments: [] });
    const missing = await get(`${URL}/999`);
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Conta a receber não encontrada' }]);
  });
});

describe('receive', () => {
  const receive = (id: number, payload: object) => t.request({ method: 'POST', url: `${URL}/${id}/receive`, role: 'FINANCIAL', payload });

  test('partial receipts are summed: PENDENTE → PARCIAL → RECEBIDO', async () => {
    await insertReceivable(t, { amount: '1000.00' });
    const first = await receive(1, payment('333.33', { paymentMethod: 'BOLETO', paymentReference: 'NF 12', paymentNotes: '1ª parcela' }));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'PARCIAL', paidAmount: '333.33', openAmount: '666.67' });
    expect(first.json().data.payments).toEqual([
      expect.objectContaining({ paymentValue: '333.33', paymentMethod: 'BOLETO', paymentReference: 'NF 12', paymentNotes: '1ª parcela', userName: 'Usuário FINANCIAL' }),
    ]);

    const second = await receive(1, payment('333.33'));
    expect(second.json().data).toMatchObject({ status: 'PARCIAL', paidAmount: '666.66', openAmount: '333.34' });

    const third = await receive(1, payment('333.34'));
    expect(third.json().data).toMatchObject({ status: 'RECEBIDO', paidAmount: '1000.00', openAmount: '0.00' });
    expect(third.json().data.payments).toHaveLength(3);

    const again = await receive(1, payment('1.00'));
    expect([again.statusCode, again.json()]).toEqual([409, { message: 'Conta já recebida' }]);
  });

  test('a value above the open balance is refused, in pt-BR with the balance', async () => {
    await insertReceivable(t, { amount: '1000.00' });
    await receive(1, payment('400.00'));
    const res = await receive(1, payment('600.01'));
    expect([res.statusCode, res.json()]).toEqual([400, { message: 'Valor do pagamento maior que o saldo em aberto (R$ 600,00)' }]);
  });

  test.each([
    [{ paymentValue: '0' }, "Campo 'Valor do pagamento' deve estar entre R$ 0,01 e R$ 99.999.999,99"],
    [{ paymentValue: 'abc' }, "Campo 'Valor do pagamento' deve estar entre R$ 0,01 e R$ 99.999.999,99"],
    [{ paymentMethod: 'BITCOIN' }, "Campo 'Forma de pagamento' inválido"],
    [{ paymentDate: '2026-13-01' }, "Campo 'Data do pagamento' deve ser uma data válida entre 01/01/2000 e 31/12/2100"],
    [{ paymentDate: day(1) }, 'A data do pagamento não pode ser futura'],
  ])('refuses %j', async (change, message) => {
    await insertReceivable(t);
    const res = await receive(1, { ...payment('10.00'), ...change });
    expect([res.statusCode, res.json()]).toEqual([400, { message }]);
  });

  test('a cancelled account takes no payment; a missing one is 404', async () => {
    await insertReceivable(t, { status: 'CANCELADO' });
    const res = await receive(1, payment('10.00'));
    expect([res.statusCode, res.json()]).toEqual([409, { message: 'Conta cancelada não aceita pagamentos' }]);
    expect((await receive(9, payment('10.00'))).statusCode).toBe(404);
  });

  test('concurrent receipts never overpay: the row is locked', async () => {
    await insertReceivable(t, { amount: '100.00' });
    const results = await Promise.all([receive(1, payment('60.00')), receive(1, payment('60.00')), receive(1, payment('60.00'))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const account = (await get(`${URL}/1`)).json().data;
    expect(account).toMatchObject({ paidAmount: '60.00', status: 'PARCIAL' });
    expect(account.payments).toHaveLength(1);
  });
});

describe('update, cancel, delete', () => {
  const put = (id: number, payload: object) => t.request({ method: 'PUT', url: `${URL}/${id}`, role: 'FINANCIAL', payload });

  test('edits an open account; the amount cannot drop below what was received', async () => {
    await post(BODY);
    await t.request({ method: 'POST', url: `${URL}/1/receive`, role: 'FINANCIAL', payload: payment('500.00') });
    const below = await put(1, { ...BODY, amount: '499.99' });
    expect([below.statusCode, below.json()]).toEqual([409, { message: 'O valor não pode ser menor que o total já pago (R$ 500,00)' }]);

    const edited = await put(1, { ...BODY, description: 'Formatura 2026', amount: '800.00', dueDate: day(25) });
    expect(edited.json().data).toMatchObject({ description: 'Formatura 2026', amount: '800.00', openAmount: '300.00', status: 'PARCIAL', dueDate: day(25) });

    const settled = await put(1, { ...BODY, amount: '500.00' });
    expect(settled.json().data).toMatchObject({ status: 'RECEBIDO', openAmount: '0.00' });
    const locked = await put(1, BODY);
    expect([locked.statusCode, locked.json()]).toEqual([409, { message: 'Conta já recebida não pode ser alterada' }]);
  });

  test('cancel with a reason; then it is locked; a received account cannot be cancelled', async () => {
    await insertReceivable(t);
    const cancel = (id: number, reason: string) => t.request({ method: 'POST', url: `${URL}/${id}/cancel`, role: 'FINANCIAL', payload: { reason } });
    const short = await cancel(1, '  a ');
    expect([short.statusCode, short.json()]).toEqual([400, { message: "Campo 'Motivo' deve ter pelo menos 3 caracteres" }]);
    const res = await cancel(1, 'Evento desmarcado pelo cliente');
    expect(res.json().data).toMatchObject({ status: 'CANCELADO', cancelReason: 'Evento desmarcado pelo cliente', openAmount: '0.00' });
    expect(res.json().data.cancelledAt).toEqual(expect.any(String));
    expect((await cancel(1, 'de novo')).json()).toEqual({ message: 'Conta já cancelada' });
    expect((await put(1, BODY)).json()).toEqual({ message: 'Conta cancelada não pode ser alterada' });

    await insertReceivable(t, { amount: '10.00' });
    await t.request({ method: 'POST', url: `${URL}/2/receive`, role: 'FINANCIAL', payload: payment('10.00') });
    const settled = await cancel(2, 'tarde demais');
    expect([settled.statusCode, settled.json()]).toEqual([409, { message: 'Conta já recebida não pode ser cancelada' }]);
  });

  test('deletes an account without payments; with payments it is 409', async () => {
    await insertReceivable(t);
    await insertReceivable(t);
    await t.request({ method: 'POST', url: `${URL}/2/receive`, role: 'FINANCIAL', payload: payment('10.00') });
    const del = (id: number) => t.request({ method: 'DELETE', url: `${URL}/${id}`, role: 'FINANCIAL' });
    expect((await del(1)).json()).toEqual({ data: { id: 1 } });
    expect((await get(`${URL}/1`)).statusCode).toBe(404);
    const refused = await del(2);
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: 'Conta possui pagamentos registrados e não pode ser excluída; cancele-a' }]);
    expect((await del(99)).statusCode).toBe(404);
  });
});

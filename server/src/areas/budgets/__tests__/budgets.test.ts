import { sql } from 'kysely';
import { BUDGET_SORTS } from '@sge/shared/contract';
import { expectPagedList } from '../../../testing/paging';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { insertEmployee, insertLink } from '../../events/__tests__/fixtures';
import { arrangeServices, budgetPayload, dayOffset, insertService, PAYMENT } from './fixtures';

let t: TestApp;
let services: { garcom: number; buffet: number };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await t.createUsers();
  services = await arrangeServices(t);
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url: `/api${url}`, role: 'FINANCIAL', ...(payload ? { payload } : {}) });

async function createBudget(overrides = {}): Promise<number> {
  const res = await call('POST', '/budgets', budgetPayload(services, overrides));
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

async function approvedBudget(): Promise<number> {
  const id = await createBudget();
  expect((await call('POST', `/budgets/${id}/send`)).statusCode).toBe(200);
  expect((await call('POST', `/budgets/${id}/approve`, { approved: true })).statusCode).toBe(200);
  return id;
}

describe('create, read, update, delete', () => {
  test('POST /budgets stores the client, event, days, items and computes the total in SQL', async () => {
    const res = await call('POST', '/budgets', budgetPayload(services));
    expect(res.statusCode).toBe(201);
    const budget = res.json().data;
    // 3 × 180.00 × 2 days + 100 × 95.50 × 1 − 100.00 = 1080.00 + 9550.00 − 100.00
    expect(budget).toMatchObject({
      status: 'RASCUNHO',
      clientName: 'Empresa Exemplo Ltda.',
      clientDocument: '11222333000181',
      clientPhone: '11987654321',
      eventDays: [dayOffset(20), dayOffset(21)],
      validUntil: dayOffset(10),
      subtotal: '10630.00',
      discount: '100.00',
      total: '10530.00',
      eventId: null,
      receivableId: null,
      receivedAmount: '0.00',
    });
    expect(budget.items).toEqual([
      expect.objectContaining({ serviceId: services.garcom, serviceName: 'Serviço de Garçom', quantity: 3, unitPrice: '180.00', days: 2, total: '1080.00' }),
      expect.objectContaining({ serviceId: services.buffet, quantity: 100, unitPrice: '95.50', days: 1, total: '9550.00' }),
    ]);
    const stored = await t.database.db.selectFrom('budgets').select('total').where('id', '=', budget.id).executeTakeFirstOrThrow();
    expect(stored.total).toBe('10530.00');
    expect((await call('GET', `/budgets/${budget.id}`)).json().data).toEqual(budget);
  });

  test('sums exactly: cents never drift', async () => {
    const cheap = await insertService(t, { name: 'Água', unitPrice: '0.10' });
    const res = await call('POST', '/budgets', budgetPayload(services, { discount: '0.30', items: [{ serviceId: cheap, quantity: 7, days: 1 }] }));
    expect(res.json().data).toMatchObject({ subtotal: '0.70', total: '0.40' });
  });

  test.each([
    [{ clientDocument: '123.456.789-00' }, 'CPF/CNPJ inválido'],
    [{ clientDocument: '11.222.333/0001-00' }, 'CPF/CNPJ inválido'],
    [{ clientEmail: 'x@' }, 'E-mail inválido'],
    [{ clientPhone: '123' }, 'Telefone inválido'],
    [{ validUntil: dayOffset(-1) }, 'A validade não pode ser anterior a hoje'],
    [{ eventDays: ['2030-02-30'] }, "Campo 'Datas do evento' deve ser uma data válida entre 01/01/2000 e 31/12/2100"],
    [{ eventDays: ['2030-02-10', '2030-02-10'] }, 'Datas do evento repetidas'],
    [{ discount: '99999.00' }, 'O desconto não pode ser maior que o subtotal'],
    [{ items: [{ serviceId: 999, quantity: 1 }] }, 'Serviço não encontrado no catálogo'],
    [{ items: [{ serviceId: 1, quantity: 1, days: 3 }] }, 'Os dias de um item não podem passar do número de datas do evento'],
    [{ items: [] }, 'Inclua pelo menos um item no orçamento'],
    [{ eventDays: [] }, 'Informe pelo menos uma data do evento'],
    [{ clientName: ' ' }, "Campo 'Cliente' deve ter pelo menos 2 caracteres"],
  ])('POST /budgets refuses %j with 400', async (overrides, message) => {
    const res = await call('POST', '/budgets', budgetPayload(services, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  test('an inactive service cannot be added', async () => {
    const old = await insertService(t, { name: 'Antigo', active: false });
    const res = await call('POST', '/budgets', budgetPayload(services, { items: [{ serviceId: old, quantity: 1 }] }));
    expect([res.statusCode, res.json().message]).toEqual([400, 'Serviço inativo não pode ser orçado']);
  });

  test('PUT /budgets/:id replaces everything while RASCUNHO and recomputes the total', async () => {
    const id = await createBudget();
    const res = await call('PUT', `/budgets/${id}`, budgetPayload(services, { discount: '0.00', eventDays: [dayOffset(30)], items: [{ serviceId: services.garcom, quantity: 2 }] }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ eventDays: [dayOffset(30)], subtotal: '360.00', total: '360.00' });
    expect(res.json().data.items).toHaveLength(1);
  });

  test('GET /budgets filters by status, text and period', async () => {
    const a = await createBudget({ clientName: 'Alfa Eventos' });
    await createBudget({ clientName: 'Beta Festas', clientDocument: '529.982.247-25' });
    await call('POST', `/budgets/${a}/send`);
    const names = async (query: string) => (await call('GET', `/budgets${query}`)).json().data.map((b: { clientName: string }) => b.clientName);
    expect(await names('')).toEqual(['Beta Festas', 'Alfa Eventos']);
    expect(await names('?status=ENVIADO')).toEqual(['Alfa Eventos']);
    expect(await names('?status=RASCUNHO')).toEqual(['Beta Festas']);
    expect(await names('?search=alfa')).toEqual(['Alfa Eventos']);
    expect(await names('?search=52998224725')).toEqual(['Beta Festas']);
    expect(await names(`?from=${dayOffset(0)}&to=${dayOffset(0)}`)).toHaveLength(2);
    expect(await names(`?from=${dayOffset(1)}`)).toEqual([]);
  });

  test('GET /budgets pages, sorts and counts on the server (issue 14), with filters', async () => {
    const a = await createBudget({ clientName: 'Alfa Eventos', discount: '0.00' });
    const b = await createBudget({ clientName: 'Beta Festas' });
    // Older budgets may have no event name nor validity.
    await sql`UPDATE budgets SET event_name = NULL, valid_until = NULL WHERE id = ${b}`.execute(t.database.db);
    const c = await createBudget({ clientName: 'Gama Shows', discount: '500.00' });
    await createBudget({ clientName: 'Delta Congressos', eventName: 'Congresso Delta' });
    await call('POST', `/budgets/${a}/send`);
    await call('POST', `/budgets/${c}/send`);
    await expectPagedList(t, { url: '/api/budgets', role: 'FINANCIAL', sorts: BUDGET_SORTS, total: 4 });
    await expectPagedList(t, { url: '/api/budgets?search=a', role: 'ADMIN', sorts: ['clientName', 'total'], total: 4 });
    const page = async (query: string) => (await call('GET', `/budgets${query}`)).json();
    expect(await page('?pageSize=1&page=4')).toMatchObject({ data: [{ id: a }], meta: { total: 4, page: 4, pageSize: 1 } });
    expect(await page('?status=ENVIADO&sort=total')).toMatchObject({ data: [{ id: c }, { id: a }], meta: { total: 2 } });
    expect(await page('?status=RASCUNHO&sort=-clientName&pageSize=1&page=2')).toMatchObject({ data: [{ clientName: 'Beta Festas' }], meta: { total: 2 } });
    // Empty values go last both ways.
    const byEvent = (await page('?sort=-eventName')).data.map((b: { eventName: string | null }) => b.eventName);
    expect(byEvent).toEqual(['Convenção Anual', 'Convenção Anual', 'Congresso Delta', null]);
  });

  test('404 for a missing budget', async () => {
    for (const [method, url] of [['GET', '/budgets/99'], ['DELETE', '/budgets/99'], ['POST', '/budgets/99/send'], ['POST', '/budgets/99/create-event']] as const) {
      const res = await call(method, url);
      expect([res.statusCode, res.json()]).toEqual([404, { message: 'Orçamento não encontrado' }]);
    }
  });
});

describe('status flow', () => {
  test('send → approve raises the receivable → confirm-payment receives it and sets PAGO', async () => {
    const id = await createBudget();
    const sent = await call('POST', `/budgets/${id}/send`);
    expect(sent.json().data).toMatchObject({ status: 'ENVIADO', sentAt: expect.any(String) });

    const approved = await call('POST', `/budgets/${id}/approve`, { approved: true });
    expect(approved.statusCode).toBe(200);
    const budget = approved.json().data;
    expect(budget).toMatchObject({ status: 'APROVADO', approvedAt: expect.any(String), receivableId: expect.any(Number), receivableStatus: 'PENDENTE' });
    const receivable = await t.database.db.selectFrom('accounts_receivable').selectAll().where('budget_id', '=', id).executeTakeFirstOrThrow();
    expect(receivable).toMatchObject({
      amount: '10530.00',
      client_name: 'Empresa Exemplo Ltda.',
      client_document: '11222333000181',
      due_date: dayOffset(20),
      status: 'PENDENTE',
      created_by: 4,
    });
    const category = await t.database.db.selectFrom('financial_categories').selectAll().where('id', '=', receivable.category_id).executeTakeFirstOrThrow();
    expect([category.name, category.type]).toEqual(['Eventos', 'RECEITA']);

    const paid = await call('PATCH', `/budgets/${id}/confirm-payment`, PAYMENT);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'PAGO', paidAt: expect.any(String), receivableStatus: 'RECEBIDO', receivedAmount: '10530.00' });
    const payments = await t.database.db.selectFrom('account_payments').selectAll().where('receivable_id', '=', receivable.id).execute();
    expect(payments).toEqual([expect.objectContaining({ amount: '10530.00', method: 'PIX', payment_date: '2030-01-20', reference: 'E2E123' })]);
  });

  test('approval files the receivable under an existing "Eventos…" income category', async () => {
    await t.database.db.insertInto('financial_categories').values([
      { name: 'Aluguel', type: 'RECEITA' },
      { name: 'Eventos Corporativos', type: 'RECEITA' },
    ]).execute();
    const id = await approvedBudget();
    const { name } = await t.database.db
      .selectFrom('accounts_receivable as r')
      .innerJoin('financial_categories as c', 'c.id', 'r.category_id')
      .select('c.name')
      .where('r.budget_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(name).toBe('Eventos Corporativos');
  });

  test('refusal needs a reason and keeps it', async () => {
    const id = await createBudget();
    await call('POST', `/budgets/${id}/send`);
    const noReason = await call('POST', `/budgets/${id}/approve`, { approved: false });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, "Campo 'Motivo' é obrigatório para recusar"]);
    const refused = await call('POST', `/budgets/${id}/approve`, { approved: false, reason: 'Acima do orçamento do cliente' });
    expect(refused.json().data).toMatchObject({ status: 'RECUSADO', refusalReason: 'Acima do orçamento do cliente', receivableId: null });
    expect(await t.database.db.selectFrom('accounts_receivable').select('id').execute()).toEqual([]);
  });

  test('a passed validity reads EXPIRADO and blocks send and approval', async () => {
    const draft = await createBudget();
    const sent = await createBudget();
    await call('POST', `/budgets/${sent}/send`);
    await sql`UPDATE budgets SET valid_until = ${dayOffset(-1)}::date`.execute(t.database.db);
    expect((await call('GET', `/budgets/${draft}`)).json().data.status).toBe('EXPIRADO');
    expect((await call('GET', '/budgets?status=EXPIRADO')).json().data).toHaveLength(2);
    const send = await call('POST', `/budgets/${draft}/send`);
    expect([send.statusCode, send.json().message]).toEqual([409, 'Orçamento expirado: atualize a validade antes de continuar']);
    const approve = await call('POST', `/budgets/${sent}/approve`, { approved: true });
    expect([approve.statusCode, approve.json().message]).toEqual([409, 'Orçamento expirado: atualize a validade antes de continuar']);
    // An expired draft can be edited, which revives it.
    const edited = await call('PUT', `/budgets/${draft}`, budgetPayload(services));
    expect(edited.json().data.status).toBe('RASCUNHO');
    expect((await call('DELETE', `/budgets/${sent}`)).statusCode).toBe(200);
  });

  test.each([
    ['PUT on ENVIADO', 'ENVIADO', 'PUT', '', 'Só é possível editar um orçamento em rascunho'],
    ['send twice', 'ENVIADO', 'POST', '/send', 'Só é possível enviar um orçamento em rascunho'],
    ['approve a draft', 'RASCUNHO', 'POST', '/approve', 'Só é possível aprovar ou recusar um orçamento enviado'],
    ['approve twice', 'APROVADO', 'POST', '/approve', 'Só é possível aprovar ou recusar um orçamento enviado'],
    ['pay a sent budget', 'ENVIADO', 'PATCH', '/confirm-payment', 'Só é possível confirmar o pagamento de um orçamento aprovado'],
    ['pay twice', 'PAGO', 'PATCH', '/confirm-payment', 'Só é possível confirmar o pagamento de um orçamento aprovado'],
    ['event of a sent budget', 'ENVIADO', 'POST', '/create-event', 'Só é possível criar o evento de um orçamento aprovado ou pago'],
    ['delete an approved budget', 'APROVADO', 'DELETE', '', 'Só é possível excluir orçamentos em rascunho, recusados ou expirados'],
    ['delete a sent budget', 'ENVIADO', 'DELETE', '', 'Só é possível excluir orçamentos em rascunho, recusados ou expirados'],
  ] as const)('409 for an illegal transition: %s', async (_name, status, method, path, message) => {
    const id = await createBudget();
    if (status !== 'RASCUNHO') await call('POST', `/budgets/${id}/send`);
    if (status === 'APROVADO' || status === 'PAGO') await call('POST', `/budgets/${id}/approve`, { approved: true });
    if (status === 'PAGO') await call('PATCH', `/budgets/${id}/confirm-payment`, PAYMENT);
    const payload =
      path === '' && method === 'PUT' ? budgetPayload(services) : path === '/approve' ? { approved: true } : path === '/confirm-payment' ? PAYMENT : undefined;
    const res = await call(method, `/budgets/${id}${path}`, payload);
    expect([res.statusCode, res.json()]).toEqual([409, { message }]);
  });

  test('a zero-total budget cannot be sent', async () => {
    const free = await insertService(t, { name: 'Cortesia', unitPrice: '0.00' });
    const id = await createBudget({ discount: '0', items: [{ serviceId: free, quantity: 1 }] });
    const res = await call('POST', `/budgets/${id}/send`);
    expect([res.statusCode, res.json().message]).toEqual([409, 'Orçamento sem valor não pode ser enviado']);
  });

  test('confirm-payment: a given value must be the open balance, partial receipts count', async () => {
    const id = await approvedBudget();
    const { id: receivableId } = await t.database.db.selectFrom('accounts_receivable').select('id').where('budget_id', '=', id).executeTakeFirstOrThrow();
    await t.database.db.insertInto('account_payments').values({ receivable_id: receivableId, payment_date: '2030-01-01', method: 'PIX', amount: '530.00' }).execute();
    const wrong = await call('PATCH', `/budgets/${id}/confirm-payment`, { ...PAYMENT, paymentValue: '10530.00' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([409, 'O valor pago deve ser igual ao saldo em aberto (R$ 10.000,00)']);
    const ok = await call('PATCH', `/budgets/${id}/confirm-payment`, { ...PAYMENT, paymentValue: '10000.00' });
    expect(ok.json().data).toMatchObject({ status: 'PAGO', receivedAmount: '10530.00', receivableStatus: 'RECEBIDO' });
  });

  test('confirm-payment refuses a cancelled receivable and rolls everything back', async () => {
    const id = await approvedBudget();
    await sql`UPDATE accounts_receivable SET status = 'CANCELADO', cancelled_at = now()`.execute(t.database.db);
    const res = await call('PATCH', `/budgets/${id}/confirm-payment`, PAYMENT);
    expect([res.statusCode, res.json().message]).toEqual([409, 'A conta a receber deste orçamento foi cancelada']);
    expect((await call('GET', `/budgets/${id}`)).json().data.status).toBe('APROVADO');
  });

  test('confirm-payment body is validated', async () => {
    const id = await approvedBudget();
    const res = await call('PATCH', `/budgets/${id}/confirm-payment`, { paymentDate: '2030-01-20', paymentMethod: 'OURO' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Forma de pagamento/);
  });
});

describe('create-event', () => {
  test('creates the event with the planned days; the items become its service limits', async () => {
    const id = await approvedBudget();
    const res = await call('POST', `/budgets/${id}/create-event`);
    expect(res.statusCode).toBe(201);
    const { budget, eventId } = res.json().data;
    expect(budget).toMatchObject({ eventId, linkedEventName: 'Convenção Anual' });
    const event = (await t.request({ method: 'GET', url: `/api/events/${eventId}`, role: 'MANAGER' })).json().data;
    expect(event).toMatchObject({ name: 'Convenção Anual', location: 'Centro de Convenções, São Paulo - SP', isFinalized: false });
    expect(event.eventDays.map((d: { date: string }) => d.date)).toEqual([dayOffset(20), dayOffset(21)]);
    const limits = await t.request({ method: 'GET', url: `/api/event-employees/${eventId}/service-limits`, role: 'MANAGER' });
    expect(limits.json().data).toEqual([
      { serviceId: services.garcom, serviceName: 'Serviço de Garçom', staffFunction: 'Garçom', quantity: 3, staffPerUnit: 1, limitPerDay: 3 },
    ]);
    const approvedServices = await t.request({ method: 'GET', url: `/api/event-employees/${eventId}/approved-services`, role: 'MANAGER' });
    expect(approvedServices.json().data).toHaveLength(2);
    const receivable = await t.database.db.selectFrom('accounts_receivable').select('event_id').where('budget_id', '=', id).executeTakeFirstOrThrow();
    expect(receivable.event_id).toBe(eventId);

    const again = await call('POST', `/budgets/${id}/create-event`);
    expect([again.statusCode, again.json().message]).toEqual([409, 'Este orçamento já possui um evento']);
  });

  test('a paid budget can still create its event; staffing works on it', async () => {
    const id = await approvedBudget();
    await call('PATCH', `/budgets/${id}/confirm-payment`, PAYMENT);
    const { eventId } = (await call('POST', `/budgets/${id}/create-event`)).json().data;
    const employeeId = await insertEmployee(t);
    await insertLink(t, { eventId, employeeId, day: dayOffset(20) });
    const available = await t.request({ method: 'GET', url: `/api/event-employees/${eventId}/available-quantities/day/${dayOffset(20)}`, role: 'MANAGER' });
    expect(available.json().data).toEqual([{ staffFunction: 'Garçom', limit: 3, assigned: 1, available: 2 }]);
  });
});

test('DELETE removes a draft with its items and days', async () => {
  const id = await createBudget();
  const res = await call('DELETE', `/budgets/${id}`);
  expect([res.statusCode, res.json()]).toEqual([200, { data: { id } }]);
  expect(await t.database.db.selectFrom('budget_items').select('id').execute()).toEqual([]);
  expect(await t.database.db.selectFrom('budget_days').select('date').execute()).toEqual([]);
});

import type { Budget } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { type ApiReply, type ApiRoute, deferred, mockApi, renderWithProviders, screen, waitFor, waitForElementToBeRemoved, within } from '@sge/shared/testing';
import { paged } from '../features/accounts/__tests__/fixtures';
import { aBudget, aService } from '../features/budgets/__tests__/fixtures';
import BudgetsPage from '../pages/budgets-page';

// Typing whole forms with user-event takes seconds on a shared, busy machine.
jest.setTimeout(30_000);

const session = { token: 'token', role: 'FINANCIAL', username: 'financeiro', id: 4 };

const draft = aBudget({ id: 1, clientName: 'Alfa Eventos' });
const sent = aBudget({ id: 2, clientName: 'Beta Festas', status: 'ENVIADO', sentAt: '2030-01-06T12:00:00.000Z', total: '2500.50' });
const approved = aBudget({ id: 3, clientName: 'Gama Congressos', status: 'APROVADO', sentAt: '2030-01-06T12:00:00.000Z', receivableId: 9, receivableStatus: 'PENDENTE', receivedAmount: '200.00' });
const expiredSent = aBudget({ id: 4, clientName: 'Delta Formaturas', status: 'EXPIRADO', sentAt: '2030-01-02T12:00:00.000Z' });
const paidWithEvent = aBudget({ id: 5, clientName: 'Épsilon Casamentos', status: 'PAGO', sentAt: '2030-01-02T12:00:00.000Z', eventId: 12, linkedEventName: 'Casamento Épsilon' });

const services = [
  aService({ id: 1, name: 'Serviço de Garçom', unitPrice: '180.00' }),
  aService({ id: 2, name: 'Buffet Completo', unitPrice: '95.50', unit: 'convidado', staffFunction: null }),
  aService({ id: 3, name: 'Serviço Antigo', active: false }),
];

function apiWith(budgets: Budget[], routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    // The server filters by status; the rest of the query is checked where it matters.
    'GET /api/budgets': (call) => paged(budgets.filter((b) => !call.query.get('status') || b.status === call.query.get('status')))(call),
    'GET /api/service-catalog': paged(services),
    ...routes,
  });
}

const renderPage = () => renderWithProviders(<BudgetsPage />, { route: '/financial/budgets', session });
const notifications = () => useNotificationStore.getState().queue.map((n) => ({ color: n.color, text: n.text }));
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const budgetCalls = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/budgets').length;

async function openMenu(user: ReturnType<typeof renderPage>['user'], id: number) {
  await user.click(await screen.findByRole('button', { name: `Ações do orçamento ${id}` }));
  return screen.getByRole('menu');
}

it('lists the budgets with client, event dates, total and status as text', async () => {
  apiWith([draft, sent, paidWithEvent]);
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Orçamentos' })).toBeInTheDocument();
  const row = within((await screen.findByText('Beta Festas')).closest('tr') as HTMLElement);
  expect(row.getByText('R$ 2.500,50')).toBeInTheDocument();
  expect(row.getByText('Enviado')).toBeInTheDocument();
  expect(row.getByText('10/03/2030 a 11/03/2030 (2 dias)')).toBeInTheDocument();
  expect(within(rowOf('Alfa Eventos')).getByText('Rascunho')).toBeInTheDocument();
  expect(within(rowOf('Épsilon Casamentos')).getByText(/Evento criado: Casamento Épsilon/)).toBeInTheDocument();
});

it('shows loading, then empty; and an error state when the list fails', async () => {
  const reply = deferred<ApiReply>();
  mockApi({ 'GET /api/budgets': () => reply.promise });
  renderPage();
  expect(screen.getByText('Carregando dados...')).toBeInTheDocument();
  reply.resolve({ status: 500, body: { message: 'Erro interno do servidor' } });
  await waitForElementToBeRemoved(() => screen.queryByText('Carregando dados...'));
  expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar os orçamentos');
  expect(screen.getByText('Nenhum dado disponível')).toBeInTheDocument();
});

it('filters by status, searches, sorts and pages on the server (issue 14)', async () => {
  const calls = apiWith([draft, sent, approved]);
  const last = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/budgets').at(-1)!.query;
  const { user } = renderPage();
  await screen.findByText('Alfa Eventos');
  await user.selectOptions(screen.getByLabelText('Filtrar por'), 'Aprovado');
  await waitFor(() => expect(screen.queryByText('Alfa Eventos')).not.toBeInTheDocument());
  expect(last().get('status')).toBe('APROVADO');
  expect(screen.getByText('Gama Congressos')).toBeInTheDocument();
  expect(screen.queryByText('Beta Festas')).not.toBeInTheDocument();
  await user.click(within(screen.getByRole('columnheader', { name: /Total/ })).getByRole('button'));
  await waitFor(() => expect(last().get('sort')).toBe('total'));
  await user.type(screen.getByRole('searchbox'), 'gama');
  await waitFor(() => expect(last().get('search')).toBe('gama'), { timeout: 5000 });
  expect(Object.fromEntries(last())).toMatchObject({ status: 'APROVADO', sort: 'total', page: '1' });
}, 120_000);

it('asks the whole service catalogue for the form (the largest page)', async () => {
  const calls = apiWith([]);
  const { user } = renderPage();
  await screen.findByText('Nenhum dado disponível');
  await user.click(screen.getByRole('button', { name: 'Novo orçamento' }));
  await screen.findByRole('dialog', { name: 'Novo orçamento' });
  await waitFor(() => expect(calls.find((c) => c.path === '/api/service-catalog')?.query.get('pageSize')).toBe('200'));
});

it.each([
  [draft, ['Editar', 'Enviar ao cliente', 'Excluir']],
  [sent, ['Aprovar', 'Recusar']],
  [approved, ['Confirmar pagamento', 'Criar evento']],
  [expiredSent, ['Excluir']],
  [aBudget({ id: 6, status: 'EXPIRADO', sentAt: null }), ['Editar', 'Excluir']],
  [paidWithEvent, []],
])('offers only the actions of the flow (budget %#)', async (budget, labels) => {
  apiWith([budget]);
  const { user } = renderPage();
  await screen.findByText(budget.clientName);
  if (labels.length === 0) {
    expect(screen.queryByRole('button', { name: `Ações do orçamento ${budget.id}` })).not.toBeInTheDocument();
    return;
  }
  const menu = await openMenu(user, budget.id);
  expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(labels);
});

it('creates a budget: items from the catalogue, live exact total, then saves and reloads', async () => {
  const calls = apiWith([], { 'POST /api/budgets': { status: 201, body: { data: draft } } });
  const { user } = renderPage();
  await screen.findByText('Nenhum dado disponível');
  await user.click(screen.getByRole('button', { name: 'Novo orçamento' }));
  const dialog = await screen.findByRole('dialog', { name: 'Novo orçamento' });
  const form = within(dialog);
  await form.findByRole('button', { name: 'Adicionar item' });

  const fill = async (element: HTMLElement, text: string) => {
    await user.click(element);
    await user.paste(text);
  };
  await fill(form.getByLabelText(/^Cliente/), 'Alfa Eventos');
  await fill(form.getByLabelText('CPF/CNPJ'), '11.222.333/0001-81');
  await fill(form.getByLabelText(/^Nome do evento/), 'Convenção Anual');
  await fill(form.getByLabelText(/^Local do evento/), 'São Paulo - SP');
  for (const date of ['2030-03-10', '2030-03-11']) {
    await fill(form.getByLabelText('Data'), date);
    await user.click(form.getByRole('button', { name: 'Adicionar data' }));
  }
  await user.click(form.getByRole('button', { name: 'Adicionar item' }));
  const serviceSelect = form.getByLabelText('Serviço do item 1');
  expect(within(serviceSelect).queryByText(/Serviço Antigo/)).not.toBeInTheDocument();
  await user.selectOptions(serviceSelect, '1');
  expect(form.getByLabelText('Valor unitário')).toHaveValue('180,00');
  await user.clear(form.getByLabelText('Quantidade'));
  await user.type(form.getByLabelText('Quantidade'), '3');
  expect(form.getByTestId('item-total-1')).toHaveTextContent('R$ 1.080,00');
  await user.click(form.getByRole('button', { name: 'Adicionar item' }));
  await user.selectOptions(form.getByLabelText('Serviço do item 2'), '2');
  const quantities = form.getAllByLabelText('Quantidade');
  await user.clear(quantities[1]);
  await user.type(quantities[1], '3');
  await user.clear(form.getAllByLabelText('Dias')[1]);
  await user.type(form.getAllByLabelText('Dias')[1], '1');
  await fill(form.getByLabelText('Desconto'), '0,50');
  // 1080.00 + 3 × 95.50 − 0.50
  expect(form.getByTestId('budget-subtotal')).toHaveTextContent('R$ 1.366,50');
  expect(form.getByTestId('budget-total')).toHaveTextContent('R$ 1.366,00');

  await user.click(form.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
    clientName: 'Alfa Eventos',
    clientDocument: '11222333000181',
    clientEmail: null,
    clientPhone: null,
    eventName: 'Convenção Anual',
    eventLocation: 'São Paulo - SP',
    eventDays: ['2030-03-10', '2030-03-11'],
    validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    discount: '0.50',
    notes: null,
    items: [
      { serviceId: 1, quantity: 3, unitPrice: '180.00', days: 2 },
      { serviceId: 2, quantity: 3, unitPrice: '95.50', days: 1 },
    ],
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(notifications()).toContainEqual({ color: 'success', text: 'Orçamento criado com sucesso' });
  expect(budgetCalls(calls)).toBe(2);
}, 90_000);

it('refuses to save an incomplete budget and says why', async () => {
  const calls = apiWith([]);
  const { user } = renderPage();
  await screen.findByText('Nenhum dado disponível');
  await user.click(screen.getByRole('button', { name: 'Novo orçamento' }));
  const form = within(await screen.findByRole('dialog', { name: 'Novo orçamento' }));
  await form.findByRole('button', { name: 'Adicionar item' });
  await user.click(form.getByRole('button', { name: 'Salvar' }));
  expect(await form.findByText('Informe pelo menos uma data do evento')).toBeInTheDocument();
  expect(form.getByText('Inclua pelo menos um item')).toBeInTheDocument();
  expect(form.getAllByText('Campo obrigatório')).toHaveLength(3);
  await user.type(form.getByLabelText('CPF/CNPJ'), '123.456.789-00');
  expect(await form.findByText('CPF/CNPJ inválido')).toBeInTheDocument();
  expect(form.getByRole('button', { name: 'Salvar' })).toHaveAttribute('aria-disabled', 'true');
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});

it('the catalogue failing to load is said in the form', async () => {
  apiWith([], { 'GET /api/service-catalog': { status: 500, body: { message: 'Erro interno do servidor' } } });
  const { user } = renderPage();
  await screen.findByText('Nenhum dado disponível');
  await user.click(screen.getByRole('button', { name: 'Novo orçamento' }));
  const dialog = await screen.findByRole('dialog', { name: 'Novo orçamento' });
  expect(await within(dialog).findByText('Não foi possível carregar o catálogo de serviços')).toBeInTheDocument();
});

it('edits a draft with its values filled in', async () => {
  const calls = apiWith([draft], { 'PUT /api/budgets/1': { body: { data: draft } } });
  const { user } = renderPage();
  await user.click(within(await openMenu(user, 1)).getByRole('menuitem', { name: 'Editar' }));
  const form = within(await screen.findByRole('dialog', { name: 'Editar orçamento nº 1' }));
  expect(await form.findByLabelText(/^Cliente/)).toHaveValue('Alfa Eventos');
  expect(form.getByLabelText('Desconto')).toHaveValue('80,00');
  expect(form.getByTestId('budget-total')).toHaveTextContent('R$ 1.000,00');
  await user.click(form.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
  expect(notifications()).toContainEqual({ color: 'success', text: 'Orçamento atualizado com sucesso' });
});

it.each([
  ['Enviar ao cliente', draft, 'Enviar orçamento', 'Enviar', 'POST /api/budgets/1/send', undefined, 'Orçamento enviado ao cliente'],
  ['Aprovar', sent, 'Aprovar orçamento', 'Aprovar', 'POST /api/budgets/2/approve', { approved: true }, 'Orçamento aprovado: conta a receber criada'],
  ['Criar evento', approved, 'Criar evento', 'Criar evento', 'POST /api/budgets/3/create-event', undefined, 'Evento "Convenção Anual" criado a partir do orçamento'],
  ['Excluir', draft, 'Excluir orçamento', 'Excluir', 'DELETE /api/budgets/1', undefined, 'Orçamento excluído com sucesso'],
] as const)('"%s" asks for confirmation, calls the API and notifies', async (action, budget, title, confirm, route, body, notice) => {
  const reply = action === 'Criar evento' ? { budget: { ...budget, eventId: 40, linkedEventName: 'Convenção Anual' }, eventId: 40 } : budget;
  const calls = apiWith([budget], { [route]: { status: action === 'Criar evento' ? 201 : 200, body: { data: reply } } });
  const { user } = renderPage();
  await user.click(within(await openMenu(user, budget.id)).getByRole('menuitem', { name: action }));
  const dialog = await screen.findByRole('alertdialog', { name: title });
  const [method, path] = route.split(' ');
  expect(calls.some((c) => c.method === method && c.path === path)).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: confirm }));
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'success', text: notice }));
  expect(calls.find((c) => c.method === method && c.path === path)!.body).toEqual(body);
  await waitFor(() => expect(budgetCalls(calls)).toBe(2));
});

it('refusing needs a reason', async () => {
  const calls = apiWith([sent], { 'POST /api/budgets/2/approve': { body: { data: { ...sent, status: 'RECUSADO' } } } });
  const { user } = renderPage();
  await user.click(within(await openMenu(user, 2)).getByRole('menuitem', { name: 'Recusar' }));
  const form = within(await screen.findByRole('dialog', { name: 'Recusar orçamento' }));
  await user.click(form.getByRole('button', { name: 'Recusar' }));
  expect(await form.findByText('Campo obrigatório')).toBeInTheDocument();
  await user.type(form.getByLabelText(/Motivo da recusa/), 'Cliente fechou com outro fornecedor');
  await user.click(form.getByRole('button', { name: 'Recusar' }));
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'success', text: 'Orçamento recusado' }));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ approved: false, reason: 'Cliente fechou com outro fornecedor' });
});

it('confirming the payment proposes the open balance and sends the payment payload', async () => {
  const calls = apiWith([approved], { 'PATCH /api/budgets/3/confirm-payment': { body: { data: { ...approved, status: 'PAGO' } } } });
  const { user } = renderPage();
  await user.click(within(await openMenu(user, 3)).getByRole('menuitem', { name: 'Confirmar pagamento' }));
  const form = within(await screen.findByRole('dialog', { name: 'Confirmar pagamento do orçamento' }));
  // total 1000.00 − 200.00 already received
  expect(form.getByLabelText(/Valor pago/)).toHaveValue('800,00');
  await user.clear(form.getByLabelText(/Data do pagamento/));
  await user.type(form.getByLabelText(/Data do pagamento/), '20/01/2030');
  await user.selectOptions(form.getByLabelText(/Forma de pagamento/), 'TRANSFERENCIA');
  await user.type(form.getByLabelText('Referência'), 'TED 123');
  await user.click(form.getByRole('button', { name: 'Confirmar pagamento' }));
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'success', text: 'Pagamento do orçamento confirmado' }));
  expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
    paymentDate: '2030-01-20',
    paymentMethod: 'TRANSFERENCIA',
    paymentValue: '800.00',
    paymentReference: 'TED 123',
    paymentNotes: null,
  });
});

it('a refused transition shows the server message and keeps the dialog open', async () => {
  apiWith([draft], { 'POST /api/budgets/1/send': { status: 409, body: { message: 'Orçamento expirado: atualize a validade antes de continuar' } } });
  const { user } = renderPage();
  await user.click(within(await openMenu(user, 1)).getByRole('menuitem', { name: 'Enviar ao cliente' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Enviar orçamento' });
  await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
  await waitFor(() =>
    expect(notifications()).toContainEqual({ color: 'error', text: 'Orçamento expirado: atualize a validade antes de continuar' }),
  );
  expect(screen.getByRole('alertdialog', { name: 'Enviar orçamento' })).toBeInTheDocument();
});

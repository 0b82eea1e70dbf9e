import type { PaymentRequestItem } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { type ApiReply, type ApiRoute, deferred, mockApi, renderWithProviders, screen, waitFor, waitForElementToBeRemoved, within } from '@sge/shared/testing';
import { paged } from '../features/accounts/__tests__/fixtures';
import { aPaymentRequest } from '../features/payment-requests/__tests__/fixtures';
import PaymentRequestsPage from '../pages/payment-requests-page';

jest.setTimeout(30_000);

const session = { token: 'token', role: 'FINANCIAL', username: 'financeiro', id: 4 };

const pending = aPaymentRequest({ id: 1, employeeName: 'Ana Souza', employeeId: 7, eventId: 5, eventName: 'Congresso Médico', eventDay: '2030-01-10' });
const approved = aPaymentRequest({
  id: 2,
  status: 'APPROVED',
  amount: '180.50',
  employeeName: 'Bruno Lima',
  employeeId: 8,
  eventDay: '2030-01-11',
  payableId: 31,
  payableStatus: 'PENDENTE',
});
const paid = aPaymentRequest({
  id: 3,
  status: 'PAID',
  employeeName: 'Carla Dias',
  employeeId: 9,
  eventId: 6,
  eventName: 'Feira do Agro',
  eventDay: '2029-12-01',
  payableId: 30,
  payableStatus: 'PAGO',
  eventEmployeePaymentConfirmed: true,
});
const cancelled = aPaymentRequest({ id: 4, status: 'CANCELLED', employeeName: 'Diego Alves', employeeId: 10, cancelReason: 'Lançada em duplicidade' });

function apiWith(requests: PaymentRequestItem[], routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    // The server filters by status; the rest of the query is checked where it matters.
    'GET /api/payment-requests': (call) => paged(requests.filter((r) => !call.query.get('status') || r.status === call.query.get('status')))(call),
    ...routes,
  });
}
const table = () => within(screen.getByRole('table', { name: 'Solicitações de pagamento' }));
const renderPage = () => renderWithProviders(<PaymentRequestsPage />, { route: '/financial/payment-requests', session });
const notifications = () => useNotificationStore.getState().queue.map((n) => ({ color: n.color, text: n.text }));
const rowOf = (text: string) => table().getByText(text).closest('tr') as HTMLElement;
const listCalls = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/payment-requests').length;

async function openMenu(user: ReturnType<typeof renderPage>['user'], id: number) {
  await user.click(await screen.findByRole('button', { name: `Ações da solicitação ${id}` }));
  return screen.getByRole('menu');
}

it('lists the requests with day, value, status text and the link to the payable', async () => {
  apiWith([pending, approved, paid, cancelled]);
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Solicitações de Pagamento' })).toBeInTheDocument();
  const row = within((await table().findByText('Bruno Lima')).closest('tr') as HTMLElement);
  expect(row.getByText('R$ 180,50')).toBeInTheDocument();
  expect(row.getByText('11/01/2030')).toBeInTheDocument();
  expect(row.getByText('Aprovado')).toBeInTheDocument();
  expect(row.getByRole('link', { name: 'Conta nº 31 (pendente)' })).toHaveAttribute('href', '/financial/accounts-payable?id=31');
  expect(within(rowOf('Carla Dias')).getByRole('link', { name: 'Conta nº 30 (paga)' })).toBeInTheDocument();
  expect(within(rowOf('Diego Alves')).getByText('Motivo: Lançada em duplicidade')).toBeInTheDocument();
  expect(within(rowOf('Ana Souza')).getByText('Pendente')).toBeInTheDocument();
});

it('shows loading, then an error state when the list fails', async () => {
  const reply = deferred<ApiReply>();
  mockApi({ 'GET /api/payment-requests': () => reply.promise });
  renderPage();
  expect(screen.getByText('Carregando dados...')).toBeInTheDocument();
  reply.resolve({ status: 500, body: { message: 'Erro interno do servidor' } });
  await waitForElementToBeRemoved(() => screen.queryByText('Carregando dados...'));
  expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar as solicitações de pagamento');
});

it('filters by status and worked-day period, searches and sorts on the server; a shared link may name an event (issue 14)', async () => {
  const calls = apiWith([pending, approved, paid, cancelled]);
  const last = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/payment-requests').at(-1)!.query;
  const { user } = renderPage();
  await table().findByText('Ana Souza');
  await user.selectOptions(screen.getByLabelText('Filtrar por'), 'Pago');
  await waitFor(() => expect(table().queryByText('Ana Souza')).not.toBeInTheDocument());
  expect(last().get('status')).toBe('PAID');
  expect(table().getByText('Carla Dias')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Filtrar por'), 'Todos');

  await user.type(screen.getByLabelText('Dia trabalhado de'), '11/01/2030');
  await waitFor(() => expect(last().get('from')).toBe('2030-01-11'));
  await user.click(within(screen.getByRole('columnheader', { name: /Dia/ })).getByRole('button'));
  await waitFor(() => expect(last().get('sort')).toBe('eventDay'));
  await user.type(screen.getByRole('searchbox'), 'feira');
  await waitFor(() => expect(last().get('search')).toBe('feira'), { timeout: 5000 });
  expect(Object.fromEntries(last())).toMatchObject({ from: '2030-01-11', sort: 'eventDay', page: '1' });
  await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
  await waitFor(() => expect(last().get('from')).toBeNull());
}, 120_000);

it('a link naming an event and an employee filters by them on the server', async () => {
  const calls = apiWith([pending]);
  renderWithProviders(<PaymentRequestsPage />, { route: '/financial/payment-requests?eventId=5&employeeId=7', session });
  await table().findByText('Ana Souza');
  const query = calls.filter((c) => c.method === 'GET' && c.path === '/api/payment-requests').at(-1)!.query;
  expect(Object.fromEntries(query)).toMatchObject({ eventId: '5', employeeId: '7' });
}, 120_000);

it.each([
  [pending, 'Aprovar', ['Registrar pagamento', 'Cancelar solicitação']],
  [approved, 'Registrar pagamento', ['Cancelar solicitação']],
])('offers the actions of the status: the main one as a button, the rest in the menu (request %#)', async (request, main, labels) => {
  apiWith([request]);
  const { user } = renderPage();
  expect(await screen.findByRole('button', { name: `${main}: solicitação ${request.id}` })).toHaveTextContent(main);
  const menu = await openMenu(user, request.id);
  expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(labels);
});

it('paid and cancelled requests have no actions', async () => {
  apiWith([paid, cancelled]);
  renderPage();
  await table().findByText('Carla Dias');
  expect(screen.queryByRole('button', { name: /Ações da solicitação/ })).not.toBeInTheDocument();
});

it('approving asks for confirmation, raises the payable and reloads', async () => {
  const calls = apiWith([pending], { 'POST /api/payment-requests/1/approve': { body: { data: { ...pending, status: 'APPROVED' } } } });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Aprovar: solicitação 1' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Aprovar solicitação' });
  expect(dialog).toHaveTextContent("Ana Souza — Congresso Médico, dia 10/01/2030 (R$ 150,00)");
  await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'success', text: 'Solicitação aprovada: conta a pagar criada' }));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({});
  await waitFor(() => expect(listCalls(calls)).toBe(2));
});

it('paying sends the payment payload with the request value', async () => {
  const calls = apiWith([approved], { 'POST /api/payment-requests/2/pay': { body: { data: { ...approved, status: 'PAID' } } } });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Registrar pagamento: solicitação 2' }));
  const form = within(await screen.findByRole('dialog', { name: 'Registrar pagamento' }));
  expect(form.getByLabelText(/Valor pago/)).toHaveValue('180,50');
  await user.clear(form.getByLabelText(/Data do pagamento/));
  await user.type(form.getByLabelText(/Data do pagamento/), '15/01/2030');
  await user.clear(form.getByLabelText(/Valor pago/));
  await user.type(form.getByLabelText(/Valor pago/), '100');
  await user.tab();
  expect(await form.findByText(/O valor deve ser o da solicitação \(R\$\s180,50\)/)).toBeInTheDocument();
  await user.clear(form.getByLabelText(/Valor pago/));
  await user.type(form.getByLabelText(/Valor pago/), '180,50');
  await user.click(form.getByRole('button', { name: 'Confirmar pagamento' }));
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'success', text: 'Pagamento registrado e confirmado para o funcionário' }));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
    paymentDate: '2030-01-15',
    paymentMethod: 'PIX',
    paymentValue: '180.50',
    paymentReference: null,
    paymentNotes: null,
  });
});

it('cancelling needs a reason and shows a refusal from the server', async () => {
  const calls = apiWith([approved], {
    'POST /api/payment-requests/2/cancel': { status: 409, body: { message: 'A conta a pagar desta solicitação já possui pagamentos' } },
  });
  const { user } = renderPage();
  await user.click(within(await openMenu(user, 2)).getByRole('menuitem', { name: 'Cancelar solicitação' }));
  const form = within(await screen.findByRole('dialog', { name: 'Cancelar solicitação' }));
  await user.click(form.getByRole('button', { name: 'Cancelar solicitação' }));
  expect(await form.findByText('Campo obrigatório')).toBeInTheDocument();
  await user.type(form.getByLabelText(/Motivo do cancelamento/), 'Valor incorreto');
  await user.click(form.getByRole('button', { name: 'Cancelar solicitação' }));
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'error', text: 'A conta a pagar desta solicitação já possui pagamentos' }));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'Valor incorreto' });
  expect(screen.getByRole('dialog', { name: 'Cancelar solicitação' })).toBeInTheDocument();
});

it("'Limpar filtros' also empties a half-typed date", async () => {
  apiWith([pending]);
  const { user } = renderPage();
  await table().findByText('Ana Souza');
  const from = screen.getByLabelText('Dia trabalhado de');
  await user.type(from, '11/0');
  expect(from).toHaveValue('11/0');
  await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
  await waitFor(() => expect(screen.getByLabelText('Dia trabalhado de')).toHaveValue(''));
}, 120_000);

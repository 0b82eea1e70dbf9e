import type { Receivable } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { rememberSystemSettings, SYSTEM_SETTINGS_DEFAULTS } from '@sge/shared/session';
import { type ApiRoute, mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import AccountsPayablePage from '../../../pages/accounts-payable-page';
import AccountsReceivablePage from '../../../pages/accounts-receivable-page';
import { todayIso } from '../money';
import { aPayable, aReceivable, DESPESA, paged, RECEITA, STATS } from './fixtures';

// Long form journeys typed key by key: jsdom on a shared machine needs more than jest's default 5 s.
jest.setTimeout(60_000);

const session = { token: 'token', role: 'FINANCIAL', username: 'financeiro', id: 4 };
const notifications = () => useNotificationStore.getState().queue.map((n) => ({ color: n.color, text: n.text }));

const overdue = aReceivable({ id: 2, description: 'Festa Alfa', clientName: 'Empresa Alfa', clientDocument: '11222333000181', amount: '500.00', paidAmount: '250.00', openAmount: '250.00', status: 'PARCIAL', overdue: true, daysOverdue: 5 });
const received = aReceivable({ id: 3, description: 'Formatura', status: 'RECEBIDO', paidAmount: '1000.00', openAmount: '0.00' });

function receivableApi(list: Receivable[], routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /api/accounts-receivable': paged(list),
    'GET /api/accounts-receivable/statistics': { body: { data: STATS } },
    'GET /api/accounts-receivable/categories': { body: { data: RECEITA } },
    ...routes,
  });
}

const renderReceivables = () => renderWithProviders(<AccountsReceivablePage />, { route: '/financial/accounts-receivable', session });
/** Replaces a field's text in one paste (typing key by key is slow in jsdom). */
async function fill(user: ReturnType<typeof renderReceivables>['user'], element: HTMLElement, text: string) {
  await user.clear(element);
  await user.click(element);
  await user.paste(text);
}
const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr') as HTMLElement;

it('shows the totals and the rows with formatted money, documents and status badges in words', async () => {
  receivableApi([aReceivable(), overdue, received]);
  renderReceivables();
  expect(screen.getByRole('heading', { level: 1, name: 'Contas a Receber' })).toBeInTheDocument();
  await screen.findByRole('cell', { name: 'Festa Alfa' });

  const totals = within(screen.getByRole('region', { name: 'Totais' }));
  expect(totals.getByText('R$ 1.250,00')).toBeInTheDocument();
  expect(totals.getByText('1 conta')).toBeInTheDocument();

  const row = within(rowOf('Festa Alfa'));
  expect(row.getByText('11.222.333/0001-81')).toBeInTheDocument();
  expect(row.getByText('Parcial')).toBeInTheDocument();
  expect(row.getByText('Vencida')).toBeInTheDocument();
  expect(row.getByText('R$ 250,00')).toBeInTheDocument();
  expect(row.getByRole('button', { name: 'Receber Festa Alfa' })).toBeInTheDocument();
  expect(row.queryByRole('button', { name: 'Excluir Festa Alfa' })).not.toBeInTheDocument();

  const settled = within(rowOf('Formatura'));
  expect(settled.getByText('Recebido')).toBeInTheDocument();
  expect(settled.queryByRole('button', { name: 'Receber Formatura' })).not.toBeInTheDocument();
  expect(settled.queryByRole('button', { name: 'Editar Formatura' })).not.toBeInTheDocument();
});

it('filters, searches, sorts and pages on the server, with the state in the URL (issue 14)', async () => {
  const many = Array.from({ length: 30 }, (_, i) => aReceivable({ id: i + 10, description: `Conta ${i + 10}` }));
  const calls = receivableApi(many);
  const listCalls = () => calls.filter((c) => c.path === '/api/accounts-receivable');
  const last = () => listCalls()[listCalls().length - 1].query;
  const { user } = renderReceivables();
  await screen.findByRole('cell', { name: 'Conta 10' });
  // The table's page size (10 by default, SPEC §9) is the page asked of the server.
  expect(Object.fromEntries(last())).toEqual({ page: '1', pageSize: '10' });
  expect(screen.queryByRole('cell', { name: 'Conta 25' })).not.toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por' }), 'Vencidas');
  await waitFor(() => expect(last().get('situation')).toBe('overdue'));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Eventos Sociais › Casamentos');
  await waitFor(() => expect(last().get('categoryId')).toBe('5'));
  expect(last().get('situation')).toBe('overdue');
  await user.type(screen.getByLabelText('Vencimento de'), '01/02/2030');
  await waitFor(() => expect(last().get('startDate')).toBe('2030-02-01'));
  await waitFor(() =>
    expect(calls.some((c) => c.path === '/api/accounts-receivable/statistics' && c.query.get('startDate') === '2030-02-01')).toBe(true),
  );

  await user.click(within(screen.getByRole('columnheader', { name: /Cliente/ })).getByRole('button'));
  await waitFor(() => expect(last().get('sort')).toBe('clientName'));
  await user.type(screen.getByRole('searchbox'), 'alfa');
  await waitFor(() => expect(last().get('search')).toBe('alfa'), { timeout: 5000 });
  expect(Object.fromEntries(last())).toMatchObject({ situation: 'overdue', categoryId: '5', startDate: '2030-02-01', sort: 'clientName', page: '1' });

  await user.click(screen.getByRole('button', { name: 'Página 2' }));
  await waitFor(() => expect(last().get('page')).toBe('2'));
  expect(await screen.findByRole('cell', { name: 'Conta 25' })).toBeInTheDocument();
}, 120_000);

it("asks the totals for the administrator's due-soon window and names it", async () => {
  rememberSystemSettings({ ...SYSTEM_SETTINGS_DEFAULTS, dueSoonDays: 10 });
  const calls = receivableApi([aReceivable()], { 'GET /api/accounts-receivable/statistics': { body: { data: { ...STATS, dueSoonDays: 10 } } } });
  renderReceivables();
  expect(await screen.findByText('Vencem em 10 dias')).toBeInTheDocument();
  expect(calls.some((c) => c.path === '/api/accounts-receivable/statistics' && c.query.get('dueSoonDays') === '10')).toBe(true);
  localStorage.clear();
});

it('shows the empty state when there is nothing', async () => {
  receivableApi([]);
  renderReceivables();
  expect(await screen.findByText('Nenhum dado disponível')).toBeInTheDocument();
});

it('create: validates amount, due date, category and CPF/CNPJ, then POSTs decimal strings and digits', async () => {
  const calls = receivableApi([], {
    'POST /api/accounts-receivable': (call) => ({ status: 201, body: { data: aReceivable({ id: 9, ...(call.body as object) }) } }),
  });
  const { user } = renderReceivables();
  await screen.findByText('Nenhum dado disponível');
  await user.click(screen.getByRole('button', { name: 'Nova conta a receber' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Nova conta a receber' }));

  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  expect(dialog.getAllByText('Campo obrigatório').length).toBeGreaterThanOrEqual(5);

  await fill(user, dialog.getByRole('textbox', { name: /^Descrição/ }), 'Show de verão');
  await fill(user, dialog.getByRole('textbox', { name: /^Cliente/ }), 'Clube Atlântico');
  await fill(user, dialog.getByRole('textbox', { name: /^CPF\/CNPJ/ }), '11.222.333/0001-80');
  await user.tab();
  expect(dialog.getByText('CNPJ inválido')).toBeInTheDocument();
  await fill(user, dialog.getByRole('textbox', { name: /^CPF\/CNPJ/ }), '11.222.333/0001-81');
  await fill(user, dialog.getByRole('textbox', { name: /^Valor/ }), '0');
  await user.tab();
  expect(dialog.getByText('Valor deve ser maior que zero')).toBeInTheDocument();
  await fill(user, dialog.getByRole('textbox', { name: /^Valor/ }), '2.500,75');
  await user.selectOptions(dialog.getByRole('combobox', { name: /^Categoria/ }), 'Eventos Sociais');
  await fill(user, dialog.getByLabelText(/^Vencimento/), '2030-03-15');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    description: 'Show de verão',
    clientName: 'Clube Atlântico',
    clientDocument: '11222333000181',
    clientEmail: null,
    clientPhone: null,
    categoryId: 1,
    amount: '2500.75',
    issueDate: null,
    dueDate: '2030-03-15',
    documentNumber: null,
    notes: null,
  });
  expect(notifications()).toEqual([{ color: 'success', text: 'Conta a receber cadastrada com sucesso' }]);
});

it('receive: a partial amount, confirmed, is POSTed as the SPEC payload and the list reloads', async () => {
  const calls = receivableApi([aReceivable()], {
    'POST /api/accounts-receivable/1/receive': { body: { data: aReceivable({ status: 'PARCIAL', paidAmount: '400.00', openAmount: '600.00' }) } },
  });
  const { user } = renderReceivables();
  await user.click(await screen.findByRole('button', { name: 'Receber Casamento Silva' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Registrar recebimento' }));
  const value = dialog.getByRole('textbox', { name: /^Valor/ });
  expect(value).toHaveValue('1.000,00');

  await user.clear(value);
  await user.type(value, '1.000,01');
  await user.tab();
  expect(dialog.getByText('Valor maior que o saldo em aberto (R$ 1.000,00)')).toBeInTheDocument();
  await user.clear(value);
  await user.type(value, '400');
  await user.selectOptions(dialog.getByRole('combobox', { name: /^Forma de pagamento/ }), 'Boleto');
  await user.type(dialog.getByRole('textbox', { name: /^Referência/ }), 'Boleto 123');
  await user.click(dialog.getByRole('button', { name: 'Continuar' }));

  expect(dialog.getByText(/Pagamento parcial: restarão R\$\s600,00 em aberto/)).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  await user.click(dialog.getByRole('button', { name: 'Confirmar recebimento' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    paymentDate: todayIso(),
    paymentMethod: 'BOLETO',
    paymentValue: '400.00',
    paymentReference: 'Boleto 123',
    paymentNotes: null,
  });
  expect(notifications()).toEqual([{ color: 'success', text: 'Recebimento registrado com sucesso' }]);
  expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/accounts-receivable')).toHaveLength(2);
});

it('receive: a refusal from the server keeps the confirmation open to go back', async () => {
  receivableApi([aReceivable()], {
    'POST /api/accounts-receivable/1/receive': { status: 400, body: { message: 'Valor do pagamento maior que o saldo em aberto (R$ 10,00)' } },
  });
  const { user } = renderReceivables();
  await user.click(await screen.findByRole('button', { name: 'Receber Casamento Silva' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Registrar recebimento' }));
  await user.click(dialog.getByRole('button', { name: 'Continuar' }));
  expect(dialog.getByText('Este valor quita a conta.')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Confirmar recebimento' }));
  await waitFor(() => expect(notifications()).toEqual([{ color: 'error', text: 'Valor do pagamento maior que o saldo em aberto (R$ 10,00)' }]));
  await user.click(dialog.getByRole('button', { name: 'Voltar' }));
  expect(dialog.getByRole('textbox', { name: /^Valor/ })).toHaveValue('1.000,00');
});

it('cancel asks for a reason and sends it', async () => {
  const calls = receivableApi([aReceivable()], {
    'POST /api/accounts-receivable/1/cancel': { body: { data: aReceivable({ status: 'CANCELADO' }) } },
  });
  const { user } = renderReceivables();
  await user.click(await screen.findByRole('button', { name: 'Cancelar Casamento Silva' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Cancelar conta' }));
  await user.click(dialog.getByRole('button', { name: 'Confirmar cancelamento' }));
  expect(dialog.getByText('Campo obrigatório')).toBeInTheDocument();
  await user.type(dialog.getByRole('textbox', { name: /^Motivo/ }), 'Evento desmarcado');
  await user.click(dialog.getByRole('button', { name: 'Confirmar cancelamento' }));
  await waitFor(() => expect(calls.find((c) => c.path.endsWith('/cancel'))?.body).toEqual({ reason: 'Evento desmarcado' }));
  expect(notifications()).toEqual([{ color: 'success', text: 'Conta a receber cancelada' }]);
});

it('delete asks for confirmation', async () => {
  const calls = receivableApi([aReceivable()], { 'DELETE /api/accounts-receivable/1': { body: { data: { id: 1 } } } });
  const { user } = renderReceivables();
  await user.click(await screen.findByRole('button', { name: 'Excluir Casamento Silva' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Excluir conta' }));
  await user.click(dialog.getByRole('button', { name: 'Excluir' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  expect(notifications()).toEqual([{ color: 'success', text: 'Conta a receber excluída com sucesso' }]);
});

it('details shows the payments history', async () => {
  receivableApi([overdue], {
    'GET /api/accounts-receivable/2': {
      body: {
        data: {
          ...overdue,
          payments: [
            { id: 1, paymentDate: '2030-01-05', paymentMethod: 'PIX', paymentValue: '250.00', paymentReference: 'E2E123', paymentNotes: null, userName: 'Luciana', createdAt: '2030-01-05T12:00:00.000Z' },
          ],
        },
      },
    },
  });
  const { user } = renderReceivables();
  await user.click(await screen.findByRole('button', { name: 'Detalhes de Festa Alfa' }));
  const table = within(await screen.findByRole('table', { name: 'Pagamentos' }));
  expect(table.getByText('05/01/2030')).toBeInTheDocument();
  expect(table.getByText('E2E123')).toBeInTheDocument();
  expect(table.getByText('R$ 250,00')).toBeInTheDocument();
});

it('payables: the supplier, the Pagar action and its endpoint', async () => {
  const calls = mockApi({
    'GET /api/accounts-payable': paged([aPayable()]),
    'GET /api/accounts-payable/statistics': { body: { data: STATS } },
    'GET /api/accounts-payable/categories': { body: { data: DESPESA } },
    'POST /api/accounts-payable/1/pay': { body: { data: aPayable({ status: 'PAGO', paidAmount: '500.00', openAmount: '0.00' }) } },
  });
  const { user } = renderWithProviders(<AccountsPayablePage />, { route: '/financial/accounts-payable', session });
  expect(screen.getByRole('heading', { level: 1, name: 'Contas a Pagar' })).toBeInTheDocument();
  expect(await screen.findByRole('columnheader', { name: /Fornecedor/ })).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Pagar Locação de som' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Registrar pagamento' }));
  await user.click(dialog.getByRole('button', { name: 'Continuar' }));
  await user.click(dialog.getByRole('button', { name: 'Confirmar pagamento' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ paymentValue: '500.00', paymentMethod: 'PIX' }));
  expect(notifications()).toEqual([{ color: 'success', text: 'Pagamento registrado: conta quitada' }]);
});

it('shows an error state when the list cannot be loaded', async () => {
  receivableApi([], { 'GET /api/accounts-receivable': { status: 500, body: { message: 'Erro interno do servidor' } } });
  renderReceivables();
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as contas.');
});

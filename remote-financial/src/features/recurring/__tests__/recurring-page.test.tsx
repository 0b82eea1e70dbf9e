import type { RecurringAccount, RecurringStatistics } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { type ApiRoute, mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import RecurringAccountsPage from '../../../pages/recurring-accounts-page';
import { aPayable, DESPESA, paged } from '../../accounts/__tests__/fixtures';

jest.setTimeout(60_000);

const session = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 };
const notifications = () => useNotificationStore.getState().queue.map((n) => ({ color: n.color, text: n.text }));

function aRecurring(overrides: Partial<RecurringAccount> = {}): RecurringAccount {
  return {
    id: 1,
    description: 'Aluguel do galpão',
    supplierName: 'Imobiliária Central',
    supplierDocument: '11222333000181',
    categoryId: 2,
    categoryName: 'Fornecedores',
    amount: '6500.00',
    frequency: 'MENSAL',
    startDate: '2030-01-10',
    endDate: null,
    active: true,
    notes: null,
    generatedCount: 2,
    lastGeneratedDueDate: '2030-02-10',
    nextDueDate: '2030-03-10',
    createdAt: '2030-01-01T12:00:00.000Z',
    updatedAt: '2030-01-01T12:00:00.000Z',
    ...overrides,
  };
}

const internet = aRecurring({ id: 2, description: 'Internet fibra', supplierName: 'NetRápida', amount: '249.90', generatedCount: 0, active: false, nextDueDate: null });
const STATS: RecurringStatistics = { total: 2, active: 1, inactive: 1, monthlyAmount: '6500.00', byFrequency: [], generatedThisMonth: 0, pendingThisMonth: 1 };

function api(routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    // The server filters by supplier; the rest of the query is checked where it matters.
    'GET /api/recurring-accounts': (call) =>
      paged([aRecurring(), internet].filter((r) => r.supplierName.toLowerCase().includes(call.query.get('supplierName') ?? '')))(call),
    'GET /api/recurring-accounts/statistics': { body: { data: STATS } },
    'GET /api/accounts-payable/categories': { body: { data: DESPESA } },
    ...routes,
  });
}

const renderPage = () => renderWithProviders(<RecurringAccountsPage />, { route: '/financial/recurring-accounts', session });
const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr') as HTMLElement;

it('lists the recurring accounts with frequency, next due date and status in words, and the totals', async () => {
  api();
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Contas Recorrentes' })).toBeInTheDocument();
  await screen.findByRole('cell', { name: 'Aluguel do galpão' });
  const row = within(rowOf('Aluguel do galpão'));
  expect(row.getByText('Mensal')).toBeInTheDocument();
  expect(row.getByText('10/03/2030')).toBeInTheDocument();
  expect(row.getByText('Ativa')).toBeInTheDocument();
  expect(row.getByText('R$ 6.500,00')).toBeInTheDocument();
  expect(row.queryByRole('button', { name: 'Excluir Aluguel do galpão' })).not.toBeInTheDocument();
  const inactive = within(rowOf('Internet fibra'));
  expect(inactive.getByText('Inativa')).toBeInTheDocument();
  expect(inactive.queryByRole('button', { name: 'Gerar conta de Internet fibra' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Totais' })).getByText('1 de 2')).toBeInTheDocument();
});

it('searches by supplier, filters, searches and sorts on the server (issue 14)', async () => {
  const calls = api();
  const last = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/recurring-accounts').at(-1)!.query;
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Aluguel do galpão' });
  await user.type(screen.getByRole('searchbox', { name: /Buscar por fornecedor/ }), 'net');
  // Asked once typing pauses (300 ms): a busy machine needs more than waitFor's default second.
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Aluguel do galpão' })).not.toBeInTheDocument(), { timeout: 5000 });
  expect(last().get('supplierName')).toBe('net');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Inativas');
  await waitFor(() => expect(last().get('active')).toBe('false'));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por' }), 'Mensais');
  await waitFor(() => expect(last().get('frequency')).toBe('MENSAL'));
  await user.click(within(screen.getByRole('columnheader', { name: /Valor/ })).getByRole('button'));
  await waitFor(() => expect(last().get('sort')).toBe('amount'));
  await user.type(screen.getByRole('searchbox', { name: /^Pesquisar/ }), 'fibra');
  await waitFor(() => expect(last().get('search')).toBe('fibra'), { timeout: 5000 });
  expect(Object.fromEntries(last())).toMatchObject({ supplierName: 'net', active: 'false', frequency: 'MENSAL', sort: 'amount', page: '1' });
}, 120_000);

it('creates a monthly account with a valid amount and first due date', async () => {
  const calls = api({ 'POST /api/recurring-accounts': { status: 201, body: { data: aRecurring({ id: 3 }) } } });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Aluguel do galpão' });
  await user.click(screen.getByRole('button', { name: 'Nova conta recorrente' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Nova conta recorrente' }));
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  expect(dialog.getAllByText('Campo obrigatório').length).toBeGreaterThanOrEqual(4);

  const fill = async (element: HTMLElement, text: string) => {
    await user.clear(element);
    await user.click(element);
    await user.paste(text);
  };
  await fill(dialog.getByRole('textbox', { name: /^Descrição/ }), 'Internet fibra');
  await fill(dialog.getByRole('textbox', { name: /^Fornecedor/ }), 'NetRápida Telecom');
  await user.selectOptions(dialog.getByRole('combobox', { name: /^Categoria/ }), 'Fornecedores');
  await fill(dialog.getByRole('textbox', { name: /^Valor/ }), '249,90');
  await fill(dialog.getByLabelText(/^Primeiro vencimento/), '2030-03-15');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    description: 'Internet fibra',
    supplierName: 'NetRápida Telecom',
    supplierDocument: null,
    categoryId: 2,
    amount: '249.90',
    frequency: 'MENSAL',
    startDate: '2030-03-15',
    endDate: null,
    active: true,
    notes: null,
  });
  expect(notifications()).toEqual([{ color: 'success', text: 'Conta recorrente cadastrada com sucesso' }]);
});

it('toggles active, and generates one account (with an optional due date)', async () => {
  const calls = api({
    'PATCH /api/recurring-accounts/2/toggle-active': { body: { data: { ...internet, active: true } } },
    'POST /api/recurring-accounts/1/generate': { status: 201, body: { data: aPayable({ description: 'Aluguel do galpão - 03/2030', dueDate: '2030-03-10' }) } },
  });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Ativar Internet fibra' }));
  await waitFor(() => expect(notifications()).toEqual([{ color: 'success', text: 'Conta recorrente ativada' }]));

  await user.click(screen.getByRole('button', { name: 'Gerar conta de Aluguel do galpão' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Gerar conta a pagar' }));
  await user.click(dialog.getByRole('button', { name: 'Gerar' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/recurring-accounts/1/generate')).toBe(true));
  const generate = calls.find((c) => c.path === '/api/recurring-accounts/1/generate')!;
  expect(generate.query.has('dueDate')).toBe(false);
  expect(notifications()).toContainEqual({ color: 'success', text: 'Conta a pagar gerada: Aluguel do galpão - 03/2030, vencimento 10/03/2030' });
});

it('generate-all asks first, then reports how many accounts it generated', async () => {
  const calls = api({
    'POST /api/recurring-accounts/generate-all': { body: { data: { month: '2030-03', count: 2, generated: [aPayable(), aPayable({ id: 2 })] } } },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Aluguel do galpão' });
  await user.click(screen.getByRole('button', { name: 'Gerar contas do mês' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Gerar contas do mês' }));
  expect(dialog.getByText(/\(1 pendentes\)/)).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  await user.click(dialog.getByRole('button', { name: 'Gerar contas' }));
  await waitFor(() => expect(notifications()).toEqual([{ color: 'success', text: '2 contas a pagar geradas' }]));
});

it('shows the generated accounts of one recurring account', async () => {
  api({
    'GET /api/recurring-accounts/1/generated-accounts': {
      body: { data: [aPayable({ recurringAccountId: 1, recurringPeriod: '2030-02', dueDate: '2030-02-10', status: 'PAGO' })] },
    },
  });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Contas geradas de Aluguel do galpão' }));
  const table = within(await screen.findByRole('table', { name: 'Contas geradas' }));
  expect(table.getByText('2030-02')).toBeInTheDocument();
  expect(table.getByText('Pago')).toBeInTheDocument();
});

it('shows an error state when the list cannot be loaded', async () => {
  api({ 'GET /api/recurring-accounts': { status: 500, body: { message: 'Erro interno do servidor' } } });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as contas recorrentes.');
});

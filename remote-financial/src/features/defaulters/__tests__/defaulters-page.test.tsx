import type { Defaulter } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { type ApiRoute, mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import DefaultersPage from '../../../pages/defaulters-page';
import { todayIso } from '../../accounts/money';
import { paged } from '../../accounts/__tests__/fixtures';

jest.setTimeout(60_000);

const session = { token: 'token', role: 'FINANCIAL', username: 'financeiro', id: 4 };
const notifications = () => useNotificationStore.getState().queue.map((n) => ({ color: n.color, text: n.text }));

function aDefaulter(overrides: Partial<Defaulter> = {}): Defaulter {
  return {
    id: 4,
    description: 'Festa de fim de ano',
    clientName: 'Buffet Estrela',
    clientDocument: '11222333000181',
    clientEmail: 'contato@estrela.com.br',
    clientPhone: '1133224455',
    categoryName: 'Eventos Corporativos',
    amount: '9800.00',
    paidAmount: '2800.00',
    openAmount: '7000.00',
    dueDate: '2030-01-05',
    daysOverdue: 25,
    receivableStatus: 'PARCIAL',
    collectionStatus: 'EM_NEGOCIACAO',
    collectionNotes: null,
    remindersCount: 1,
    lastReminderAt: '2030-01-18T12:00:00.000Z',
    lastContactAt: '2030-01-20',
    contacts: [
      { id: 2, channel: 'EMAIL', description: 'Enviado boleto atualizado', contactDate: '2030-01-20', userName: 'Luciana', createdAt: '2030-01-20T13:00:00.000Z' },
      { id: 1, channel: 'TELEFONE', description: 'Pediu mais 10 dias', contactDate: '2030-01-12', userName: 'Luciana', createdAt: '2030-01-12T13:00:00.000Z' },
    ],
    agreements: [],
    ...overrides,
  };
}
const mendes = aDefaulter({ id: 5, clientName: 'Carlos Mendes', description: 'Aniversário', openAmount: '7200.00', daysOverdue: 8, collectionStatus: 'EM_ABERTO', remindersCount: 0, lastReminderAt: null, lastContactAt: null, contacts: [] });

function api(routes: Record<string, ApiRoute> = {}) {
  return mockApi({ 'GET /api/financial/defaulters': paged([aDefaulter(), mendes]), ...routes });
}
const renderPage = () => renderWithProviders(<DefaultersPage />, { route: '/financial/defaulters', session });
const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr') as HTMLElement;

it('lists overdue receivables with days overdue, open balance, collection status in words and an honest note on reminders', async () => {
  api();
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Inadimplentes' })).toBeInTheDocument();
  expect(screen.getByText(/este sistema não envia e-mails/)).toBeInTheDocument();
  await screen.findByRole('cell', { name: 'Festa de fim de ano' });
  const row = within(rowOf('Festa de fim de ano'));
  expect(row.getByText('25')).toBeInTheDocument();
  expect(row.getByText('R$ 7.000,00')).toBeInTheDocument();
  expect(row.getByText('Em negociação')).toBeInTheDocument();
  expect(row.getByText('1 lembrete')).toBeInTheDocument();
  expect(within(rowOf('Aniversário')).getByText('Em aberto')).toBeInTheDocument();
});

it('asks the server for a minimum delay', async () => {
  const calls = api();
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Aniversário' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Atraso mínimo' }), '30 dias ou mais');
  await waitFor(() => expect(calls.some((c) => c.query.get('minDaysOverdue') === '30')).toBe(true));
});

it('filters by collection status, searches and sorts on the server; the chosen rows stay chosen across pages', async () => {
  const others = Array.from({ length: 12 }, (_, i) => aDefaulter({ id: 10 + i, clientName: `Cliente ${10 + i}`, description: `Conta ${10 + i}` }));
  const calls = mockApi({
    'GET /api/financial/defaulters': paged([aDefaulter(), mendes, ...others]),
    'POST /api/financial/defaulters/bulk-reminders': { body: { data: { count: 2, reminders: [], skipped: [] } } },
  });
  const last = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/financial/defaulters').at(-1)!.query;
  const { user } = renderPage();
  await user.click(await screen.findByRole('checkbox', { name: 'Selecionar Carlos Mendes - Aniversário' }));
  await user.click(screen.getByRole('button', { name: 'Página 2' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Selecionar Cliente 21 - Conta 21' }));
  expect(screen.getByRole('button', { name: 'Registrar lembretes (2)' })).toBeEnabled();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por' }), 'Em negociação');
  await waitFor(() => expect(last().get('collectionStatus')).toBe('EM_NEGOCIACAO'));
  await user.click(within(screen.getByRole('columnheader', { name: /Dias em atraso/ })).getByRole('button'));
  await waitFor(() => expect(last().get('sort')).toBe('daysOverdue'));
  await user.type(screen.getByRole('searchbox'), 'estrela');
  await waitFor(() => expect(last().get('search')).toBe('estrela'), { timeout: 5000 });
  expect(last().get('page')).toBe('1');

  await user.click(screen.getByRole('button', { name: 'Registrar lembretes (2)' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Registrar lembretes' }));
  await user.click(dialog.getByRole('button', { name: 'Registrar lembretes' }));
  await waitFor(() => expect(calls.find((c) => c.path.endsWith('/bulk-reminders'))?.body).toEqual({ ids: [5, 21] }));
}, 120_000);

it("a reminder is confirmed, recorded and notified as 'Lembrete registrado'", async () => {
  const calls = api({
    'POST /api/financial/defaulters/5/reminder': {
      status: 201,
      body: { data: { id: 1, receivableId: 5, recipient: 'x', message: 'm', sentAt: null, userName: 'L', createdAt: '2030-01-30T12:00:00.000Z' } },
    },
  });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Lembrete para Carlos Mendes - Aniversário' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Registrar lembrete' }));
  expect(dialog.getByText(/R\$\s7\.200,00 para Carlos Mendes/)).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Registrar lembrete' }));
  await waitFor(() => expect(notifications()).toEqual([{ color: 'success', text: 'Lembrete registrado' }]));
  expect(calls.some((c) => c.method === 'POST' && c.path === '/api/financial/defaulters/5/reminder')).toBe(true);
});

it('bulk reminders for the selected rows', async () => {
  const calls = api({
    'POST /api/financial/defaulters/bulk-reminders': { body: { data: { count: 2, reminders: [], skipped: [] } } },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Aniversário' });
  const bulk = screen.getByRole('button', { name: 'Registrar lembretes (0)' });
  expect(bulk).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
  await user.click(screen.getByRole('button', { name: 'Registrar lembretes (2)' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Registrar lembretes' }));
  await user.click(dialog.getByRole('button', { name: 'Registrar lembretes' }));
  await waitFor(() => expect(notifications()).toEqual([{ color: 'success', text: '2 lembretes registrados' }]));
  expect(calls.find((c) => c.path.endsWith('/bulk-reminders'))?.body).toEqual({ ids: [4, 5] });
  expect(screen.getByRole('button', { name: 'Registrar lembretes (0)' })).toBeInTheDocument();
});

it('the contact history shows newest first, and a new contact is recorded', async () => {
  const updated = aDefaulter({
    contacts: [
      { id: 3, channel: 'WHATSAPP', description: 'Cliente confirmou pagamento amanhã', contactDate: todayIso(), userName: 'Luciana', createdAt: '2030-01-30T13:00:00.000Z' },
      ...aDefaulter().contacts,
    ],
  });
  let list = [aDefaulter(), mendes];
  const calls = mockApi({
    'GET /api/financial/defaulters': (call) => paged(list)(call),
    'POST /api/financial/defaulters/4/contact': () => {
      list = [updated, mendes];
      return { status: 201, body: { data: updated } };
    },
  });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Contatos de Buffet Estrela - Festa de fim de ano' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Histórico de contatos' }));
  const history = within(dialog.getByRole('region', { name: 'Contatos registrados' }));
  expect(history.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    expect.stringContaining('Enviado boleto atualizado'),
    expect.stringContaining('Pediu mais 10 dias'),
  ]);
  await user.selectOptions(dialog.getByRole('combobox', { name: /^Canal/ }), 'WhatsApp');
  await user.click(dialog.getByRole('textbox', { name: /^O que foi conversado/ }));
  await user.paste('Cliente confirmou pagamento amanhã');
  await user.click(dialog.getByRole('button', { name: 'Registrar contato' }));
  await waitFor(() => expect(history.getAllByRole('listitem')).toHaveLength(3));
  expect(calls.find((c) => c.path.endsWith('/contact'))?.body).toEqual({ channel: 'WHATSAPP', description: 'Cliente confirmou pagamento amanhã', contactDate: todayIso() });
  expect(notifications()).toEqual([{ color: 'success', text: 'Contato registrado' }]);
});

it('changes the collection status', async () => {
  const calls = api({ 'PATCH /api/financial/defaulters/5/status': { body: { data: mendes } } });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Situação de Carlos Mendes - Aniversário' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Situação da cobrança' }));
  await user.selectOptions(dialog.getByRole('combobox', { name: /^Situação/ }), 'Cobrança jurídica');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'COBRANCA_JURIDICA', notes: null }));
  expect(notifications()).toEqual([{ color: 'success', text: 'Situação da cobrança atualizada' }]);
});

it('an agreement needs a date from today on, then moves the due date', async () => {
  const calls = api({ 'POST /api/financial/defaulters/5/agreement': { status: 201, body: { data: mendes } } });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Acordo com Carlos Mendes - Aniversário' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Registrar acordo' }));
  const date = dialog.getByLabelText(/^Nova data de vencimento/);
  await user.click(date);
  await user.paste('2000-01-01');
  await user.tab();
  expect(dialog.getByText('A nova data de vencimento deve ser hoje ou uma data futura')).toBeInTheDocument();
  await user.clear(date);
  await user.click(date);
  await user.paste('2099-03-15');
  await user.click(dialog.getByRole('button', { name: 'Registrar acordo' }));
  await waitFor(() => expect(calls.find((c) => c.path.endsWith('/agreement'))?.body).toEqual({ newDueDate: '2099-03-15', notes: null }));
  expect(notifications()).toEqual([{ color: 'success', text: 'Acordo registrado: novo vencimento em 15/03/2099' }]);
});

it('shows an error state when the list cannot be loaded', async () => {
  api({ 'GET /api/financial/defaulters': { status: 500, body: { message: 'Erro interno do servidor' } } });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os inadimplentes.');
});

import { useNotificationStore } from '@sge/shared/notify';
import { mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import ServiceCatalogPage from '../pages/service-catalog-page';
import { ADMIN_SESSION, aService, aPage } from './fixtures';

jest.setTimeout(30_000);

const garcom = aService();
const buffet = aService({ id: 2, name: 'Buffet Completo', unit: 'convidado', unitPrice: '1234.5', staffFunction: null, active: false });

const renderPage = () => renderWithProviders(<ServiceCatalogPage />, { route: '/admin/service-catalog', session: ADMIN_SESSION });
const notifications = () => useNotificationStore.getState().queue.map((n) => ({ color: n.color, text: n.text }));
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

it('lists services with BRL prices, staff and status', async () => {
  mockApi({ 'GET /api/service-catalog': { body: aPage([garcom, buffet]) } });
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Catálogo de Serviços' })).toBeInTheDocument();
  await screen.findByRole('cell', { name: 'Serviço de Garçom' });
  const row = within(rowOf('Serviço de Garçom'));
  expect(row.getByText('R$ 180,00')).toBeInTheDocument();
  expect(row.getByText('Garçom')).toBeInTheDocument();
  expect(row.getByText('Ativo')).toBeInTheDocument();
  const buffetRow = within(rowOf('Buffet Completo'));
  expect(buffetRow.getByText('R$ 1.234,50')).toBeInTheDocument();
  expect(buffetRow.getByText('Sem equipe')).toBeInTheDocument();
  expect(buffetRow.getByText('Inativo')).toBeInTheDocument();
});

it('creates a service: the pt-BR price travels as a decimal string', async () => {
  const calls = mockApi({
    'GET /api/service-catalog': { body: aPage([]) },
    'POST /api/service-catalog': { status: 201, body: { data: garcom } },
  });
  const { user } = renderPage();
  await screen.findByText('Nenhum dado disponível');
  await user.click(screen.getByRole('button', { name: 'Novo serviço' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Novo serviço' }));
  await user.type(dialog.getByLabelText(/^Nome/), 'Bar Completo');
  await user.type(dialog.getByLabelText(/^Preço unitário/), '1.500,00');
  await user.selectOptions(dialog.getByLabelText(/^Função da equipe/), 'Barman');
  await user.clear(dialog.getByLabelText(/^Profissionais por unidade/));
  await user.type(dialog.getByLabelText(/^Profissionais por unidade/), '2');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'success', text: 'Serviço cadastrado com sucesso' }));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
    name: 'Bar Completo',
    description: null,
    unit: 'diária',
    unitPrice: '1500.00',
    staffFunction: 'Barman',
    staffPerUnit: 2,
    active: true,
  });
});

it('refuses an invalid price before sending', async () => {
  const calls = mockApi({ 'GET /api/service-catalog': { body: aPage([]) } });
  const { user } = renderPage();
  await screen.findByText('Nenhum dado disponível');
  await user.click(screen.getByRole('button', { name: 'Novo serviço' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Novo serviço' }));
  await user.type(dialog.getByLabelText(/^Nome/), 'Bar');
  await user.type(dialog.getByLabelText(/^Preço unitário/), '-5');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  expect(dialog.getByText('Valor deve ser maior ou igual a zero')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

it('a service used by budgets: the delete is refused with the server advice', async () => {
  mockApi({
    'GET /api/service-catalog': { body: aPage([garcom]) },
    'DELETE /api/service-catalog/1': {
      status: 409,
      body: { message: 'Este serviço é usado em orçamentos e não pode ser excluído. Desative-o para que não seja mais oferecido.' },
    },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Serviço de Garçom' });
  await user.click(screen.getByRole('button', { name: 'Excluir Serviço de Garçom' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Excluir serviço' }));
  await user.click(dialog.getByRole('button', { name: 'Excluir' }));
  await waitFor(() =>
    expect(notifications()).toContainEqual({
      color: 'error',
      text: 'Este serviço é usado em orçamentos e não pode ser excluído. Desative-o para que não seja mais oferecido.',
    }),
  );
  expect(screen.getByRole('cell', { name: 'Serviço de Garçom' })).toBeInTheDocument();
});

it('edits a service, keeping its values in the form', async () => {
  const calls = mockApi({
    'GET /api/service-catalog': { body: aPage([buffet]) },
    'PUT /api/service-catalog/2': { body: { data: buffet } },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Buffet Completo' });
  await user.click(screen.getByRole('button', { name: 'Editar Buffet Completo' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Editar serviço' }));
  expect(dialog.getByLabelText(/^Preço unitário/)).toHaveValue('1.234,50');
  await user.click(dialog.getByRole('checkbox', { name: /Ativo/ }));
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'success', text: 'Serviço atualizado com sucesso' }));
  expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ unit: 'convidado', unitPrice: '1234.50', staffFunction: null, active: true });
});

it('searches (q), filters and sorts on the server (issue 14)', async () => {
  const calls = mockApi({ 'GET /api/service-catalog': { body: aPage([garcom, buffet], { total: 31 }) } });
  const { user } = renderPage();
  expect(await screen.findByText('Exibindo 1 a 2 de 31 itens')).toBeInTheDocument();
  const lists = () => calls.filter((c) => c.method === 'GET').map((c) => Object.fromEntries(c.query));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por' }), 'Ativos');
  await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'garçom');
  await waitFor(() => expect(lists().at(-1)).toEqual({ page: '1', pageSize: '10', active: 'true', q: 'garçom' }), { timeout: 3000 });
  await user.click(screen.getByRole('button', { name: /Preço unitário/ }));
  await user.click(screen.getByRole('button', { name: /Preço unitário/ }));
  await waitFor(() => expect(lists().at(-1)).toMatchObject({ sort: '-unitPrice', active: 'true' }));
  await user.click(screen.getByRole('button', { name: 'Página 2' }));
  await waitFor(() => expect(lists().at(-1)).toMatchObject({ page: '2', sort: '-unitPrice' }));
});

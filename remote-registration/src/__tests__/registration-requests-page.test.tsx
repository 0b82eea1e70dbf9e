import type { RegistrationRequest } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { type ApiReply, deferred, mockApi, renderWithProviders, screen, waitFor, waitForElementToBeRemoved, within } from '@sge/shared/testing';
import { aRequest, aPage, setText } from '../features/registration/__tests__/fixtures';
import RegistrationRequestsPage from '../pages/registration-requests-page';

jest.setTimeout(30_000);

const session = { token: 'token', role: 'MANAGER', username: 'gerente', id: 2 };
const renderPage = () => renderWithProviders(<RegistrationRequestsPage />, { route: '/registration/requests', session });
const notifications = () => useNotificationStore.getState().queue.map((n) => ({ color: n.color, text: n.text }));
const rowOf = (name: string) => within(screen.getByRole('cell', { name }).closest('tr') as HTMLElement);

const carla = aRequest({ id: 1, name: 'Carla Mendes', duplicateEmployeeId: 12 });
const diego = aRequest({
  id: 2,
  name: 'Diego Rocha',
  cpf: '11144477735',
  function: 'Segurança',
  source: 'WALK_IN',
  linkId: null,
  linkLabel: null,
  createdByName: 'Coordenador',
  duplicateRequestIds: [3],
});
const elisa = aRequest({ id: 3, name: 'Elisa Prado', cpf: '11144477735', duplicateRequestIds: [2] });
const fabio = aRequest({ id: 4, name: 'Fábio Nunes', cpf: '39053344705', function: 'Barman' });

it('lists pending requests with origin and duplicate-CPF flags', async () => {
  mockApi({ 'GET /api/pre-registration/requests': { body: aPage([carla, diego, elisa, fabio]) } });
  renderPage();

  expect(screen.getByRole('heading', { level: 1, name: 'Solicitações de Cadastro' })).toBeInTheDocument();
  await screen.findByRole('cell', { name: 'Carla Mendes' });
  expect(rowOf('Carla Mendes').getByText('529.982.247-25')).toBeInTheDocument();
  expect(rowOf('Carla Mendes').getByText('CPF já cadastrado')).toBeInTheDocument();
  expect(rowOf('Carla Mendes').getByText('Convite: Equipe do casamento')).toBeInTheDocument();
  expect(rowOf('Diego Rocha').getByText('CPF em outra solicitação')).toBeInTheDocument();
  expect(rowOf('Diego Rocha').getByText('Cadastro presencial')).toBeInTheDocument();
  expect(rowOf('Fábio Nunes').queryByText(/CPF já cadastrado|CPF em outra/)).not.toBeInTheDocument();
});

it('lists every request with its status, pending first as the server orders them; decided ones have no review actions; Situação filters', async () => {
  const approved = aRequest({ id: 7, name: 'Gabi Lins', cpf: '11144477735', status: 'APPROVED', employeeId: 70 });
  const calls = mockApi({
    'GET /api/pre-registration/requests': ({ query }) => ({ body: aPage(query.get('status') === 'APPROVED' ? [approved] : [fabio, approved]) }),
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Gabi Lins' });
  // The server's default order (pending first, newest first): no sort is asked for.
  expect(calls[0].query.get('sort')).toBeNull();
  expect(rowOf('Fábio Nunes').getByText('Pendente')).toBeInTheDocument();
  expect(rowOf('Gabi Lins').getByText('Aprovada')).toBeInTheDocument();
  expect(rowOf('Fábio Nunes').getByRole('button', { name: 'Aprovar Fábio Nunes' })).toBeInTheDocument();
  expect(rowOf('Gabi Lins').queryByRole('button', { name: 'Aprovar Gabi Lins' })).not.toBeInTheDocument();
  expect(rowOf('Gabi Lins').queryByRole('button', { name: 'Rejeitar Gabi Lins' })).not.toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Aprovadas');
  await waitFor(() => expect(calls.at(-1)!.query.get('status')).toBe('APPROVED'));
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Fábio Nunes' })).not.toBeInTheDocument());
  expect(screen.getByRole('cell', { name: 'Gabi Lins' })).toBeInTheDocument();
});

it('shows loading, then the empty state', async () => {
  const reply = deferred<ApiReply>();
  mockApi({ 'GET /api/pre-registration/requests': () => reply.promise });
  renderPage();
  expect(screen.getByText('Carregando dados...')).toBeInTheDocument();
  reply.resolve({ body: aPage([]) });
  await waitForElementToBeRemoved(() => screen.queryByText('Carregando dados...'));
  expect(screen.getByText('Nenhum dado disponível')).toBeInTheDocument();
});

it('shows an error state when the list cannot be loaded', async () => {
  mockApi({ 'GET /api/pre-registration/requests': { status: 500, body: { message: 'Erro interno do servidor' } } });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as solicitações');
});

it('opens the detail, read from the server, with every field and the duplicate warning', async () => {
  const calls = mockApi({
    'GET /api/pre-registration/requests': { body: aPage([carla]) },
    'GET /api/pre-registration/1': { body: { data: { ...carla, eventName: 'Congresso Médico' } } },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Carla Mendes' });

  await user.click(screen.getByRole('button', { name: 'Detalhes de Carla Mendes' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Solicitação de Carla Mendes' }));
  expect(await dialog.findByText(/Congresso Médico/)).toBeInTheDocument();
  expect(dialog.getByText('12/04/1995')).toBeInTheDocument();
  expect(dialog.getByText('(11) 98765-4321')).toBeInTheDocument();
  expect(dialog.getByText('carla-pix@example.com')).toBeInTheDocument();
  expect(dialog.getByText('Rua das Flores, 100 - São Paulo/SP')).toBeInTheDocument();
  expect(dialog.getByText(/Autorizado em/)).toBeInTheDocument();
  expect(dialog.getByText(/já existe um funcionário com este CPF/)).toBeInTheDocument();
  expect(calls.map((c) => c.path)).toContain('/api/pre-registration/1');
});

it('approves with the function and pay rate confirmed, then reloads the list', async () => {
  let pending: RegistrationRequest[] = [fabio];
  const calls = mockApi({
    'GET /api/pre-registration/requests': () => ({ body: aPage(pending) }),
    'POST /api/pre-registration/4/approve': () => {
      pending = [];
      return { body: { data: { ...fabio, status: 'APPROVED', employeeId: 40 } } };
    },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Fábio Nunes' });

  await user.click(screen.getByRole('button', { name: 'Aprovar Fábio Nunes' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Aprovar Fábio Nunes' }));
  expect(dialog.getByRole('combobox', { name: /^Função/ })).toHaveValue('Barman');
  await user.selectOptions(dialog.getByRole('combobox', { name: /^Função/ }), 'Copeiro');
  setText(dialog.getByRole('textbox', { name: /^Valor da diária/ }), '1.234,5');
  await user.click(dialog.getByRole('button', { name: 'Aprovar' }));

  await waitFor(() => expect(notifications()).toContainEqual({ color: 'success', text: 'Cadastro aprovado: Fábio Nunes agora é funcionário' }));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ function: 'Copeiro', payRate: '1234.50' });
  expect(await screen.findByText('Nenhum dado disponível')).toBeInTheDocument();
});

it("approval proposes the day rate of the catalogue's service for the worker's function", async () => {
  const service = (id: number, name: string, staffFunction: string | null, unitPrice: string, unit = 'diária', active = true) =>
    ({ id, name, description: null, unit, unitPrice, staffFunction, staffPerUnit: 1, active, createdAt: fabio.createdAt, updatedAt: fabio.createdAt });
  const calls = mockApi({
    'GET /api/pre-registration/requests': { body: aPage([fabio, carla]) },
    'GET /api/service-catalog': {
      body: aPage([service(1, 'Open bar', 'Barman', '1500.00', 'evento'), service(2, 'Barman por dia', 'Barman', '1250.5'), service(3, 'Garçom', 'Garçom', '180.00', 'diária', false)]),
    },
    'POST /api/pre-registration/4/approve': { body: { data: { ...fabio, status: 'APPROVED', employeeId: 40 } } },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Fábio Nunes' });
  await user.click(screen.getByRole('button', { name: 'Aprovar Fábio Nunes' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Aprovar Fábio Nunes' }));
  const rate = await dialog.findByRole('textbox', { name: /^Valor da diária/ });
  // The daily service of the function wins over another unit; only active services count.
  expect(rate).toHaveValue('1.250,50');
  expect(rate).toHaveAccessibleDescription('Proposto pelo catálogo de serviços: Barman por dia');
  expect(calls.find((c) => c.path === '/api/service-catalog')!.query.get('active')).toBe('true');
  await user.click(dialog.getByRole('button', { name: 'Aprovar' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ function: 'Barman', payRate: '1250.50' }));
});

it('approval with no catalogue service for the function leaves the day rate to type', async () => {
  mockApi({ 'GET /api/pre-registration/requests': { body: aPage([carla]) }, 'GET /api/service-catalog': { body: aPage([]) } });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Carla Mendes' });
  await user.click(screen.getByRole('button', { name: 'Aprovar Carla Mendes' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Aprovar Carla Mendes' }));
  expect(await dialog.findByRole('textbox', { name: /^Valor da diária/ })).toHaveValue('');
});

it('a refused approval (duplicate CPF) shows the server message and keeps the dialog open', async () => {
  mockApi({
    'GET /api/pre-registration/requests': { body: aPage([carla]) },
    'POST /api/pre-registration/1/approve': { status: 409, body: { message: 'Já existe um funcionário com este CPF' } },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Carla Mendes' });

  await user.click(screen.getByRole('button', { name: 'Aprovar Carla Mendes' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Aprovar Carla Mendes' }));
  expect(dialog.getByRole('alert')).toHaveTextContent('Já existe um funcionário com este CPF.');
  setText(dialog.getByRole('textbox', { name: /^Valor da diária/ }), '100');
  await user.click(dialog.getByRole('button', { name: 'Aprovar' }));

  await waitFor(() => expect(notifications()).toContainEqual({ color: 'error', text: 'Já existe um funcionário com este CPF' }));
  expect(screen.getByRole('dialog', { name: 'Aprovar Carla Mendes' })).toBeInTheDocument();
});

it('rejects with a reason from the detail dialog', async () => {
  let pending: RegistrationRequest[] = [diego];
  const calls = mockApi({
    'GET /api/pre-registration/requests': () => ({ body: aPage(pending) }),
    'GET /api/pre-registration/2': { body: { data: diego } },
    'POST /api/pre-registration/2/reject': () => {
      pending = [];
      return { body: { data: { ...diego, status: 'REJECTED', rejectionReason: 'Documento ilegível' } } };
    },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Diego Rocha' });

  await user.click(screen.getByRole('button', { name: 'Detalhes de Diego Rocha' }));
  const detail = within(await screen.findByRole('dialog', { name: 'Solicitação de Diego Rocha' }));
  expect(detail.getByText(/nº 3/)).toBeInTheDocument();
  await user.click(detail.getByRole('button', { name: 'Rejeitar' }));

  const dialog = within(await screen.findByRole('dialog', { name: 'Rejeitar Diego Rocha' }));
  const reason = dialog.getByRole('textbox', { name: /^Motivo da rejeição/ });
  setText(reason, 'ok');
  expect(dialog.getByText('Mínimo de 3 caracteres')).toBeInTheDocument();
  setText(reason, 'Documento ilegível');
  await user.click(dialog.getByRole('button', { name: 'Rejeitar' }));

  await waitFor(() => expect(notifications()).toContainEqual({ color: 'success', text: 'Solicitação rejeitada' }));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'Documento ilegível' });
  expect(await screen.findByText('Nenhum dado disponível')).toBeInTheDocument();
});

it('filters, searches and sorts the pending requests on the server (issue 14)', async () => {
  const calls = mockApi({
    'GET /api/pre-registration/requests': ({ query }) => ({ body: query.get('source') === 'WALK_IN' ? aPage([diego]) : aPage([carla, diego, elisa, fabio], { total: 57 }) }),
  });
  const { user } = renderPage();
  expect(await screen.findByText('Exibindo 1 a 4 de 57 itens')).toBeInTheDocument();
  const lists = () => calls.map((c) => Object.fromEntries(c.query));
  expect(lists()[0]).toEqual({ page: '1', pageSize: '10' });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por' }), 'Cadastro presencial');
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Carla Mendes' })).not.toBeInTheDocument());
  expect(lists().at(-1)).toEqual({ page: '1', pageSize: '10', source: 'WALK_IN' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por' }), 'Com CPF duplicado');
  await waitFor(() => expect(lists().at(-1)).toEqual({ page: '1', pageSize: '10', duplicate: 'true' }));

  await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), '111.444');
  await waitFor(() => expect(lists().at(-1)).toEqual({ page: '1', pageSize: '10', duplicate: 'true', search: '111.444' }), { timeout: 3000 });
  await user.click(screen.getByRole('button', { name: /^Nome/ }));
  await waitFor(() => expect(lists().at(-1)).toMatchObject({ sort: 'name', duplicate: 'true' }));
});

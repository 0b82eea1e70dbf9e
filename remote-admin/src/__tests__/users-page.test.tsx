import { useNotificationStore } from '@sge/shared/notify';
import { type ApiReply, deferred, mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import UsersPage from '../pages/users-page';

jest.setTimeout(30_000);
import { ADMIN_SESSION, aUser, aPage } from './fixtures';

const ana = aUser();
const bruno = aUser({ id: 2, username: 'bruno', name: 'Bruno Lima', email: null, role: 'COORDINATOR', active: false });

const renderPage = () => renderWithProviders(<UsersPage />, { route: '/users', session: ADMIN_SESSION });
const notifications = () => useNotificationStore.getState().queue.map((n) => ({ color: n.color, text: n.text }));
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

it('lists users with role labels and status in text', async () => {
  mockApi({ 'GET /api/users': { body: aPage([ana, bruno]) } });
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Usuários' })).toBeInTheDocument();
  const row = within(rowOf(await screen.findByRole('cell', { name: 'Ana Souza' }).then((c) => c.textContent!)));
  expect(row.getByText('Gerente')).toBeInTheDocument();
  expect(row.getByText('Ativo')).toBeInTheDocument();
  const brunoRow = within(rowOf('Bruno Lima'));
  expect(brunoRow.getByText('Coordenador')).toBeInTheDocument();
  expect(brunoRow.getByText('Inativo')).toBeInTheDocument();
  expect(brunoRow.getByRole('button', { name: 'Ativar Bruno Lima' })).toBeInTheDocument();
});

it('shows the loading state, then an error state whose button loads again', async () => {
  const first = deferred<ApiReply>();
  let calls = 0;
  // A 5xx is retried twice (SPEC §4) before the page says it failed.
  mockApi({ 'GET /api/users': () => (++calls === 1 ? first.promise : calls <= 3 ? { status: 500, body: { message: 'Erro interno do servidor' } } : { body: aPage([ana]) }) });
  const { user } = renderPage();
  expect(screen.getByText('Carregando dados...')).toBeInTheDocument();
  first.resolve({ status: 500, body: { message: 'Erro interno do servidor' } });
  expect(await screen.findByText('Não foi possível carregar os usuários.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('cell', { name: 'Ana Souza' })).toBeInTheDocument();
  expect(screen.queryByText('Não foi possível carregar os usuários.')).not.toBeInTheDocument();
});

it('creates a user with a role, applying the password policy before sending', async () => {
  const calls = mockApi({
    'GET /api/users': { body: aPage([]) },
    'POST /api/users': ({ body }) => ({ status: 201, body: { data: aUser({ id: 3, ...(body as object) }) } }),
  });
  const { user } = renderPage();
  await screen.findByText('Nenhum dado disponível');
  await user.click(screen.getByRole('button', { name: 'Novo usuário' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Novo usuário' }));

  await user.type(dialog.getByLabelText(/^Nome/), 'Joana Prado');
  await user.type(dialog.getByLabelText(/^Usuário/), 'Joana.Prado');
  await user.type(dialog.getByLabelText(/^E-mail/), 'joana@example.com');
  await user.selectOptions(dialog.getByLabelText(/^Perfil/), 'Coordenador');
  await user.type(dialog.getByLabelText(/^Senha inicial/), 'curta');
  await user.type(dialog.getByLabelText(/^Confirmar senha/), 'curta');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  expect(dialog.getByText('A senha deve ter pelo menos 8 caracteres')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  await user.clear(dialog.getByLabelText(/^Senha inicial/));
  await user.type(dialog.getByLabelText(/^Senha inicial/), 'Segura123');
  expect(await dialog.findByText('As senhas não conferem')).toBeInTheDocument();
  await user.clear(dialog.getByLabelText(/^Confirmar senha/));
  await user.type(dialog.getByLabelText(/^Confirmar senha/), 'Segura123');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));

  await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
    username: 'joana.prado',
    name: 'Joana Prado',
    email: 'joana@example.com',
    role: 'COORDINATOR',
    password: 'Segura123',
  });
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'success', text: 'Usuário cadastrado com sucesso' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo usuário' })).not.toBeInTheDocument());
});

it('a refused save keeps the dialog open and shows the server message', async () => {
  mockApi({
    'GET /api/users': { body: aPage([ana]) },
    'PUT /api/users/1': { status: 409, body: { message: 'Não é possível alterar o perfil do último administrador ativo' } },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Ana Souza' });
  await user.click(screen.getByRole('button', { name: 'Editar Ana Souza' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Editar usuário' }));
  expect(dialog.getByLabelText(/^Usuário/)).toHaveValue('ana');
  expect(dialog.queryByLabelText(/^Senha/)).not.toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  await waitFor(() =>
    expect(notifications()).toContainEqual({ color: 'error', text: 'Não é possível alterar o perfil do último administrador ativo' }),
  );
  expect(screen.getByRole('dialog', { name: 'Editar usuário' })).toBeInTheDocument();
});

it('deactivates a user after confirmation and reloads the list', async () => {
  let users = [ana];
  const calls = mockApi({
    'GET /api/users': () => ({ body: aPage(users) }),
    'PATCH /api/users/1/toggle-active': () => {
      users = [{ ...ana, active: false }];
      return { body: { data: users[0] } };
    },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Ana Souza' });
  await user.click(screen.getByRole('button', { name: 'Desativar Ana Souza' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Desativar usuário' }));
  expect(dialog.getByText(/não poderá mais entrar no sistema/)).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Desativar' }));
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'success', text: 'Usuário desativado com sucesso' }));
  expect(await within(rowOf('Ana Souza')).findByText('Inativo')).toBeInTheDocument();
  expect(calls.filter((c) => c.path === '/api/users/1/toggle-active')).toHaveLength(1);
});

it('changes a password', async () => {
  const calls = mockApi({
    'GET /api/users': { body: aPage([ana]) },
    'PATCH /api/users/1/change-password': { body: { data: ana } },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Ana Souza' });
  await user.click(screen.getByRole('button', { name: 'Alterar senha de Ana Souza' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Alterar senha' }));
  await user.type(dialog.getByLabelText(/^Nova senha/), 'NovaSenha456');
  await user.type(dialog.getByLabelText(/^Confirmar nova senha/), 'NovaSenha456');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'success', text: 'Senha alterada com sucesso' }));
  expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ newPassword: 'NovaSenha456' });
});

it('filters, searches and sorts on the server; each filter option sets its own parameter (issue 14)', async () => {
  const calls = mockApi({ 'GET /api/users': ({ query }) => ({ body: aPage(query.get('role') ? [bruno] : [ana, bruno], { total: query.get('role') ? 1 : 42 }) }) });
  const { user } = renderPage();
  expect(await screen.findByText('Exibindo 1 a 2 de 42 itens')).toBeInTheDocument();
  const lists = () => calls.filter((c) => c.method === 'GET').map((c) => Object.fromEntries(c.query));
  expect(lists()[0]).toEqual({ page: '1', pageSize: '10' });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por' }), 'Inativos');
  await waitFor(() => expect(lists().at(-1)).toEqual({ page: '1', pageSize: '10', active: 'false' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por' }), 'Coordenador');
  await waitFor(() => expect(lists().at(-1)).toEqual({ page: '1', pageSize: '10', role: 'COORDINATOR' }));
  expect(screen.getByRole('combobox', { name: 'Filtrar por' })).toHaveValue('role:COORDINATOR');
  await screen.findByText('Exibindo 1 a 1 de 1 itens');

  await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'bruno');
  await waitFor(() => expect(lists().at(-1)).toEqual({ page: '1', pageSize: '10', role: 'COORDINATOR', search: 'bruno' }), { timeout: 3000 });
  await user.click(screen.getByRole('button', { name: /Perfil/ }));
  await waitFor(() => expect(lists().at(-1)).toMatchObject({ sort: 'role', role: 'COORDINATOR', search: 'bruno' }));

  await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por' }), '');
  await waitFor(() => expect(lists().at(-1)).toEqual({ page: '1', pageSize: '10', sort: 'role', search: 'bruno' }));
});

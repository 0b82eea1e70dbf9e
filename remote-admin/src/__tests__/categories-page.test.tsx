import { useNotificationStore } from '@sge/shared/notify';
import { mockApi, type ApiRoute, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import CategoriesPage from '../pages/categories-page';
import { ADMIN_SESSION, aCategory, aPage } from './fixtures';

jest.setTimeout(30_000);

const social = aCategory();
const wedding = aCategory({ id: 2, name: 'Casamentos', color: '#0D47A1', description: null, parentId: 1, parentName: 'Eventos Sociais' });
const staff = aCategory({ id: 3, name: 'Pessoal de Eventos', type: 'DESPESA', color: '#C62828', description: null, active: false });
const STATS = { total: 3, active: 2, inactive: 1, income: 2, expense: 1, subcategories: 1, inUse: 1 };

const renderPage = () => renderWithProviders(<CategoriesPage />, { route: '/admin/categories', session: ADMIN_SESSION });
const notifications = () => useNotificationStore.getState().queue.map((n) => ({ color: n.color, text: n.text }));
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

function apiWith(routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /api/categories': { body: aPage([social, wedding, staff]) },
    'GET /api/categories/search': { body: { data: [social, wedding, staff] } },
    'GET /api/categories/statistics': { body: { data: STATS } },
    ...routes,
  });
}

it('lists categories with type, parent and status in text, and the statistics', async () => {
  apiWith();
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Categorias' })).toBeInTheDocument();
  await screen.findByRole('cell', { name: 'Casamentos' });
  const weddingRow = within(rowOf('Casamentos'));
  expect(weddingRow.getByText('Receita')).toBeInTheDocument();
  expect(weddingRow.getByText('Eventos Sociais')).toBeInTheDocument();
  const staffRow = within(rowOf('Pessoal de Eventos'));
  expect(staffRow.getByText('Despesa')).toBeInTheDocument();
  expect(staffRow.getByText('Inativa')).toBeInTheDocument();
  expect(staffRow.getByRole('button', { name: 'Ativar Pessoal de Eventos' })).toBeInTheDocument();
  const stats = within(screen.getByLabelText('Resumo das categorias'));
  expect(stats.getByText('Em uso em contas').nextSibling).toHaveTextContent('1');
});

it('creates a subcategory: only top-level categories of the chosen type are offered as parents', async () => {
  const calls = apiWith({ 'POST /api/categories': { status: 201, body: { data: wedding } } });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Casamentos' });
  await user.click(screen.getByRole('button', { name: 'Nova categoria' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Nova categoria' }));
  await user.type(dialog.getByLabelText(/^Nome/), 'Formaturas');
  await user.selectOptions(dialog.getByLabelText(/^Tipo/), 'Receita');
  const parent = dialog.getByLabelText(/^Categoria pai/);
  expect(within(parent).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nenhuma (categoria principal)', 'Eventos Sociais']);
  await user.selectOptions(parent, 'Eventos Sociais');
  await user.clear(dialog.getByLabelText(/^Cor/));
  await user.type(dialog.getByLabelText(/^Cor/), 'azul');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  expect(dialog.getByText('Use uma cor no formato #RRGGBB')).toBeInTheDocument();
  await user.clear(dialog.getByLabelText(/^Cor/));
  await user.type(dialog.getByLabelText(/^Cor/), '#6a1b9a');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'success', text: 'Categoria cadastrada com sucesso' }));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
    name: 'Formaturas',
    type: 'RECEITA',
    color: '#6A1B9A',
    description: null,
    parentId: 1,
  });
});

it('a category in use cannot be deleted: the server advice is shown, then it is deactivated', async () => {
  const calls = apiWith({
    'DELETE /api/categories/1': {
      status: 409,
      body: { message: 'Esta categoria está em uso em contas a pagar ou a receber e não pode ser excluída. Desative-a para que não seja mais oferecida.' },
    },
    'PATCH /api/categories/1/deactivate': { body: { data: { ...social, active: false } } },
  });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Excluir Eventos Sociais' }));
  await user.click(within(await screen.findByRole('alertdialog', { name: 'Excluir categoria' })).getByRole('button', { name: 'Excluir' }));
  await waitFor(() => expect(notifications().some((n) => n.color === 'error' && n.text.startsWith('Esta categoria está em uso'))).toBe(true));

  await user.click(screen.getByRole('button', { name: 'Desativar Eventos Sociais' }));
  const confirm = within(await screen.findByRole('alertdialog', { name: 'Desativar categoria' }));
  expect(confirm.getByText(/assim como suas subcategorias/)).toBeInTheDocument();
  await user.click(confirm.getByRole('button', { name: 'Desativar' }));
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'success', text: 'Categoria desativada com sucesso' }));
  expect(calls.filter((c) => c.path === '/api/categories/1/deactivate')).toHaveLength(1);
});

it('shows an error state when the list does not load', async () => {
  apiWith({ 'GET /api/categories': { status: 500, body: { message: 'Erro interno do servidor' } } });
  renderPage();
  expect(await screen.findByText('Não foi possível carregar as categorias.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
});

it('filters, searches and sorts on the server, in tree order until a column is sorted (issue 14)', async () => {
  const calls = apiWith({
    'GET /api/categories': ({ query }) => ({
      body: query.get('type') === 'DESPESA' ? aPage([staff]) : aPage([social, wedding, staff], { total: 60 }),
    }),
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Casamentos' });
  const lists = () => calls.filter((c) => c.path === '/api/categories').map((c) => Object.fromEntries(c.query));
  expect(lists()[0]).toEqual({ page: '1', pageSize: '10' });
  expect(screen.getByRole('button', { name: 'Página 3' })).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por' }), 'Despesas');
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Casamentos' })).not.toBeInTheDocument());
  expect(lists().at(-1)).toEqual({ page: '1', pageSize: '10', type: 'DESPESA' });

  await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'pessoal');
  await waitFor(() => expect(lists().at(-1)).toEqual({ page: '1', pageSize: '10', type: 'DESPESA', q: 'pessoal' }), { timeout: 3000 });

  await user.click(screen.getByRole('button', { name: /Categoria pai/ }));
  await waitFor(() => expect(lists().at(-1)).toMatchObject({ sort: 'parentName', type: 'DESPESA' }));
});

import type { InventoryItem } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { configure, mockApi, renderWithProviders, screen, waitFor, within, type ApiRoute } from '@sge/shared/testing';
import InventoryOverviewPage from '../pages/inventory-overview-page';
import { aPage, anItem, anOverview, table, water } from '../testing/fixtures';

jest.setTimeout(30_000);
// The machine running the suite is shared: give slow renders time.
configure({ asyncUtilTimeout: 10_000 });

const session = (role = 'MANAGER') => ({ token: 'token', role, username: 'gerente', id: 2 });

function apiWith(items: InventoryItem[], routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /api/inventory/overview': { body: { data: anOverview() } },
    'GET /api/inventory/items': { body: aPage(items) },
    ...routes,
  });
}

const renderPage = (role?: string) => renderWithProviders(<InventoryOverviewPage />, { route: '/inventory', session: session(role) });
const notifications = () => useNotificationStore.getState().queue.map((n) => n.text);

it('shows the totals, the low-stock alert and the items', async () => {
  apiWith([anItem(), water]);
  renderPage();

  expect(screen.getByRole('heading', { level: 1, name: 'Inventário' })).toBeInTheDocument();
  const totals = within(await screen.findByRole('region', { name: 'Totais do estoque' }));
  expect(totals.getByText('R$ 5.844,00')).toBeInTheDocument();
  expect(totals.getByText('180')).toBeInTheDocument();
  expect(screen.getByText('Estoque baixo: 1 item abaixo do mínimo')).toBeInTheDocument();
  expect(screen.getByText('Cadeira Tiffany dourada (CAD-TIF-DO): 40 un em estoque, mínimo 150 un')).toBeInTheDocument();

  const recent = within(screen.getByRole('table', { name: 'Últimas movimentações' }));
  expect(within(recent.getByRole('row', { name: /Saída para evento/ })).getByText('-120 un')).toBeInTheDocument();

  const chair = within(await screen.findByRole('row', { name: /CAD-TIF-DO/ }));
  expect(chair.getByText('40 un')).toBeInTheDocument();
  expect(chair.getByText('R$ 5.196,00')).toBeInTheDocument();
  expect(chair.getByText('Estoque baixo')).toBeInTheDocument();
  const waterRow = within(screen.getByRole('row', { name: /BEB-AGUA-500/ }));
  expect(waterRow.getByText('Consumível')).toBeInTheDocument();
  expect(waterRow.getByText('Normal')).toBeInTheDocument();
});

it('says when no item is below its minimum', async () => {
  mockApi({
    'GET /api/inventory/overview': { body: { data: anOverview({ lowStock: [] }) } },
    'GET /api/inventory/items': { body: aPage([]) },
  });
  renderPage();
  expect(await screen.findByText('Nenhum item abaixo do estoque mínimo.')).toBeInTheDocument();
  expect(await screen.findByText('Nenhum dado disponível')).toBeInTheDocument();
});

it('shows an error with Tentar novamente when the overview fails, and retries', async () => {
  let fail = true;
  const calls = apiWith([], {
    'GET /api/inventory/overview': () => (fail ? { status: 500, body: { message: 'Erro interno do servidor' } } : { body: { data: anOverview() } }),
  });
  const { user } = renderPage();
  expect(await screen.findByText('Não foi possível carregar os totais do estoque')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByText('R$ 5.844,00')).toBeInTheDocument();
  // The first load and its two retries (SPEC §4: a 5xx is retried twice), then the user's.
  expect(calls.filter((c) => c.path === '/api/inventory/overview')).toHaveLength(4);
});

it('a manager creates an item with its initial quantity', async () => {
  const calls = apiWith([], { 'POST /api/inventory/items': ({ body }) => ({ status: 201, body: { data: anItem({ ...(body as object), id: 9 }) } }) });
  const { user } = renderPage();
  await user.click(screen.getByRole('button', { name: 'Novo item' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Novo item' }));
  await user.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Rádio comunicador UHF');
  await user.type(dialog.getByRole('textbox', { name: /^SKU/ }), 'rad-uhf');
  await user.selectOptions(dialog.getByRole('combobox', { name: /^Categoria/ }), 'Comunicação');
  await user.clear(dialog.getByRole('spinbutton', { name: /^Estoque mínimo/ }));
  await user.type(dialog.getByRole('spinbutton', { name: /^Estoque mínimo/ }), '15');
  await user.type(dialog.getByRole('textbox', { name: /^Custo unitário/ }), '320,00');
  await user.clear(dialog.getByRole('spinbutton', { name: /^Quantidade inicial/ }));
  await user.type(dialog.getByRole('spinbutton', { name: /^Quantidade inicial/ }), '24');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));

  await waitFor(() => expect(notifications()).toContain('Item cadastrado com sucesso'));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    name: 'Rádio comunicador UHF',
    sku: 'RAD-UHF',
    category: 'Comunicação',
    unit: 'un',
    type: 'EQUIPMENT',
    minimumStock: 15,
    location: null,
    unitCost: '320.00',
    active: true,
    initialQuantity: 24,
  });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo item' })).not.toBeInTheDocument());
});

it('an item with movements is deactivated (after confirmation), one without is deleted', async () => {
  const calls = apiWith([anItem(), table], {
    'PUT /api/inventory/items/1': ({ body }) => ({ body: { data: anItem(body as Partial<InventoryItem>) } }),
    'DELETE /api/inventory/items/3': { body: { data: { id: 3 } } },
  });
  const { user } = renderPage();
  await screen.findByRole('row', { name: /CAD-TIF-DO/ });
  expect(screen.queryByRole('button', { name: 'Excluir Cadeira Tiffany dourada' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Desativar Cadeira Tiffany dourada' }));
  const confirm = within(await screen.findByRole('alertdialog', { name: 'Desativar item' }));
  await user.click(confirm.getByRole('button', { name: 'Desativar' }));
  await waitFor(() => expect(notifications()).toContain('Item desativado com sucesso'));
  expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ sku: 'CAD-TIF-DO', active: false, unitCost: '129.90' });

  await user.click(screen.getByRole('button', { name: 'Excluir Mesa redonda' }));
  const remove = within(await screen.findByRole('alertdialog', { name: 'Excluir item' }));
  await user.click(remove.getByRole('button', { name: 'Excluir' }));
  await waitFor(() => expect(notifications()).toContain('Item excluído com sucesso'));
  expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/inventory/items/3')).toBe(true);
});

it('a refused delete shows the server’s message', async () => {
  apiWith([table], {
    'DELETE /api/inventory/items/3': { status: 409, body: { message: 'Este item possui movimentações e não pode ser excluído. Desative-o para que deixe de ser usado.' } },
  });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Excluir Mesa redonda' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
  await waitFor(() =>
    expect(notifications()).toContain('Este item possui movimentações e não pode ser excluído. Desative-o para que deixe de ser usado.'),
  );
});

it.each(['COORDINATOR', 'FINANCIAL'])('%s reads the list without item actions', async (role) => {
  apiWith([anItem()]);
  renderPage(role);
  await screen.findByRole('row', { name: /CAD-TIF-DO/ });
  expect(screen.queryByRole('button', { name: 'Novo item' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
});

it('keeps the recent movements and the items in scroll boxes, and lets the header actions wrap, for phones', async () => {
  apiWith([anItem(), water]);
  renderPage();
  for (const name of ['Últimas movimentações', 'Itens do estoque']) {
    const table = await screen.findByRole('table', { name });
    expect(table.closest('[data-testid="table-scroll-box"]')).toHaveAttribute('data-sticky-first-column', 'true');
  }
  // The links and 'Novo item' sit directly in the header's wrapping row, not in a row of their own.
  const actions = screen.getByRole('button', { name: 'Novo item' }).parentElement!;
  expect(actions).toContainElement(screen.getByRole('link', { name: 'Movimentações' }));
  expect(getComputedStyle(actions).flexWrap).toBe('wrap');
});

it('pages, sorts, searches and filters the items on the server', async () => {
  const calls = apiWith([anItem(), water]);
  const { user } = renderPage();
  const last = () => Object.fromEntries(calls.filter((c) => c.path === '/api/inventory/items').at(-1)!.query);
  await screen.findByRole('row', { name: /CAD-TIF-DO/ });
  expect(last()).toEqual({ page: '1', pageSize: '10' });
  await user.click(screen.getByRole('button', { name: /Valor em estoque/ }));
  await waitFor(() => expect(last()).toMatchObject({ sort: 'totalValue' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por' }), 'CONSUMABLE');
  await waitFor(() => expect(last()).toMatchObject({ type: 'CONSUMABLE', sort: 'totalValue', page: '1' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Estoque baixo');
  await waitFor(() => expect(last()).toMatchObject({ active: 'true', lowStock: 'true', type: 'CONSUMABLE' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Bebidas');
  await waitFor(() => expect(last()).toMatchObject({ category: 'Bebidas', active: 'true', lowStock: 'true' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Inativos');
  await waitFor(() => expect(last()).toMatchObject({ active: 'false', category: 'Bebidas' }));
  expect(last()).not.toHaveProperty('lowStock');
  await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'água');
  await waitFor(() => expect(last()).toMatchObject({ search: 'água', active: 'false' }));
});

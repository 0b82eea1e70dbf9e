import { useNotificationStore } from '@sge/shared/notify';
import { configure, mockApi, renderWithProviders, screen, waitFor, within, type ApiRoute } from '@sge/shared/testing';
import { todayInCompany } from '../lib/dates';
import InventoryTransactionsPage from '../pages/inventory-transactions-page';
import { aPage, aTransaction, anEvent, anItem, water } from '../testing/fixtures';

jest.setTimeout(30_000);
// The machine running the suite is shared: give slow renders time.
configure({ asyncUtilTimeout: 10_000 });

const session = (role = 'COORDINATOR') => ({ token: 'token', role, username: 'coordenador', id: 3 });
const congress = anEvent();
const fair = anEvent({ id: 1, name: 'Feira do Agro', isFinalized: true });

const items = [anItem(), water, anItem({ id: 4, name: 'Rádio antigo', sku: 'RAD-OLD', active: false })];
const matches = (name: string, search: string | null) => !search || name.toLowerCase().includes(search.toLowerCase());

/** The fake server searches and filters the pickers' lists as the real one does. */
function api(routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /api/inventory/transactions': {
      body: aPage([aTransaction(), aTransaction({ id: 2, type: 'ENTRY', quantity: 160, stockChange: 160, stockAfter: 160, eventId: null, eventName: null, date: '2026-09-01', note: 'Compra inicial' })]),
    },
    'GET /api/inventory/items': ({ query }) => ({
      body: aPage(items.filter((i) => matches(i.name, query.get('search')) && (query.get('active') !== 'true' || i.active))),
    }),
    'GET /api/events': ({ query }) => ({
      body: aPage([congress, fair].filter((e) => matches(e.name, query.get('search')) && (query.get('status') !== 'active' || !e.isFinalized))),
    }),
    ...routes,
  });
}

const renderPage = (role?: string) => renderWithProviders(<InventoryTransactionsPage />, { route: '/inventory/transactions', session: session(role) });
const notifications = () => useNotificationStore.getState().queue.map((n) => n.text);
const form = () => within(screen.getByRole('form', { name: 'Nova movimentação' }));

it('lists the history, newest first, with type in words', async () => {
  api();
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Movimentações' })).toBeInTheDocument();
  const exit = within(await screen.findByRole('row', { name: /Congresso Médico/ }));
  expect(exit.getByText('Saída para evento')).toBeInTheDocument();
  expect(exit.getByText('-120')).toBeInTheDocument();
  expect(exit.getByText('22/11/2026')).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /Compra inicial/ })).getByText('Entrada')).toBeInTheDocument();
});

it('posts an exit to an event: only active items and open events are offered', async () => {
  const calls = api({ 'POST /api/inventory/transactions': ({ body }) => ({ status: 201, body: { data: aTransaction(body as object) } }) });
  const { user } = renderPage();
  await screen.findByRole('row', { name: /Congresso Médico/ });
  await user.selectOptions(form().getByRole('combobox', { name: /^Tipo de movimentação/ }), 'Saída para evento');
  const events = form().getByRole('combobox', { name: /^Evento/ });
  expect(within(events).queryByRole('option', { name: /Feira do Agro/ })).not.toBeInTheDocument();
  await user.selectOptions(events, 'Congresso Médico');
  const items = form().getByRole('combobox', { name: /^Item/ });
  expect(within(items).queryByRole('option', { name: /Rádio antigo/ })).not.toBeInTheDocument();
  await user.selectOptions(items, 'Água mineral 500 ml (BEB-AGUA-500) — 45 fardo em estoque');
  expect(form().getByText('Em estoque: 45 fardo')).toBeInTheDocument();
  await user.type(form().getByRole('spinbutton', { name: /^Quantidade/ }), '30');
  await user.click(form().getByRole('button', { name: 'Registrar' }));

  await waitFor(() => expect(notifications()).toContain('Movimentação registrada com sucesso'));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ type: 'EXIT', itemId: 2, quantity: 30, eventId: 2, date: todayInCompany() });
  await waitFor(() => expect(calls.filter((c) => c.path === '/api/inventory/transactions' && c.method === 'GET')).toHaveLength(2));
});

it('after a post the form keeps the type and the event for the next movement; item and quantity start over, and Limpar empties all', async () => {
  const calls = api({ 'POST /api/inventory/transactions': ({ body }) => ({ status: 201, body: { data: aTransaction(body as object) } }) });
  const { user } = renderPage();
  await screen.findByRole('row', { name: /Congresso Médico/ });
  await user.selectOptions(form().getByRole('combobox', { name: /^Tipo de movimentação/ }), 'Saída para evento');
  await user.selectOptions(form().getByRole('combobox', { name: /^Evento/ }), 'Congresso Médico');
  await user.selectOptions(form().getByRole('combobox', { name: /^Item/ }), '2');
  await user.type(form().getByRole('spinbutton', { name: /^Quantidade/ }), '30');
  await user.click(form().getByRole('button', { name: 'Registrar' }));
  await waitFor(() => expect(notifications()).toContain('Movimentação registrada com sucesso'));

  await waitFor(() => expect(form().getByRole('spinbutton', { name: /^Quantidade/ })).toHaveValue(null));
  expect(form().getByRole('combobox', { name: /^Tipo de movimentação/ })).toHaveValue('EXIT');
  expect(form().getByRole('combobox', { name: /^Evento/ })).toHaveValue('2');
  expect(form().getByRole('combobox', { name: /^Item/ })).toHaveValue('');

  // The next movement for the same event needs only the item and the quantity.
  await user.selectOptions(form().getByRole('combobox', { name: /^Item/ }), '1');
  await user.type(form().getByRole('spinbutton', { name: /^Quantidade/ }), '10');
  await user.click(form().getByRole('button', { name: 'Registrar' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
  expect(calls.filter((c) => c.method === 'POST')[1].body).toEqual({ type: 'EXIT', itemId: 1, quantity: 10, eventId: 2, date: todayInCompany() });

  await waitFor(() => expect(form().getByRole('spinbutton', { name: /^Quantidade/ })).toHaveValue(null));
  await user.click(form().getByRole('button', { name: 'Limpar' }));
  await waitFor(() => expect(form().getByRole('combobox', { name: /^Tipo de movimentação/ })).toHaveValue('ENTRY'));
  expect(form().queryByRole('combobox', { name: /^Evento/ })).not.toBeInTheDocument();
});

it('a return lists what is still out at the event and sends damaged and lost counts', async () => {
  const calls = api({
    'GET /api/inventory/events/2/balance': {
      body: {
        data: {
          eventId: 2,
          eventName: 'Congresso Médico',
          isFinalized: false,
          firstMovement: '2026-11-22',
          items: [
            { itemId: 1, itemName: 'Cadeira Tiffany dourada', sku: 'CAD-TIF-DO', unit: 'un', type: 'EQUIPMENT', sent: 120, returned: 0, damaged: 0, lost: 0, otherLosses: 0, outstanding: 120, lossValue: '0.00' },
            { itemId: 2, itemName: 'Água mineral 500 ml', sku: 'BEB-AGUA-500', unit: 'fardo', type: 'CONSUMABLE', sent: 60, returned: 60, damaged: 0, lost: 0, otherLosses: 0, outstanding: 0, lossValue: '0.00' },
          ],
          totals: { sent: 180, returned: 60, damaged: 0, lost: 0, otherLosses: 0, outstanding: 120, lossValue: '0.00' },
        },
      },
    },
    'POST /api/inventory/transactions': ({ body }) => ({ status: 201, body: { data: aTransaction(body as object) } }),
  });
  const { user } = renderPage();
  await screen.findByRole('row', { name: /Congresso Médico/ });
  await user.selectOptions(form().getByRole('combobox', { name: /^Tipo de movimentação/ }), 'Retorno de evento');
  expect(form().getByRole('combobox', { name: /^Item/ })).toBeDisabled();
  await user.selectOptions(form().getByRole('combobox', { name: /^Evento/ }), 'Feira do Agro (finalizado)');
  await user.selectOptions(form().getByRole('combobox', { name: /^Evento/ }), 'Congresso Médico');
  const items = form().getByRole('combobox', { name: /^Item/ });
  await waitFor(() => expect(within(items).getByRole('option', { name: /Cadeira Tiffany dourada .* pendente 120 un/ })).toBeInTheDocument());
  expect(within(items).queryByRole('option', { name: /Água/ })).not.toBeInTheDocument();
  await user.selectOptions(items, '1');
  expect(form().getByText(/Pendente neste evento: 120 un/)).toBeInTheDocument();
  // 'Quantidade devolvida' is required like every quantity: its '*', and no empty return.
  const returned = form().getByRole('spinbutton', { name: /^Quantidade devolvida/ });
  expect(returned).toHaveAttribute('aria-required', 'true');
  expect(returned.closest('[data-part=root], .chakra-field__root')?.querySelector('label')).toHaveTextContent('Quantidade devolvida*');
  await user.click(form().getByRole('button', { name: 'Registrar' }));
  expect(returned).toHaveAccessibleDescription('Campo obrigatório');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  await user.type(returned, '118');
  await user.clear(form().getByRole('spinbutton', { name: /^Avariados/ }));
  await user.type(form().getByRole('spinbutton', { name: /^Avariados/ }), '1');
  await user.clear(form().getByRole('spinbutton', { name: /^Perdidos/ }));
  await user.type(form().getByRole('spinbutton', { name: /^Perdidos/ }), '2');
  await user.click(form().getByRole('button', { name: 'Registrar' }));

  await waitFor(() => expect(notifications()).toContain('Movimentação registrada com sucesso'));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ type: 'RETURN', itemId: 1, quantity: 118, damaged: 1, lost: 2, eventId: 2, date: todayInCompany() });
});

it('checks the form before sending: an adjustment needs an item, a non-zero difference and a reason', async () => {
  const calls = api();
  const { user } = renderPage();
  await screen.findByRole('row', { name: /Congresso Médico/ });
  await user.selectOptions(form().getByRole('combobox', { name: /^Tipo de movimentação/ }), 'Ajuste de inventário');
  await user.click(form().getByRole('button', { name: 'Registrar' }));
  expect(form().getByText('Selecione o item a movimentar')).toBeInTheDocument();
  expect(form().getByText('Informe o motivo do ajuste')).toBeInTheDocument();
  expect(form().getByRole('button', { name: 'Registrar' })).toHaveAttribute('aria-disabled', 'true');
  await user.type(form().getByRole('spinbutton', { name: /^Diferença/ }), '0');
  expect(form().getByText('O ajuste deve ser diferente de zero')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});

it('a refused exit (409) shows the server’s message and keeps what was typed', async () => {
  api({
    'POST /api/inventory/transactions': { status: 409, body: { message: 'Estoque insuficiente de Água mineral 500 ml: disponível 45 fardo, solicitado 50 fardo' } },
  });
  const { user } = renderPage();
  await screen.findByRole('row', { name: /Congresso Médico/ });
  await user.selectOptions(form().getByRole('combobox', { name: /^Tipo de movimentação/ }), 'EXIT');
  await user.selectOptions(form().getByRole('combobox', { name: /^Evento/ }), '2');
  await user.selectOptions(form().getByRole('combobox', { name: /^Item/ }), '2');
  await user.type(form().getByRole('spinbutton', { name: /^Quantidade/ }), '50');
  await user.click(form().getByRole('button', { name: 'Registrar' }));
  await waitFor(() => expect(notifications()).toContain('Estoque insuficiente de Água mineral 500 ml: disponível 45 fardo, solicitado 50 fardo'));
  expect(form().getByRole('spinbutton', { name: /^Quantidade/ })).toHaveValue(50);
});

it('filters the history on the server', async () => {
  const calls = api();
  const { user } = renderPage();
  await screen.findByRole('row', { name: /Congresso Médico/ });
  const filters = within(screen.getByRole('form', { name: 'Filtros do histórico' }));
  await user.selectOptions(filters.getByRole('combobox', { name: 'Filtrar por tipo' }), 'RETURN');
  await user.selectOptions(filters.getByRole('combobox', { name: 'Filtrar por evento' }), '2');
  await user.type(filters.getByLabelText('De'), '01/11/2026');
  await user.click(filters.getByRole('button', { name: 'Aplicar filtros' }));
  await waitFor(() => {
    const last = calls.filter((c) => c.path === '/api/inventory/transactions').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ type: 'RETURN', eventId: '2', from: '2026-11-01', page: '1', pageSize: '10' });
  });
});

it('pages, sorts and searches the history on the server, through every movement', async () => {
  const calls = api({
    'GET /api/inventory/transactions': ({ query }) => ({
      body: aPage([aTransaction({ id: Number(query.get('page') ?? 1) * 100 })], { total: 1200, page: Number(query.get('page') ?? 1), pageSize: 25 }),
    }),
  });
  const { user } = renderPage();
  const history = () => calls.filter((c) => c.path === '/api/inventory/transactions').at(-1)!;
  await screen.findByRole('row', { name: /Congresso Médico/ });
  await user.click(screen.getByRole('button', { name: 'Próxima página' }));
  await waitFor(() => expect(history().query.get('page')).toBe('2'));
  await user.click(screen.getByRole('button', { name: /Item/ }));
  await waitFor(() => expect(Object.fromEntries(history().query)).toMatchObject({ sort: 'itemName', page: '1' }));
  await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'tiffany');
  await waitFor(() => expect(Object.fromEntries(history().query)).toMatchObject({ search: 'tiffany', sort: 'itemName', page: '1' }));
});

it('the event and item pickers search the server as you type, 20 at a time, and keep the choice', async () => {
  const calls = api();
  const { user } = renderPage();
  await screen.findByRole('row', { name: /Congresso Médico/ });
  await user.selectOptions(form().getByRole('combobox', { name: /^Tipo de movimentação/ }), 'Perda');
  await user.type(form().getByRole('searchbox', { name: 'Pesquisar evento' }), 'feira');
  await waitFor(() => expect(calls.some((c) => c.path === '/api/events' && c.query.get('search') === 'feira' && c.query.get('pageSize') === '20')).toBe(true));
  const events = form().getByRole('combobox', { name: /^Evento/ });
  await waitFor(() => expect(within(events).queryByRole('option', { name: 'Congresso Médico' })).not.toBeInTheDocument());
  await user.selectOptions(events, 'Feira do Agro (finalizado)');
  await user.clear(form().getByRole('searchbox', { name: 'Pesquisar evento' }));
  await user.type(form().getByRole('searchbox', { name: 'Pesquisar evento' }), 'congresso');
  await waitFor(() => expect(within(events).getByRole('option', { name: 'Congresso Médico' })).toBeInTheDocument());
  expect(events).toHaveValue('1');

  await user.type(form().getByRole('searchbox', { name: 'Pesquisar item' }), 'rádio');
  await waitFor(() => expect(calls.some((c) => c.path === '/api/inventory/items' && c.query.get('search') === 'rádio' && c.query.get('pageSize') === '20')).toBe(true));
  // A loss may write off an inactive item.
  await user.selectOptions(form().getByRole('combobox', { name: /^Item/ }), '4');
  expect(form().getByText('Em estoque: 40 un')).toBeInTheDocument();
});

it('the history’s filters live in the URL: a shared link opens filtered, its item and event named', async () => {
  const calls = api({
    'GET /api/inventory/items/4': { body: { data: items[2] } },
    'GET /api/events': { body: aPage([congress]) },
    'GET /api/events/1': { body: { data: fair } },
  });
  renderWithProviders(<InventoryTransactionsPage />, { route: '/inventory/transactions?itemId=4&eventId=1&type=LOSS&page=2', session: session() });
  await screen.findByRole('row', { name: /Congresso Médico/ });
  const first = calls.find((c) => c.path === '/api/inventory/transactions')!;
  expect(Object.fromEntries(first.query)).toEqual({ itemId: '4', eventId: '1', type: 'LOSS', page: '2', pageSize: '10' });
  const filters = within(screen.getByRole('form', { name: 'Filtros do histórico' }));
  await waitFor(() => expect(filters.getByRole('combobox', { name: 'Filtrar por evento' })).toHaveDisplayValue('Feira do Agro'));
  expect(filters.getByRole('combobox', { name: 'Filtrar por item' })).toHaveDisplayValue('Rádio antigo (RAD-OLD)');
  expect(filters.getByRole('combobox', { name: 'Filtrar por tipo' })).toHaveValue('LOSS');
});

it('the financial role reads the history but has no posting form', async () => {
  api();
  renderPage('FINANCIAL');
  await screen.findByRole('row', { name: /Congresso Médico/ });
  expect(screen.queryByRole('form', { name: 'Nova movimentação' })).not.toBeInTheDocument();
});

it("'Limpar filtros' also empties a half-typed date of the period", async () => {
  api();
  const { user } = renderPage();
  await screen.findByRole('row', { name: /Congresso Médico/ });
  const from = screen.getByLabelText('De');
  await user.type(from, '01/1');
  expect(from).toHaveValue('01/1');
  await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
  await waitFor(() => expect(screen.getByLabelText('De')).toHaveValue(''));
});

it("the event picker offers the upcoming events first, searched on the server, and shows a long item name whole under the item picker", async () => {
  const ancient = anEvent({ id: 7, name: 'Evento de 0100' });
  const week = anEvent({ id: 9, name: 'Festa desta semana' });
  const longName = anItem({ id: 5, name: 'Tenda piramidal 10 x 10 m com calhas, fechamentos laterais e iluminação embutida', sku: 'TEN-PIR-10' });
  const calls = api({
    'GET /api/events': ({ query }) => {
      const all = [ancient, congress, week].filter((e) => matches(e.name, query.get('search')));
      return { body: aPage(query.get('status') === 'upcoming' ? all.filter((e) => e.id === 9) : all) };
    },
    'GET /api/inventory/items': { body: aPage([longName]) },
  });
  const { user } = renderPage();
  await screen.findByRole('row', { name: /Congresso Médico/ });
  await user.selectOptions(form().getByRole('combobox', { name: /^Tipo de movimentação/ }), 'Saída para evento');
  const events = form().getByRole('combobox', { name: /^Evento/ });
  await waitFor(() => expect(within(events).getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecione o evento', 'Festa desta semana', 'Evento de 0100', 'Congresso Médico']));
  expect(calls.some((c) => c.path === '/api/events' && c.query.get('status') === 'upcoming')).toBe(true);

  await user.type(form().getByRole('searchbox', { name: 'Pesquisar evento' }), 'festa');
  await waitFor(() => expect(calls.some((c) => c.path === '/api/events' && c.query.get('search') === 'festa' && c.query.get('status') === 'upcoming')).toBe(true));
  await waitFor(() => expect(within(events).getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecione o evento', 'Festa desta semana']));

  await user.selectOptions(form().getByRole('combobox', { name: /^Item/ }), '5');
  expect(form().getByText('Tenda piramidal 10 x 10 m com calhas, fechamentos laterais e iluminação embutida (TEN-PIR-10)')).toBeInTheDocument();
});

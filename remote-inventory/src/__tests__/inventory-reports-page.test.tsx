import type { EventUsageReport, MovementsReport, StockReport } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { configure, mockApi, renderWithProviders, screen, waitFor, within, type ApiRoute } from '@sge/shared/testing';
import { addDays, todayInCompany } from '../lib/dates';
import InventoryReportsPage from '../pages/inventory-reports-page';
import { anItem, water } from '../testing/fixtures';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const today = todayInCompany();
const stock: StockReport = {
  items: [anItem(), water],
  byCategory: [
    { category: 'Mobiliário', items: 1, units: 40, value: '5196.00', lowStock: 1 },
    { category: 'Bebidas', items: 1, units: 45, value: '648.00', lowStock: 0 },
  ],
  totals: { items: 2, units: 85, value: '5844.00', lowStock: 1 },
};
const movements: MovementsReport = {
  from: addDays(today, -29),
  to: today,
  groupBy: 'day',
  byType: [
    { type: 'EXIT', count: 2, units: 180, value: '16452.00' },
    { type: 'RETURN', count: 1, units: 58, value: '7534.20' },
  ],
  byPeriod: [{ period: today, ENTRY: 0, EXIT: 180, RETURN: 58, ADJUSTMENT: 0, LOSS: 0 }],
};
const usage: EventUsageReport = {
  events: [
    {
      eventId: 1,
      eventName: 'Feira do Agro',
      isFinalized: true,
      firstMovement: addDays(today, -21),
      items: [{ itemId: 1, itemName: 'Cadeira Tiffany dourada', sku: 'CAD-TIF-DO', unit: 'un', type: 'EQUIPMENT', sent: 60, returned: 58, damaged: 1, lost: 2, otherLosses: 0, outstanding: 0, lossValue: '389.70' }],
      totals: { sent: 60, returned: 58, damaged: 1, lost: 2, otherLosses: 0, outstanding: 0, lossValue: '389.70' },
    },
  ],
  totals: { sent: 60, returned: 58, damaged: 1, lost: 2, otherLosses: 0, outstanding: 0, lossValue: '389.70' },
  meta: { total: 1, page: 1, pageSize: 10 },
};

function api(routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /api/inventory/reports/stock': { body: { data: stock } },
    'GET /api/inventory/reports/movements': { body: { data: movements } },
    'GET /api/inventory/reports/event-usage': { body: { data: usage } },
    ...routes,
  });
}

const renderPage = () =>
  renderWithProviders(<InventoryReportsPage />, { route: '/inventory/reports', session: { token: 't', role: 'FINANCIAL', username: 'financeiro', id: 4 } });

it('shows stock value by category, the items below minimum, movements by type and losses per event', async () => {
  api();
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Relatórios de Inventário' })).toBeInTheDocument();

  const byCategory = within(await screen.findByRole('table', { name: 'Estoque por categoria' }));
  expect(within(byCategory.getByRole('row', { name: /Mobiliário/ })).getByText('R$ 5.196,00')).toBeInTheDocument();
  expect(screen.getByText(/valor total R\$ 5\.844,00/)).toBeInTheDocument();

  const low = within(screen.getByRole('table', { name: 'Itens abaixo do mínimo' }));
  expect(within(low.getByRole('row', { name: /CAD-TIF-DO/ })).getByText('110 un')).toBeInTheDocument();

  const byType = within(await screen.findByRole('table', { name: 'Movimentações por tipo' }));
  expect(within(byType.getByRole('row', { name: /Saída para evento/ })).getByText('R$ 16.452,00')).toBeInTheDocument();

  const fair = within(await screen.findByRole('table', { name: 'Uso de itens em Feira do Agro' }));
  const chair = within(fair.getByRole('row', { name: /Cadeira Tiffany dourada/ }));
  expect(chair.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Cadeira Tiffany dourada (un)', '60', '58', '1', '2', '0', '0', 'R$\u00a0389,70']);
  expect(screen.getByText('Finalizado')).toBeInTheDocument();
});

it('asks the movements and event usage for the chosen period', async () => {
  const calls = api();
  const { user } = renderPage();
  await screen.findByRole('table', { name: 'Movimentações por tipo' });
  const initial = calls.find((c) => c.path === '/api/inventory/reports/movements')!;
  expect(Object.fromEntries(initial.query)).toEqual({ from: addDays(today, -29), to: today });

  const period = within(screen.getByRole('form', { name: 'Período dos relatórios' }));
  await user.clear(period.getByLabelText(/^De/));
  await user.type(period.getByLabelText(/^De/), '01/01/2026');
  await user.click(period.getByRole('button', { name: 'Aplicar período' }));
  await waitFor(() => {
    const last = calls.filter((c) => c.path === '/api/inventory/reports/event-usage').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ from: '2026-01-01', to: today, page: '1' });
  });
});

it('pages through the events of the usage report; a new period starts again at its first page', async () => {
  const congress = { ...usage.events[0]!, eventId: 2, eventName: 'Congresso Médico', isFinalized: false };
  const calls = api({
    'GET /api/inventory/reports/event-usage': ({ query }) => {
      const page = Number(query.get('page') ?? '1');
      return { body: { data: { ...usage, events: page === 2 ? [congress] : usage.events, meta: { total: 11, page, pageSize: 10 } } } };
    },
  });
  const { user } = renderPage();
  await screen.findByRole('table', { name: 'Uso de itens em Feira do Agro' });
  const pager = () => within(screen.getByRole('navigation', { name: 'Páginas do uso por evento' }));
  expect(pager().getByText('Eventos 1–1 de 11 · Página 1 de 2')).toBeInTheDocument();
  expect(pager().getByRole('button', { name: 'Página anterior' })).toBeDisabled();

  await user.click(pager().getByRole('button', { name: 'Próxima página' }));
  await screen.findByRole('table', { name: 'Uso de itens em Congresso Médico' });
  expect(screen.queryByRole('table', { name: 'Uso de itens em Feira do Agro' })).not.toBeInTheDocument();
  expect(pager().getByText('Eventos 11–11 de 11 · Página 2 de 2')).toBeInTheDocument();
  expect(pager().getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  const usageCalls = () => calls.filter((c) => c.path === '/api/inventory/reports/event-usage');
  expect(usageCalls().at(-1)!.query.get('page')).toBe('2');

  const period = within(screen.getByRole('form', { name: 'Período dos relatórios' }));
  await user.clear(period.getByLabelText(/^De/));
  await user.type(period.getByLabelText(/^De/), '01/01/2026');
  await user.click(period.getByRole('button', { name: 'Aplicar período' }));
  await waitFor(() => expect(Object.fromEntries(usageCalls().at(-1)!.query)).toEqual({ from: '2026-01-01', to: today, page: '1' }));
  await screen.findByRole('table', { name: 'Uso de itens em Feira do Agro' });
});

it('shows no pager when every event of the period fits one page', async () => {
  api();
  renderPage();
  await screen.findByRole('table', { name: 'Uso de itens em Feira do Agro' });
  expect(screen.queryByRole('navigation', { name: 'Páginas do uso por evento' })).not.toBeInTheDocument();
});

it('exports a report as a file', async () => {
  const createObjectURL = jest.fn(() => 'blob:x');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const calls = api({ 'GET /api/inventory/reports/export': { body: 'SKU;Item' } });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Exportar uso por evento em XLSX' }));
  await waitFor(() => expect(useNotificationStore.getState().queue.map((n) => n.text)).toContain('Arquivo exportado com sucesso'));
  const call = calls.find((c) => c.path === '/api/inventory/reports/export')!;
  expect(Object.fromEntries(call.query)).toEqual({ report: 'event-usage', format: 'xlsx', from: addDays(today, -29), to: today });
  expect(createObjectURL).toHaveBeenCalled();
  expect(click).toHaveBeenCalled();
});

it('shows an error with Tentar novamente when a report fails', async () => {
  api({ 'GET /api/inventory/reports/event-usage': { status: 500, body: { message: 'Erro interno do servidor' } } });
  renderPage();
  expect(await screen.findByText('Não foi possível carregar o uso por evento')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
});

it('keeps every report table in its own scroll box with the first column sticky, for phones', async () => {
  api();
  renderPage();
  const names = ['Estoque por categoria', 'Itens abaixo do mínimo', 'Movimentações por tipo', 'Uso de itens em Feira do Agro'];
  for (const name of names) {
    const table = await screen.findByRole('table', { name });
    const box = table.closest('[data-testid="table-scroll-box"]');
    expect(box).not.toBeNull();
    expect(box).toHaveAttribute('data-sticky-first-column', 'true');
    expect(getComputedStyle(table.querySelector('tbody td')!).position).toBe('sticky');
  }
});

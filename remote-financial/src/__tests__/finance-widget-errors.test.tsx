/**
 * Each finance widget shows its own failure with 'Tentar novamente' (never a grey placeholder left
 * forever): the ledgers' totals, the recurring accounts' statistics and the charts' indicators.
 */
import type { RecurringStatistics } from '@sge/shared/contract';
import { mockApi, renderWithProviders, screen, waitFor, within, type ApiRoute } from '@sge/shared/testing';
import { aPayable, aReceivable, DESPESA, paged, RECEITA, STATS } from '../features/accounts/__tests__/fixtures';
import { chartRoutes, FINANCIAL, measureCharts } from '../features/reports/__tests__/fixtures';
import AccountsPayablePage from '../pages/accounts-payable-page';
import AccountsReceivablePage from '../pages/accounts-receivable-page';
import ChartsPage from '../pages/charts-page';
import RecurringAccountsPage from '../pages/recurring-accounts-page';

jest.setTimeout(60_000);

const REFUSED = { status: 400, body: { message: 'Dados inválidos' } };

/** A route that fails until `heal()` is called, then answers `body`. */
function failing(body: unknown): { route: ApiRoute; heal: () => void } {
  let healed = false;
  return { route: () => (healed ? { body: { data: body } } : REFUSED), heal: () => void (healed = true) };
}

const totals = () => screen.getByRole('alert', { name: 'Totais' });

it.each([
  ['Contas a Receber', '/api/accounts-receivable', () => <AccountsReceivablePage />, aReceivable(), RECEITA],
  ['Contas a Pagar', '/api/accounts-payable', () => <AccountsPayablePage />, aPayable(), DESPESA],
] as const)('%s: failed totals say so with the reason and "Tentar novamente", which loads them', async (_title, base, page, row, categories) => {
  const stats = failing(STATS);
  mockApi({
    [`GET ${base}`]: paged([row]),
    [`GET ${base}/statistics`]: stats.route,
    [`GET ${base}/categories`]: { body: { data: categories } },
  });
  const { user } = renderWithProviders(page(), { session: FINANCIAL });
  const alert = await screen.findByRole('alert', { name: 'Totais' });
  expect(alert).toHaveTextContent('Não foi possível carregar os totais.');
  expect(alert).toHaveTextContent('Dados inválidos');
  expect(screen.queryByRole('status', { name: 'Carregando totais' })).not.toBeInTheDocument();
  stats.heal();
  await user.click(within(totals()).getByRole('button', { name: 'Tentar novamente' }));
  const region = await screen.findByRole('region', { name: 'Totais' });
  expect(within(region).getByText('Em aberto')).toBeInTheDocument();
  expect(screen.queryByRole('alert', { name: 'Totais' })).not.toBeInTheDocument();
});

it('Contas Recorrentes: failed statistics say so with "Tentar novamente", which loads them', async () => {
  const data: RecurringStatistics = { total: 2, active: 1, inactive: 1, monthlyAmount: '6500.00', byFrequency: [], generatedThisMonth: 0, pendingThisMonth: 1 };
  const stats = failing(data);
  mockApi({
    'GET /api/recurring-accounts': paged([]),
    'GET /api/recurring-accounts/statistics': stats.route,
    'GET /api/accounts-payable/categories': { body: { data: DESPESA } },
  });
  const { user } = renderWithProviders(<RecurringAccountsPage />, { session: FINANCIAL });
  const alert = await screen.findByRole('alert', { name: 'Totais' });
  expect(alert).toHaveTextContent('Não foi possível carregar os totais das contas recorrentes.');
  stats.heal();
  await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
  expect(within(await screen.findByRole('region', { name: 'Totais' })).getByText('1 de 2')).toBeInTheDocument();
});

it("Gráficos: the indicators' failure shows in their card with 'Tentar novamente', which loads them", async () => {
  measureCharts();
  const kpis = failing((chartRoutes()['GET /api/financial-charts/kpis'] as { body: { data: unknown } }).body.data);
  mockApi({ ...chartRoutes(), 'GET /api/financial-charts/kpis': kpis.route });
  const { user } = renderWithProviders(<ChartsPage />, { session: FINANCIAL });
  const card = () => screen.getByRole('region', { name: screen.getByRole('heading', { name: /^Indicadores ·/ }).textContent! });
  const alert = await within(card()).findByRole('alert');
  expect(alert).toHaveTextContent('Dados inválidos');
  kpis.heal();
  await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
  await waitFor(() => expect(within(card()).getByLabelText('Indicadores do período')).toBeInTheDocument());
});

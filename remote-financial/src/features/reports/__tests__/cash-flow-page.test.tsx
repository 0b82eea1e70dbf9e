import { mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import CashFlowPage from '../../../pages/cash-flow-page';
import { lastSixMonths, lastTwelveMonths } from '../period';
import { brl, CASH_FLOW, COORDINATOR, FINANCIAL, measureCharts } from './fixtures';

jest.setTimeout(30_000);
beforeEach(measureCharts);

it('loads the last six months by default and shows the summary and the table', async () => {
  const calls = mockApi({ 'GET /api/financial-charts/cash-flow': { body: { data: CASH_FLOW } } });
  renderWithProviders(<CashFlowPage />, { session: FINANCIAL, route: '/financial/cash-flow' });
  expect(screen.getByRole('heading', { level: 1, name: 'Fluxo de Caixa' })).toBeInTheDocument();
  expect(screen.getByText('Carregando dados...')).toBeInTheDocument();

  const summary = await screen.findByLabelText('Resumo do fluxo de caixa');
  expect(within(summary).getByText('Saldo inicial').nextSibling?.textContent).toBe(brl('30.00'));
  expect(within(summary).getByText('Saldo final projetado').nextSibling?.textContent).toBe(brl('1829.90'));

  const table = screen.getByRole('table', { name: 'Entradas, saídas e saldo por período' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual([
    'janeiro de 2030',
    brl('400.05'),
    brl('700.20'),
    brl('600.05'),
    brl('0.00'),
    brl('-270.15'),
    brl('329.90'),
  ]);

  const { startDate, endDate, groupBy } = lastSixMonths();
  expect(calls[0].path).toBe('/api/financial-charts/cash-flow');
  expect(Object.fromEntries(calls[0].query)).toEqual({ startDate, endDate, groupBy });
});

it('asks again for the period typed in the filter, and refuses an end before the start', async () => {
  const calls = mockApi({ 'GET /api/financial-charts/cash-flow': { body: { data: CASH_FLOW } } });
  const { user } = renderWithProviders(<CashFlowPage />, { session: FINANCIAL });
  await screen.findByRole('table');

  const start = screen.getByLabelText(/Data inicial/);
  const end = screen.getByLabelText(/Data final/);
  await user.clear(start);
  await user.type(start, '01/03/2030');
  await user.clear(end);
  await user.type(end, '01/02/2030');
  await user.click(screen.getByRole('button', { name: 'Aplicar' }));
  expect(await screen.findByText('A data final deve ser igual ou posterior à data inicial')).toBeInTheDocument();
  expect(calls).toHaveLength(1);

  await user.clear(end);
  await user.type(end, '31/03/2030');
  await user.selectOptions(screen.getByLabelText('Agrupar por'), 'week');
  await user.click(screen.getByRole('button', { name: 'Aplicar' }));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(Object.fromEntries(calls[1].query)).toEqual({ startDate: '2030-03-01', endDate: '2030-03-31', groupBy: 'week' });
});

it("the shortcuts 'Últimos 12 meses' and 'Este ano' ask for those periods by month", async () => {
  const calls = mockApi({ 'GET /api/financial-charts/cash-flow': { body: { data: CASH_FLOW } } });
  const { user } = renderWithProviders(<CashFlowPage />, { session: FINANCIAL });
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Últimos 12 meses' }));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(Object.fromEntries(calls[1].query)).toEqual(lastTwelveMonths());
  await user.click(screen.getByRole('button', { name: 'Este ano' }));
  await waitFor(() => expect(calls).toHaveLength(3));
  const year = new Date().getFullYear();
  expect(Object.fromEntries(calls[2].query)).toEqual({ startDate: `${year}-01-01`, endDate: `${year}-12-31`, groupBy: 'month' });
});

it('shows the server error with a retry', async () => {
  let fail = true;
  mockApi({
    'GET /api/financial-charts/cash-flow': () => (fail ? { status: 500, body: { message: 'Erro interno do servidor' } } : { body: { data: CASH_FLOW } }),
  });
  const { user } = renderWithProviders(<CashFlowPage />, { session: FINANCIAL });
  expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno do servidor');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});

it('tells a coordinator the reports are restricted, without calling the API', () => {
  const calls = mockApi({});
  renderWithProviders(<CashFlowPage />, { session: COORDINATOR });
  expect(screen.getByRole('alert')).toHaveTextContent('Acesso restrito aos relatórios financeiros');
  expect(screen.queryByRole('button', { name: /Exportar/ })).not.toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

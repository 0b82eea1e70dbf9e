import { fireEvent, mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import ChartsPage from '../../../pages/charts-page';
import { brl, chartRoutes, COORDINATOR, FINANCIAL, measureCharts } from './fixtures';

jest.setTimeout(30_000);
beforeEach(measureCharts);

const section = (name: string) => screen.getByRole('region', { name });

it('draws every report of the period, each with its figures as a table', async () => {
  const calls = mockApi(chartRoutes());
  const { user } = renderWithProviders(<ChartsPage />, { session: FINANCIAL });
  expect(screen.getByRole('heading', { level: 1, name: 'Gráficos' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Carregando dados...')).not.toBeInTheDocument());

  expect(calls.map((c) => c.path).sort()).toEqual(
    ['cash-flow-trend', 'category-breakdown', 'kpis', 'monthly-comparison', 'profitability', 'revenue-expense'].map((n) => `/api/financial-charts/${n}`),
  );

  const kpis = within(section(screen.getByRole('heading', { name: /^Indicadores ·/ }).textContent!)).getByLabelText('Indicadores do período');
  expect(within(kpis).getByText('Resultado').nextSibling?.textContent).toBe(brl('1820.15'));
  expect(within(kpis).getByText('Margem 47,89 %')).toBeInTheDocument();

  const revenue = within(section('Receitas x Despesas')).getByRole('table', { name: 'Receitas e despesas por período' });
  const footer = within(revenue).getAllByRole('row').at(-1)!;
  expect(within(footer).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Total', brl('3500.10'), brl('1900.20'), brl('1599.90')]);

  const monthly = within(section('Comparativo mensal')).getByRole('table');
  expect(within(monthly).getByText('149,98 %')).toBeInTheDocument();
  expect(within(monthly).getByText('—')).toBeInTheDocument();

  const categories = within(section('Por categoria')).getByRole('table');
  expect(within(categories).getByText('Eventos').closest('tr')).toHaveTextContent('92,10 %');

  const profitability = within(section('Rentabilidade por evento')).getByRole('table');
  expect(within(profitability).getByText('Congresso').closest('tr')).toHaveTextContent('73,49 %');

  const trend = within(section('Tendência do fluxo de caixa')).getByRole('table');
  expect(within(trend).getAllByRole('row')).toHaveLength(2);

  // The chart itself is drawn (an SVG per report), hidden from assistive technology.
  expect(document.querySelectorAll('.recharts-wrapper').length).toBeGreaterThanOrEqual(5);

  // Each table sits behind a disclosure under its chart.
  const disclosure = within(section('Receitas x Despesas')).getByText('Ver dados em tabela').closest('details')!;
  expect(disclosure).not.toHaveAttribute('open');
  await user.click(within(disclosure).getByText('Ver dados em tabela'));
  expect(disclosure).toHaveAttribute('open');
});

it('a new period reloads every report with the same dates', async () => {
  const calls = mockApi(chartRoutes());
  const { user } = renderWithProviders(<ChartsPage />, { session: FINANCIAL });
  await waitFor(() => expect(calls).toHaveLength(6));
  fireEvent.change(screen.getByLabelText(/Data inicial/), { target: { value: '2030-01-01' } });
  fireEvent.change(screen.getByLabelText(/Data final/), { target: { value: '2030-03-31' } });
  await user.click(screen.getByRole('button', { name: 'Aplicar' }));
  await waitFor(() => expect(calls).toHaveLength(12));
  for (const call of calls.slice(6)) {
    expect(call.query.get('startDate')).toBe('2030-01-01');
    expect(call.query.get('endDate')).toBe('2030-03-31');
  }
  expect(calls.slice(6).find((c) => c.path.endsWith('/revenue-expense'))!.query.get('groupBy')).toBe('month');
});

it('says so when a period has no figures, and shows one report failing without hiding the others', async () => {
  mockApi({
    ...chartRoutes(),
    'GET /api/financial-charts/profitability': { body: { data: { period: {}, events: [], totals: {} } } },
    'GET /api/financial-charts/category-breakdown': { status: 500, body: { message: 'Erro interno do servidor' } },
  });
  renderWithProviders(<ChartsPage />, { session: FINANCIAL });
  expect(await within(section('Rentabilidade por evento')).findByText('Nenhum dado no período selecionado.')).toBeInTheDocument();
  expect(await within(section('Por categoria')).findByRole('alert')).toHaveTextContent('Erro interno do servidor');
  expect(within(section('Receitas x Despesas')).getByRole('table', { hidden: true })).toBeInTheDocument();
});

it('a coordinator sees the restriction message and no request is made', () => {
  const calls = mockApi(chartRoutes());
  renderWithProviders(<ChartsPage />, { session: COORDINATOR });
  expect(screen.getByRole('alert')).toHaveTextContent('estão disponíveis apenas para administradores, gerentes e equipe financeira');
  expect(screen.queryByRole('form', { name: 'Período dos gráficos' })).not.toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

it('keeps every figures table in its own scroll box with the first column sticky, for phones', async () => {
  mockApi(chartRoutes());
  renderWithProviders(<ChartsPage />, { session: FINANCIAL });
  await waitFor(() => expect(screen.queryByText('Carregando dados...')).not.toBeInTheDocument());
  const tables = screen.getAllByRole('table', { hidden: true });
  expect(tables.length).toBeGreaterThanOrEqual(5);
  for (const table of tables) {
    expect(table.closest('[data-testid="table-scroll-box"]')).toHaveAttribute('data-sticky-first-column', 'true');
    expect(getComputedStyle(table.querySelector('thead th')!).position).toBe('sticky');
  }
});

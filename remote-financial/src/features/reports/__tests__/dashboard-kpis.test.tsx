import { mockApi, renderWithProviders, screen, within } from '@sge/shared/testing';
import DashboardKpis from '../components/dashboard-kpis';
import { brl, COORDINATOR, DASHBOARD, FINANCIAL } from './fixtures';

it('shows the month figures and what falls due in the next days', async () => {
  const calls = mockApi({ 'GET /api/financial-charts/dashboard': { body: { data: DASHBOARD } } });
  renderWithProviders(<DashboardKpis />, { session: FINANCIAL });
  expect(screen.getByText('Carregando indicadores financeiros...')).toBeInTheDocument();
  const figures = await screen.findByLabelText('Valores do mês');
  const value = (label: string) => within(figures).getByText(label).nextSibling?.textContent;
  expect(value('Receitas do mês')).toBe(brl('3800.43'));
  expect(value('Resultado do mês')).toBe(brl('1820.15'));
  expect(value('Saldo de caixa')).toBe(brl('2029.85'));
  expect(value('A receber vencido')).toBe(brl('300.00'));
  expect(value('A receber em 7 dias')).toBe(brl('45.50'));
  expect(value('A pagar em 7 dias')).toBe(brl('12.34'));
  expect(within(figures).getByText('2 conta(s) · inadimplência 33,32 %')).toBeInTheDocument();
  expect(screen.getByText('01/11/2026 a 30/11/2026')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Fluxo de caixa' })).toHaveAttribute('href', '/financial/cash-flow');
  expect(calls.map((c) => c.path)).toEqual(['/api/financial-charts/dashboard']);
});

it('keeps a failure inside the widget, with a retry', async () => {
  let fail = true;
  mockApi({ 'GET /api/financial-charts/dashboard': () => (fail ? { status: 500, body: { message: 'Erro interno do servidor' } } : { body: { data: DASHBOARD } }) });
  const { user } = renderWithProviders(<DashboardKpis />, { session: { ...FINANCIAL, role: 'MANAGER' } });
  expect(await screen.findByText('Não foi possível carregar os indicadores financeiros.')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByLabelText('Valores do mês')).toBeInTheDocument();
});

it('renders nothing and asks nothing for a coordinator', () => {
  const calls = mockApi({});
  const { container } = renderWithProviders(<DashboardKpis />, { session: COORDINATOR });
  expect(container).toBeEmptyDOMElement();
  expect(calls).toHaveLength(0);
});

import { renderWithProviders, screen } from '@sge/shared/testing';
import { loadRemoteModule, RemoteUnavailableError, resetRemote } from '../../../federation/remotes';
import DashboardPage from '../../../pages/dashboard-page';
import { FinancialKpisPanel } from '../financial-kpis-panel';

jest.mock('../../../federation/remotes', () => ({
  ...jest.requireActual('../../../federation/remotes'),
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
}));

const mockedLoad = loadRemoteModule as jest.Mock;
const Widget = () => <p>Indicadores do financeiro</p>;
const session = (role: string) => ({ token: 't', role, username: role.toLowerCase(), id: 1 });

beforeEach(() => {
  mockedLoad.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  globalThis.fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify({ data: [] })));
});

it('loads the financial remote’s DashboardKpis widget', async () => {
  mockedLoad.mockResolvedValue({ default: Widget });
  renderWithProviders(<FinancialKpisPanel />, { session: session('FINANCIAL') });
  expect(await screen.findByText('Indicadores do financeiro')).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenCalledWith('financial', 'DashboardKpis');
});

it('a remote that fails leaves a note with a retry, and the retry loads it afresh', async () => {
  mockedLoad.mockRejectedValueOnce(new RemoteUnavailableError('financial', 'script timeout')).mockResolvedValue({ default: Widget });
  const { user } = renderWithProviders(<FinancialKpisPanel />, { session: session('ADMIN') });
  expect(await screen.findByText(/O restante do painel continua funcionando/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(resetRemote).toHaveBeenCalledWith('financial');
  expect(await screen.findByText('Indicadores do financeiro')).toBeInTheDocument();
});

it('a widget that throws while rendering is contained too', async () => {
  const Broken = () => {
    throw new Error('boom');
  };
  mockedLoad.mockResolvedValue({ default: Broken });
  renderWithProviders(<DashboardPage />, { session: session('MANAGER') });
  expect(await screen.findByText(/O restante do painel continua funcionando/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/manager!/);
});

it.each(['ADMIN', 'MANAGER', 'FINANCIAL'])('the dashboard shows the KPIs to %s', async (role) => {
  mockedLoad.mockResolvedValue({ default: Widget });
  renderWithProviders(<DashboardPage />, { session: session(role) });
  expect(await screen.findByText('Indicadores do financeiro')).toBeInTheDocument();
});

it('the dashboard does not load them for a coordinator', () => {
  renderWithProviders(<DashboardPage />, { session: session('COORDINATOR') });
  expect(mockedLoad).not.toHaveBeenCalled();
  expect(screen.queryByText(/indicadores financeiros/i)).not.toBeInTheDocument();
});

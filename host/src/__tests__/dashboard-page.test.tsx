import { mockApi, renderWithProviders, screen, within, type ApiCall } from '@sge/shared/testing';
import DashboardPage from '../pages/dashboard-page';

// The financial KPIs widget loads from remote-financial at runtime; here it stays loading (its own
// tests live in features/dashboard), so no federation runtime is started.
jest.mock('../federation/remotes', () => ({
  ...jest.requireActual('../federation/remotes'),
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
}));

const ana = { id: 1, name: 'Ana', cpf: '52998224725', email: null, phone: null, function: 'Garçom', payRate: '150.00', active: true, createdAt: '', updatedAt: '' };
/** GET /employees is paged: the dashboard reads `meta.total` of one-row pages (all, then the active ones). */
const employeesPage = ({ query }: ApiCall) => ({
  body: { data: [ana], meta: { total: query.get('active') === 'true' ? 1 : 2, page: 1, pageSize: Number(query.get('pageSize')) } },
});

const eventCounts = { data: { today: '2030-01-10', todayCount: 3, next7DaysCount: 5 } };
const card = (testId: string) => within(screen.getByTestId(testId));

afterEach(() => jest.restoreAllMocks());

it('greets the user, shows the role, the employee counts and the events of today and the week for a manager', async () => {
  const calls = mockApi({ 'GET /api/employees': employeesPage, 'GET /api/events/counts': { body: eventCounts } });
  renderWithProviders(<DashboardPage />, { session: { token: 't', role: 'MANAGER', username: 'gerente', id: 2 } });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/gerente!/);
  expect(screen.getByText('Gerente')).toBeInTheDocument();
  expect(await screen.findByText('2')).toBeInTheDocument();
  expect(screen.getByText('1')).toBeInTheDocument();
  expect(await card('events-card').findByText('3')).toBeInTheDocument();
  expect(screen.getByTestId('events-card')).toHaveTextContent('Eventos3hoje5nos próximos 7 dias');
  expect(screen.getByTestId('events-card')).toHaveAttribute('href', '/events');
  expect(calls.map((c) => `${c.path}?${c.query}`).sort()).toEqual([
    '/api/employees?active=true&pageSize=1',
    '/api/employees?pageSize=1',
    '/api/events/counts?',
  ]);
});

it('shows a coordinator the events of today with the way to their gates, and asks nothing the role may not read', async () => {
  const todayEvents = { data: { today: '2030-01-10', events: [{ id: 7, name: 'Feira de Hoje', location: 'Expo', staffCount: 2, presentCount: 1 }] } };
  const calls = mockApi({ 'GET /api/events/counts': { body: eventCounts }, 'GET /api/events/today': { body: todayEvents } });
  renderWithProviders(<DashboardPage />, { session: { token: 't', role: 'COORDINATOR', username: 'coordenador', id: 3 } });
  expect(await screen.findByRole('link', { name: 'Abrir portaria: Feira de Hoje' })).toHaveAttribute('href', '/events?evento=7');
  expect(screen.getByText('Coordenador')).toBeInTheDocument();
  expect(await card('events-card').findByText('3')).toBeInTheDocument();
  expect(screen.getByTestId('events-card')).toHaveTextContent('Eventos hoje3hoje');
  expect(screen.queryByText('5')).not.toBeInTheDocument();
  expect(screen.queryByText('Funcionários cadastrados')).not.toBeInTheDocument();
  expect(calls.map((c) => c.path).sort()).toEqual(['/api/events/counts', '/api/events/today']);
});

it('shows the week to financial too', async () => {
  mockApi({ 'GET /api/events/counts': { body: eventCounts } });
  renderWithProviders(<DashboardPage />, { session: { token: 't', role: 'FINANCIAL', username: 'financeiro', id: 4 } });
  expect(await card('events-card').findByText('5')).toBeInTheDocument();
});

it('says so when the counts cannot be loaded, and the events card still leads to the list', async () => {
  mockApi({ 'GET /api/employees': { status: 500, body: { message: 'x' } }, 'GET /api/events/counts': { status: 500, body: { message: 'x' } } });
  renderWithProviders(<DashboardPage />, { session: { token: 't', role: 'ADMIN', username: 'admin', id: 1 } });
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os números do painel.');
  expect(screen.getAllByText('—')).toHaveLength(2);
  expect(await card('events-card').findByText('Abrir a lista de eventos →')).toBeInTheDocument();
});

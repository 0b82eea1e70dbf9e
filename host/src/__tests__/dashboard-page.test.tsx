import { renderWithProviders, screen } from '@sge/shared/testing';
import DashboardPage from '../pages/dashboard-page';

// The financial KPIs widget loads from remote-financial at runtime; here it stays loading (its own
// tests live in features/dashboard), so no federation runtime is started.
jest.mock('../federation/remotes', () => ({
  ...jest.requireActual('../federation/remotes'),
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
}));

const employees = [
  { id: 1, name: 'Ana', cpf: '52998224725', email: null, phone: null, function: 'Garçom', payRate: '150.00', active: true, createdAt: '', updatedAt: '' },
  { id: 2, name: 'Bia', cpf: '11144477735', email: null, phone: null, function: 'Barman', payRate: '180.00', active: false, createdAt: '', updatedAt: '' },
];

it('greets the user, shows the role and the employee counts for a manager', async () => {
  globalThis.fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify({ data: employees })));
  renderWithProviders(<DashboardPage />, { session: { token: 't', role: 'MANAGER', username: 'gerente', id: 2 } });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/gerente!/);
  expect(screen.getByText('Gerente')).toBeInTheDocument();
  expect(await screen.findByText('2')).toBeInTheDocument();
  expect(screen.getByText('1')).toBeInTheDocument();
  expect((globalThis.fetch as jest.Mock).mock.calls[0][0]).toBe('/api/employees');
});

it('asks nothing the role may not read (coordinator)', () => {
  globalThis.fetch = jest.fn();
  renderWithProviders(<DashboardPage />, { session: { token: 't', role: 'COORDINATOR', username: 'coordenador', id: 3 } });
  expect(screen.getByText('Coordenador')).toBeInTheDocument();
  expect(screen.queryByText('Funcionários cadastrados')).not.toBeInTheDocument();
  expect(globalThis.fetch).not.toHaveBeenCalled();
});

it('says so when the counts cannot be loaded', async () => {
  globalThis.fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify({ message: 'x' }), { status: 500 }));
  renderWithProviders(<DashboardPage />, { session: { token: 't', role: 'ADMIN', username: 'admin', id: 1 } });
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os números do painel.');
  expect(screen.getAllByText('—')).toHaveLength(2);
});

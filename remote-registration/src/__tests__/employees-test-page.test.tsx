import { isValidCpf, type CreateEmployee } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import { anEmployee } from '../features/employees/__tests__/fixtures';
import EmployeesTestPage from '../pages/employees-test-page';

const session = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 };

function renderPage() {
  return renderWithProviders(<EmployeesTestPage />, { route: '/employees/test', session });
}

const logEntries = () => within(screen.getByRole('log')).queryAllByRole('listitem').map((li) => li.textContent ?? '');

it('shows its title and an empty log; the calls that need a test employee wait for one', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Teste de Funcionários' })).toBeInTheDocument();
  expect(screen.getByRole('log')).toHaveTextContent('Nenhuma chamada executada.');
  for (const name of ['Listar', 'Criar']) expect(screen.getByRole('button', { name })).toBeEnabled();
  for (const name of ['Buscar', 'Atualizar', 'Excluir']) expect(screen.getByRole('button', { name })).toBeDisabled();
});

it('runs create, read, update, delete and list against a test employee with a valid CPF, logging each', async () => {
  let stored = anEmployee({ id: 7 });
  const calls = mockApi({
    'POST /api/employees': ({ body }) => {
      stored = { ...stored, ...(body as CreateEmployee), email: null, phone: null, active: true };
      return { status: 201, body: { data: stored } };
    },
    'GET /api/employees/7': () => ({ body: { data: stored } }),
    'PUT /api/employees/7': ({ body }) => {
      stored = { ...stored, ...(body as CreateEmployee), email: null, phone: null, active: true };
      return { body: { data: stored } };
    },
    'DELETE /api/employees/7': { body: { data: { id: 7 } } },
    'GET /api/employees': () => ({ body: { data: [], meta: { total: 0, page: 1, pageSize: 1 } } }),
  });
  const { user } = renderPage();

  await user.click(screen.getByRole('button', { name: 'Criar' }));
  await waitFor(() => expect(logEntries()[0]).toMatch(/Criar.*Sucesso.*Criado #7 Funcionário Teste/));
  const created = calls[0].body as CreateEmployee;
  expect(isValidCpf(created.cpf)).toBe(true);
  expect(created.payRate).toBe('150.00');

  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  await waitFor(() => expect(logEntries()[0]).toMatch(/Buscar.*Sucesso.*Encontrado #7/));

  await user.click(screen.getByRole('button', { name: 'Atualizar' }));
  await waitFor(() => expect(logEntries()[0]).toMatch(/Atualizar.*Sucesso.*\(atualizado\), diária 175\.50/));

  await user.click(screen.getByRole('button', { name: 'Excluir' }));
  await waitFor(() => expect(logEntries()[0]).toMatch(/Excluir.*Sucesso.*Excluído #7/));
  expect(screen.getByRole('button', { name: 'Buscar' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Listar' }));
  await waitFor(() => expect(logEntries()[0]).toMatch(/Listar.*Sucesso.*0 funcionário\(s\)/));

  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    'POST /api/employees',
    'GET /api/employees/7',
    'PUT /api/employees/7',
    'DELETE /api/employees/7',
    'GET /api/employees',
  ]);
  expect(logEntries()).toHaveLength(5);
});

it('logs a failed call with its status and message, without a global notification', async () => {
  mockApi({ 'GET /api/employees': { status: 500, body: { message: 'Erro interno do servidor' } } });
  const { user } = renderPage();

  await user.click(screen.getByRole('button', { name: 'Listar' }));

  await waitFor(() => expect(logEntries()[0]).toMatch(/Listar.*Erro 500.*Erro interno do servidor/));
  expect(useNotificationStore.getState().queue).toEqual([]);
});

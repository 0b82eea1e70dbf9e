import { isValidCpf, type CreateEmployee } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import { anEmployee } from '../features/employees/__tests__/fixtures';
import EmployeesTestPage from '../pages/employees-test-page';

const session = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 };
const entries = () => within(screen.getByRole('log')).queryAllByRole('listitem').map((li) => li.textContent ?? '');
const run = async () => {
  const { user } = renderWithProviders(<EmployeesTestPage />, { route: '/employees/test', session });
  await user.click(screen.getByRole('button', { name: 'Executar teste' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Executar teste' })).toBeEnabled());
};
const page = (data: unknown[]) => ({ body: { data, meta: { total: data.length, page: 1, pageSize: 200 } } });

it('links to the Employees section of the API reference', () => {
  renderWithProviders(<EmployeesTestPage />, { route: '/employees/test', session });
  expect(screen.getByRole('link', { name: 'referência da API (Funcionários)' })).toHaveAttribute('href', '/api/docs#/Funcion%C3%A1rios');
});

it("removes earlier runs' employees, then creates, reads, updates and deletes a 'TESTE — …' employee with a valid CPF", async () => {
  const calls = mockApi({
    'GET /api/employees': page([anEmployee({ id: 3, name: 'TESTE — Funcionário 111111' }), anEmployee({ id: 4, name: 'Testemunha Real' })]),
    'DELETE /api/employees/3': { body: { data: { id: 3 } } },
    'POST /api/employees': ({ body }) => ({ status: 201, body: { data: anEmployee({ ...(body as CreateEmployee), id: 7 }) } }),
    'GET /api/employees/7': { body: { data: anEmployee({ id: 7 }) } },
    'PUT /api/employees/7': ({ body }) => ({ body: { data: anEmployee({ ...(body as CreateEmployee), id: 7 }) } }),
    'DELETE /api/employees/7': { body: { data: { id: 7 } } },
  });
  await run();

  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    'GET /api/employees',
    'DELETE /api/employees/3',
    'POST /api/employees',
    'GET /api/employees/7',
    'PUT /api/employees/7',
    'DELETE /api/employees/7',
  ]);
  const created = calls[2].body as CreateEmployee;
  expect(created.name).toMatch(/^TESTE — Funcionário \d{6}$/);
  expect(isValidCpf(created.cpf)).toBe(true);
  expect((calls[4].body as CreateEmployee).name).toBe(`${created.name} (atualizado)`);
  expect(entries()).toHaveLength(6);
  expect(entries().every((e) => e.includes('Sucesso'))).toBe(true);
});

it('still deletes the employee it created when a later call fails, and logs the failure without a notification', async () => {
  const calls = mockApi({
    'GET /api/employees': page([]),
    'POST /api/employees': { status: 201, body: { data: anEmployee({ id: 7 }) } },
    'GET /api/employees/7': { status: 500, body: { message: 'Erro interno do servidor' } },
    'DELETE /api/employees/7': { body: { data: { id: 7 } } },
  });
  await run();

  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/employees', 'POST /api/employees', 'GET /api/employees/7', 'DELETE /api/employees/7']);
  expect(entries()[2]).toMatch(/Buscar.*Erro 500.*Erro interno do servidor/s);
  expect(useNotificationStore.getState().queue).toEqual([]);
});

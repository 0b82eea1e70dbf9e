import type { Employee } from '@sge/shared/contract';
import { mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import { anEmployee } from '../features/employees/__tests__/fixtures';
import EmployeesPage from '../pages/employees-page';

jest.setTimeout(30_000);

const session = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 };
const ana = anEmployee({ id: 1, name: 'Ana Souza', pixKeyMasked: '***.456.789-**', pixKeyType: 'CPF' });
const bruno = anEmployee({ id: 2, name: 'Bruno Lima', cpf: '11144477735' });

function apiWith(employees: Employee[]) {
  return mockApi({
    'GET /api/employees': () => ({ body: { data: employees, meta: { total: employees.length, page: 1, pageSize: 25 } } }),
    'PUT /api/employees/1': ({ body }) => ({ body: { data: { ...ana, ...(body as object) } } }),
    'POST /api/employees': ({ body }) => ({ status: 201, body: { data: { ...bruno, id: 3, ...(body as object) } } }),
  });
}

const render = () => renderWithProviders(<EmployeesPage />, { route: '/employees', session });

it('the list shows the key masked, as the server answers it', async () => {
  apiWith([ana, bruno]);
  render();
  const row = within((await screen.findByRole('cell', { name: 'Ana Souza' })).closest('tr') as HTMLElement);
  expect(row.getByText('***.456.789-**')).toBeInTheDocument();
});

it('editing shows the current key masked; a blank key keeps it, a new one is sent with its type', async () => {
  const calls = apiWith([ana]);
  const { user } = render();
  await screen.findByRole('cell', { name: 'Ana Souza' });
  await user.click(screen.getByRole('button', { name: 'Editar Ana Souza' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Editar funcionário' }));
  expect(dialog.getByText('Chave atual: ***.456.789-**')).toBeInTheDocument();
  expect(dialog.getByRole('textbox', { name: /^Chave PIX/ })).toHaveValue('');

  await user.type(dialog.getByRole('textbox', { name: /^Chave PIX/ }), 'ana@');
  await user.tab();
  expect(dialog.getByText('Chave PIX inválida: e-mail inválido')).toBeInTheDocument();
  await user.type(dialog.getByRole('textbox', { name: /^Chave PIX/ }), 'empresa.com');
  await user.selectOptions(dialog.getByRole('combobox', { name: /^Tipo da chave PIX/ }), 'EMAIL');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
  expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ pixKey: 'ana@empresa.com', pixKeyType: 'EMAIL' });
});

it("'Remover chave PIX' sends no key", async () => {
  const calls = apiWith([ana]);
  const { user } = render();
  await screen.findByRole('cell', { name: 'Ana Souza' });
  await user.click(screen.getByRole('button', { name: 'Editar Ana Souza' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Editar funcionário' }));
  await user.click(dialog.getByRole('checkbox', { name: 'Remover chave PIX' }));
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
  expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ pixKey: null, pixKeyType: null });
});

it('a new employee without a key sends none, and has no remove option', async () => {
  const calls = apiWith([bruno]);
  const { user } = render();
  await screen.findByRole('cell', { name: 'Bruno Lima' });
  await user.click(screen.getByRole('button', { name: 'Editar Bruno Lima' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Editar funcionário' }));
  expect(dialog.queryByRole('checkbox', { name: 'Remover chave PIX' })).not.toBeInTheDocument();
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
});

import { EMPLOYEE_FUNCTIONS, type Employee } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { type ApiCall, type ApiReply, type ApiRoute, deferred, mockApi, renderWithProviders, screen, waitFor, waitForElementToBeRemoved, within } from '@sge/shared/testing';
import { anEmployee } from '../features/employees/__tests__/fixtures';
import EmployeesPage from '../pages/employees-page';

jest.setTimeout(30_000);

const session = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 };

const ana = anEmployee({ id: 1, name: 'Ana Souza', cpf: '52998224725', function: 'Garçom', payRate: '150.00', phone: '11987654321' });
const bruno = anEmployee({
  id: 2,
  name: 'Bruno Lima',
  cpf: '11144477735',
  email: null,
  function: 'Segurança',
  payRate: '1234.50',
  phone: null,
  active: false,
});

/** Answers like GET /api/employees: search (name, e-mail, CPF digits), active, function and page. */
function served(employees: Employee[], { query }: ApiCall): ApiReply {
  const search = (query.get('search') ?? '').toLowerCase();
  const digits = search.replace(/\D/g, '');
  let rows = employees.filter(
    (e) => !search || e.name.toLowerCase().includes(search) || (e.email ?? '').includes(search) || (digits !== '' && e.cpf.includes(digits)),
  );
  if (query.get('active')) rows = rows.filter((e) => String(e.active) === query.get('active'));
  if (query.get('function')) rows = rows.filter((e) => e.function === query.get('function'));
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 25);
  return { body: { data: rows.slice((page - 1) * pageSize, page * pageSize), meta: { total: rows.length, page, pageSize } } };
}

/** The API with a list; every other route given in `routes`. */
function apiWith(employees: Employee[], routes: Record<string, ApiRoute> = {}) {
  return mockApi({ 'GET /api/employees': (call) => served(employees, call), ...routes });
}

function renderPage() {
  return renderWithProviders(<EmployeesPage />, { route: '/employees', session });
}

const notifications = () => useNotificationStore.getState().queue.map((n) => ({ color: n.color, text: n.text }));
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const listCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/employees').length;

it('shows the title, the description and the rows from the API, formatted', async () => {
  apiWith([ana, bruno]);
  renderPage();

  expect(screen.getByRole('heading', { level: 1, name: 'Funcionários' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Novo funcionário' })).toBeInTheDocument();

  const anaRow = within(await screen.findByRole('row', { name: /Ana Souza/ }));
  expect(anaRow.getByText('529.982.247-25')).toBeInTheDocument();
  expect(anaRow.getByText('Garçom')).toBeInTheDocument();
  expect(anaRow.getByText('R$ 150,00')).toBeInTheDocument();
  expect(anaRow.getByText('(11) 98765-4321')).toBeInTheDocument();
  expect(anaRow.getByText('Ativo')).toBeInTheDocument();
  expect(anaRow.getByRole('button', { name: 'Editar Ana Souza' })).toBeInTheDocument();
  expect(anaRow.getByRole('button', { name: 'Excluir Ana Souza' })).toBeInTheDocument();

  const brunoRow = within(rowOf('Bruno Lima'));
  expect(brunoRow.getByText('R$ 1.234,50')).toBeInTheDocument();
  expect(brunoRow.getByText('Inativo')).toBeInTheDocument();
});

it('shows the loading state until the list arrives', async () => {
  const reply = deferred<ApiReply>();
  mockApi({ 'GET /api/employees': () => reply.promise });
  renderPage();

  expect(screen.getByText('Carregando dados...')).toBeInTheDocument();
  reply.resolve({ body: { data: [ana], meta: { total: 1, page: 1, pageSize: 10 } } });
  await waitForElementToBeRemoved(() => screen.queryByText('Carregando dados...'));
  expect(screen.getByRole('cell', { name: 'Ana Souza' })).toBeInTheDocument();
});

it('shows the empty state, and its Atualizar button loads again', async () => {
  const calls = apiWith([]);
  const { user } = renderPage();

  const empty = (await screen.findByText('Nenhum dado disponível')).closest('td') as HTMLElement;
  await user.click(within(empty).getByRole('button', { name: 'Atualizar' }));
  await waitFor(() => expect(listCalls(calls)).toBe(2));
});

it('the refresh button reloads the list', async () => {
  let employees = [ana];
  mockApi({ 'GET /api/employees': (call) => served(employees, call) });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Ana Souza' });

  employees = [ana, bruno];
  await user.click(screen.getByRole('button', { name: 'Atualizar' }));
  expect(await screen.findByRole('cell', { name: 'Bruno Lima' })).toBeInTheDocument();
});

it('search goes to the server: by name, or by the digits of a formatted CPF', async () => {
  apiWith([ana, bruno]);
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Ana Souza' });

  const search = screen.getByRole('searchbox', { name: 'Pesquisar' });
  await user.type(search, 'bruno');
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Ana Souza' })).not.toBeInTheDocument(), { timeout: 3000 });
  expect(screen.getByRole('cell', { name: 'Bruno Lima' })).toBeInTheDocument();

  await user.clear(search);
  await user.type(search, '529.982');
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Bruno Lima' })).not.toBeInTheDocument(), { timeout: 3000 });
  expect(screen.getByRole('cell', { name: 'Ana Souza' })).toBeInTheDocument();
});

it("'Filtrar por' offers Ativos, Inativos and each function, and filters on the server", async () => {
  const carla = anEmployee({ id: 3, name: 'Carla Dias', cpf: '39053344705', function: 'Mestre de Cerimônias' });
  const calls = apiWith([ana, bruno, carla]);
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Ana Souza' });

  const filter = screen.getByRole('combobox', { name: 'Filtrar por' });
  const functions = [...EMPLOYEE_FUNCTIONS, 'Mestre de Cerimônias'].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Ativos', 'Inativos', ...functions]);

  await user.selectOptions(filter, 'Inativos');
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Ana Souza' })).not.toBeInTheDocument());
  expect(screen.getByRole('cell', { name: 'Bruno Lima' })).toBeInTheDocument();
  expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ page: '1', pageSize: '10', active: 'false' });

  await user.selectOptions(filter, 'Garçom');
  expect(await screen.findByRole('cell', { name: 'Ana Souza' })).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'Bruno Lima' })).not.toBeInTheDocument();
  expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ page: '1', pageSize: '10', function: 'Garçom' });
});

it('pages and sorts on the server; the page, sort and search stay in the URL (issue 14)', async () => {
  const many = Array.from({ length: 23 }, (_, i) =>
    anEmployee({ id: i + 10, name: `Pessoa ${String(i + 1).padStart(2, '0')}`, cpf: String(10_000_000_000 + i) }),
  );
  const calls = apiWith(many);
  const { user } = renderWithProviders(<EmployeesPage />, { route: '/employees?page=2&sort=-payRate&q=pessoa', session });
  expect(await screen.findByText('Exibindo 11 a 20 de 23 itens')).toBeInTheDocument();
  expect(Object.fromEntries(calls[0].query)).toEqual({ page: '2', pageSize: '10', sort: '-payRate', search: 'pessoa' });
  expect(screen.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('pessoa');
  expect(screen.getByRole('columnheader', { name: /Valor da diária/ })).toHaveAttribute('aria-sort', 'descending');

  await user.click(screen.getByRole('button', { name: 'Página 3' }));
  expect(await screen.findByText('Exibindo 21 a 23 de 23 itens')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^Nome/ }));
  await waitFor(() => expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ page: '1', pageSize: '10', sort: 'name', search: 'pessoa' }));
});

it('create: validates, then POSTs the values with the pay rate as a decimal string and reloads', async () => {
  const created = anEmployee({ id: 3, name: 'Carla Dias', cpf: '39053344705', payRate: '1234.50' });
  let employees = [ana];
  const calls = mockApi({
    'GET /api/employees': (call) => served(employees, call),
    'POST /api/employees': () => {
      employees = [ana, created];
      return { status: 201, body: { data: created } };
    },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Ana Souza' });

  await user.click(screen.getByRole('button', { name: 'Novo funcionário' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Novo funcionário' }));
  const save = dialog.getByRole('button', { name: 'Salvar' });

  await user.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Carla Dias');
  await user.type(dialog.getByRole('textbox', { name: /^CPF/ }), '123.456.789-00');
  await user.tab();
  expect(dialog.getByText('CPF inválido')).toBeInTheDocument();
  expect(save).toHaveAttribute('aria-disabled', 'true');

  await user.type(dialog.getByRole('textbox', { name: /^E-mail/ }), 'carla@');
  await user.tab();
  expect(dialog.getByText('E-mail inválido')).toBeInTheDocument();
  await user.type(dialog.getByRole('textbox', { name: /^Telefone/ }), '1234');
  await user.tab();
  expect(dialog.getByText('Telefone inválido')).toBeInTheDocument();

  await user.clear(dialog.getByRole('textbox', { name: /^CPF/ }));
  await user.type(dialog.getByRole('textbox', { name: /^CPF/ }), '390.533.447-05');
  await user.type(dialog.getByRole('textbox', { name: /^E-mail/ }), 'exemplo.com.br');
  await user.clear(dialog.getByRole('textbox', { name: /^Telefone/ }));
  await user.type(dialog.getByRole('textbox', { name: /^Telefone/ }), '(21) 3333-4444');
  await user.selectOptions(dialog.getByRole('combobox', { name: /^Função/ }), 'Barman');
  await user.type(dialog.getByRole('textbox', { name: /^Valor da diária/ }), '1.234,50');
  expect(dialog.getByRole('checkbox', { name: 'Ativo' })).toBeChecked();
  expect(dialog.queryByText(/inválido/)).not.toBeInTheDocument();
  expect(save).not.toHaveAttribute('aria-disabled');

  await user.click(save);

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    name: 'Carla Dias',
    cpf: '39053344705',
    email: 'carla@exemplo.com.br',
    phone: '2133334444',
    function: 'Barman',
    payRate: '1234.50',
    active: true,
  });
  expect(notifications()).toEqual([{ color: 'success', text: 'Funcionário cadastrado com sucesso' }]);
  expect(await screen.findByRole('cell', { name: 'Carla Dias' })).toBeInTheDocument();
  expect(listCalls(calls)).toBe(2);
});

it('the form masks CPF and phone as they are typed, with the numeric keyboard, and shows a stored phone masked', async () => {
  apiWith([ana]);
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Ana Souza' });
  await user.click(screen.getByRole('button', { name: 'Novo funcionário' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Novo funcionário' }));
  const cpf = dialog.getByRole('textbox', { name: /^CPF/ });
  await user.type(cpf, '39053344705');
  expect(cpf).toHaveValue('390.533.447-05');
  expect(cpf).toHaveAttribute('inputMode', 'numeric');
  const phone = dialog.getByRole('textbox', { name: /^Telefone/ });
  await user.type(phone, '2133334444');
  expect(phone).toHaveValue('(21) 3333-4444');
  await user.type(phone, '5');
  expect(phone).toHaveValue('(21) 33334-4445');
  expect(phone).toHaveAttribute('inputMode', 'numeric');
});

it('create: submitting an empty form shows every required message and sends nothing', async () => {
  const calls = apiWith([]);
  const { user } = renderPage();
  await screen.findByText('Nenhum dado disponível');

  await user.click(screen.getByRole('button', { name: 'Novo funcionário' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Novo funcionário' }));
  await user.click(dialog.getByRole('textbox', { name: /^Nome/ }));
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));

  expect(dialog.getAllByText('Campo obrigatório')).toHaveLength(4);
  expect(dialog.getByRole('button', { name: 'Salvar' })).toHaveAttribute('aria-disabled', 'true');
  expect(dialog.getByRole('textbox', { name: /^Nome/ })).toHaveFocus();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});

it('create: a 409 from the server is shown and the dialog stays open with what was typed', async () => {
  const message = 'Já existe um funcionário com este CPF';
  const calls = apiWith([ana], { 'POST /api/employees': { status: 409, body: { message } } });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Ana Souza' });

  await user.click(screen.getByRole('button', { name: 'Novo funcionário' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Novo funcionário' }));
  await user.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Outra Ana');
  await user.type(dialog.getByRole('textbox', { name: /^CPF/ }), '52998224725');
  await user.selectOptions(dialog.getByRole('combobox', { name: /^Função/ }), 'Garçom');
  await user.type(dialog.getByRole('textbox', { name: /^Valor da diária/ }), '100');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));

  await waitFor(() => expect(notifications()).toEqual([{ color: 'error', text: message }]));
  expect(screen.getByRole('dialog', { name: 'Novo funcionário' })).toBeInTheDocument();
  expect(dialog.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Outra Ana');
  expect(dialog.getByRole('textbox', { name: /^CPF/ })).toHaveValue('529.982.247-25');
  await waitFor(() => expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled());
  expect(listCalls(calls)).toBe(1);
});

it("create: 'Cancelar' discards what was typed", async () => {
  const calls = apiWith([ana]);
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Ana Souza' });

  await user.click(screen.getByRole('button', { name: 'Novo funcionário' }));
  let dialog = within(await screen.findByRole('dialog', { name: 'Novo funcionário' }));
  await user.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Rascunho');
  await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Novo funcionário' }));
  dialog = within(await screen.findByRole('dialog', { name: 'Novo funcionário' }));
  expect(dialog.getByRole('textbox', { name: /^Nome/ })).toHaveValue('');
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});

it('edit: pre-fills the form and PUTs the changes', async () => {
  const calls = apiWith([ana, bruno], {
    'PUT /api/employees/2': ({ body }) => ({ body: { data: { ...bruno, ...(body as object) } } }),
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Bruno Lima' });

  await user.click(screen.getByRole('button', { name: 'Editar Bruno Lima' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Editar funcionário' }));
  expect(dialog.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Bruno Lima');
  expect(dialog.getByRole('textbox', { name: /^CPF/ })).toHaveValue('111.444.777-35');
  expect(dialog.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('');
  expect(dialog.getByRole('combobox', { name: /^Função/ })).toHaveValue('Segurança');
  expect(dialog.getByRole('textbox', { name: /^Valor da diária/ })).toHaveValue('1.234,50');
  expect(dialog.getByRole('checkbox', { name: 'Ativo' })).not.toBeChecked();

  const name = dialog.getByRole('textbox', { name: /^Nome/ });
  await user.clear(name);
  await user.type(name, 'Bruno Lima Filho');
  await user.click(dialog.getByRole('checkbox', { name: 'Ativo' }));
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
    name: 'Bruno Lima Filho',
    cpf: '11144477735',
    email: null,
    phone: null,
    function: 'Segurança',
    payRate: '1234.50',
    active: true,
  });
  expect(notifications()).toEqual([{ color: 'success', text: 'Funcionário atualizado com sucesso' }]);
  await waitFor(() => expect(listCalls(calls)).toBe(2));
});

it('delete: asks for confirmation, DELETEs and reloads', async () => {
  let employees = [ana, bruno];
  const calls = mockApi({
    'GET /api/employees': (call) => served(employees, call),
    'DELETE /api/employees/1': () => {
      employees = [bruno];
      return { body: { data: { id: 1 } } };
    },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Ana Souza' });

  await user.click(screen.getByRole('button', { name: 'Excluir Ana Souza' }));
  const alert = await screen.findByRole('alertdialog', { name: 'Excluir funcionário' });
  const dialog = within(alert);
  expect(dialog.getByText('Deseja excluir Ana Souza? Esta ação não pode ser desfeita.')).toBeInTheDocument();
  await waitFor(() => expect(alert).toContainElement(document.activeElement as HTMLElement));
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

  await user.click(dialog.getByRole('button', { name: 'Excluir' }));

  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/employees/1']);
  expect(notifications()).toEqual([{ color: 'success', text: 'Funcionário excluído com sucesso' }]);
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Ana Souza' })).not.toBeInTheDocument());
  expect(screen.getByRole('cell', { name: 'Bruno Lima' })).toBeInTheDocument();
});

it("delete: 'Cancelar' sends nothing", async () => {
  const calls = apiWith([ana]);
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Ana Souza' });

  await user.click(screen.getByRole('button', { name: 'Excluir Ana Souza' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Excluir funcionário' }));
  await user.click(dialog.getByRole('button', { name: 'Cancelar' }));

  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  expect(screen.getByRole('cell', { name: 'Ana Souza' })).toBeInTheDocument();
});

it('delete: a 409 (linked to events) shows the server message and keeps the row', async () => {
  const message = 'Funcionário vinculado a eventos não pode ser excluído';
  apiWith([ana], { 'DELETE /api/employees/1': { status: 409, body: { message } } });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Ana Souza' });

  await user.click(screen.getByRole('button', { name: 'Excluir Ana Souza' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Excluir funcionário' }));
  await user.click(dialog.getByRole('button', { name: 'Excluir' }));

  await waitFor(() => expect(notifications()).toEqual([{ color: 'error', text: message }]));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByRole('cell', { name: 'Ana Souza' })).toBeInTheDocument();
});

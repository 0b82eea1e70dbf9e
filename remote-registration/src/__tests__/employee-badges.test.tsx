import { closeBadgePrint } from '@sge/shared/badges';
import type { Badge } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { act, type ApiReply, deferred, mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import { anEmployee } from '../features/employees/__tests__/fixtures';
import EmployeesPage from '../pages/employees-page';

const admin = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 };
const manager = { ...admin, role: 'MANAGER', username: 'gerente' };
const coordinator = { ...admin, role: 'COORDINATOR', username: 'coordenador' };

const ana = anEmployee({ id: 1, name: 'Ana Souza', function: 'Garçom' });
const current: Badge = {
  employeeId: 1,
  code: 'ABCDEFGHJK0123456789MNPQRS',
  shortCode: 'ABCDE-FGHJK',
  qrPayload: 'SGE1:ABCDEFGHJK0123456789MNPQRS',
  issuedAt: '2026-01-10T12:00:00.000Z',
};
const replacement: Badge = {
  employeeId: 1,
  code: 'Z9Y8XW7V6T5S4R3Q2P1N0MKJHG',
  shortCode: 'Z9Y8X-W7V6T',
  qrPayload: 'SGE1:Z9Y8XW7V6T5S4R3Q2P1N0MKJHG',
  issuedAt: '2026-02-01T12:00:00.000Z',
};
const QUESTION =
  'Gerar novo crachá para Ana Souza? O crachá atual deixará de funcionar, inclusive nos aparelhos que baixaram o evento, após a próxima sincronização.';

const notifications = () => useNotificationStore.getState().queue.map((n) => ({ color: n.color, text: n.text }));
const preview = () => screen.findByRole('dialog', { name: 'Crachás para impressão' });

afterEach(() => act(() => closeBadgePrint()));

async function renderPage(session = admin) {
  const view = renderWithProviders(<EmployeesPage />, { route: '/employees', session });
  await screen.findByRole('cell', { name: 'Ana Souza' });
  return view;
}

it("'Crachá' loads the employee's badge, then shows its print preview", async () => {
  const reply = deferred<ApiReply>();
  const calls = mockApi({ 'GET /api/employees': { body: { data: [ana], meta: { total: 1, page: 1, pageSize: 10 } } }, 'GET /api/employees/1/badge': () => reply.promise });
  const print = jest.spyOn(window, 'print').mockImplementation(() => {});
  const { user } = await renderPage();

  const button = screen.getByRole('button', { name: 'Crachá de Ana Souza' });
  await user.click(button);
  expect(button).toBeDisabled();
  expect(calls.filter((c) => c.path === '/api/employees/1/badge').map((c) => c.method)).toEqual(['GET']);

  reply.resolve({ body: { data: current } });
  const dialog = await preview();
  const card = within(dialog).getByRole('article', { name: 'Crachá: Ana Souza' });
  expect(within(card).getByText('Garçom')).toBeInTheDocument();
  expect(within(card).getByText('ABCDE-FGHJK')).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: 'QR code do crachá de Ana Souza' })).toBeInTheDocument();
  await waitFor(() => expect(button).toBeEnabled());

  await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
  expect(print).toHaveBeenCalledTimes(1);
  await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
  expect(screen.queryByRole('dialog', { name: 'Crachás para impressão' })).not.toBeInTheDocument();
});

it("a refused 'Crachá' shows the server's message and no preview", async () => {
  mockApi({
    'GET /api/employees': { body: { data: [ana], meta: { total: 1, page: 1, pageSize: 10 } } },
    'GET /api/employees/1/badge': { status: 404, body: { message: 'Funcionário não encontrado' } },
  });
  const { user } = await renderPage();

  await user.click(screen.getByRole('button', { name: 'Crachá de Ana Souza' }));
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'error', text: 'Funcionário não encontrado' }));
  expect(screen.queryByRole('dialog', { name: 'Crachás para impressão' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Crachá de Ana Souza' })).toBeEnabled();
});

it("'Gerar novo crachá' asks, POSTs, says 'Novo crachá gerado' and offers to print the new badge", async () => {
  const calls = mockApi({
    'GET /api/employees': { body: { data: [ana], meta: { total: 1, page: 1, pageSize: 10 } } },
    'POST /api/employees/1/badge': { status: 201, body: { data: replacement } },
  });
  const { user } = await renderPage(manager);

  await user.click(screen.getByRole('button', { name: 'Gerar novo crachá para Ana Souza' }));
  const question = await screen.findByRole('alertdialog', { name: 'Gerar novo crachá' });
  expect(within(question).getByText(QUESTION)).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  await user.click(within(question).getByRole('button', { name: 'Gerar novo crachá' }));
  const offer = await screen.findByRole('alertdialog', { name: 'Novo crachá gerado' });
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/employees/1/badge']);
  expect(notifications()).toContainEqual({ color: 'success', text: 'Novo crachá gerado' });
  expect(within(offer).getByText('O novo crachá de Ana Souza tem o código Z9Y8X-W7V6T. Deseja imprimi-lo agora?')).toBeInTheDocument();

  await user.click(within(offer).getByRole('button', { name: 'Imprimir crachá' }));
  const dialog = await preview();
  expect(within(dialog).getByText('Z9Y8X-W7V6T')).toBeInTheDocument();
  expect(within(dialog).queryByText('ABCDE-FGHJK')).not.toBeInTheDocument();
});

it("'Cancelar' issues no new badge", async () => {
  const calls = mockApi({ 'GET /api/employees': { body: { data: [ana], meta: { total: 1, page: 1, pageSize: 10 } } } });
  const { user } = await renderPage();

  await user.click(screen.getByRole('button', { name: 'Gerar novo crachá para Ana Souza' }));
  await user.click(within(await screen.findByRole('alertdialog', { name: 'Gerar novo crachá' })).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});

it("a coordinator prints badges but has no 'Gerar novo crachá'", async () => {
  mockApi({ 'GET /api/employees': { body: { data: [ana], meta: { total: 1, page: 1, pageSize: 10 } } } });
  await renderPage(coordinator);

  expect(screen.getByRole('button', { name: 'Crachá de Ana Souza' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Gerar novo crachá/ })).not.toBeInTheDocument();
});

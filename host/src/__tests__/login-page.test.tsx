import { deferred, renderWithProviders, screen, userEvent, waitFor } from '@sge/shared/testing';
import { Route, Routes, useLocation } from '@sge/shared/router';
import { systemSettings, useSessionStore } from '@sge/shared/session';
import { useNotificationStore } from '@sge/shared/notify';
import { prepareSignedInScreen } from '../features/auth/signed-in-screen';
import LoginPage from '../pages/login-page';

// The signed-in screen's code (chrome and page): here it has arrived unless a test holds it.
jest.mock('../features/auth/signed-in-screen', () => ({ prepareSignedInScreen: jest.fn(() => Promise.resolve()) }));

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const renderLogin = (route = '/login') =>
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );

const reply = (status: number, body: unknown) => jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));

it('has labelled Usuário and Senha fields and an Entrar button', () => {
  renderLogin();
  expect(screen.getByLabelText(/Usuário/)).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText(/Senha/)).toHaveAttribute('type', 'password');
  expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
});

it('asks for both fields before calling the server', async () => {
  const user = userEvent.setup();
  globalThis.fetch = jest.fn();
  renderLogin();
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(screen.getByText('Informe o usuário')).toBeInTheDocument();
  expect(screen.getByText('Informe a senha')).toBeInTheDocument();
  expect(globalThis.fetch).not.toHaveBeenCalled();
});

it('signs in, stores the session and goes to the redirect target', async () => {
  const user = userEvent.setup();
  globalThis.fetch = reply(200, { data: { token: 'tk', role: 'MANAGER', username: 'gerente', id: 2, photoUrl: null } });
  renderLogin('/login?redirect=%2Femployees%3Fx%3D1');
  await user.type(screen.getByLabelText(/Usuário/), 'gerente');
  await user.type(screen.getByLabelText(/Senha/), 'Senha@123');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/employees?x=1'));
  expect(useSessionStore.getState()).toMatchObject({ token: 'tk', role: 'MANAGER', username: 'gerente' });
  const [url, init] = (globalThis.fetch as jest.Mock).mock.calls[0];
  expect(url).toBe('/api/auth/login');
  expect(JSON.parse(init.body)).toEqual({ username: 'gerente', password: 'Senha@123' });
});

it('shows the server message on failure and clears the session', async () => {
  const user = userEvent.setup();
  globalThis.fetch = reply(401, { message: 'Usuário ou senha inválidos' });
  renderLogin();
  await user.type(screen.getByLabelText(/Usuário/), 'admin');
  await user.type(screen.getByLabelText(/Senha/), 'x');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(useNotificationStore.getState().queue.map((n) => n.text)).toEqual(['Usuário ou senha inválidos']));
  expect(useNotificationStore.getState().queue[0].color).toBe('error');
  expect(useSessionStore.getState().token).toBeNull();
});

it("shows 'Erro ao autenticar' when the server gives no message", async () => {
  const user = userEvent.setup();
  globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  renderLogin();
  await user.type(screen.getByLabelText(/Usuário/), 'admin');
  await user.type(screen.getByLabelText(/Senha/), 'x');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(useNotificationStore.getState().queue.map((n) => n.text)).toEqual(['Erro ao autenticar']));
});

it('after signing in, reads the system settings and keeps them on the device', async () => {
  const user = userEvent.setup();
  const settings = { companyName: 'Eventos Ouro', cnpj: null, address: null, logoUrl: null, dueSoonDays: 10, offlinePurgeDays: 20, notificationLocation: 'top', updatedAt: null };
  globalThis.fetch = jest.fn((url: string) =>
    Promise.resolve(
      new Response(
        JSON.stringify({ data: url === '/api/settings' ? settings : { token: 'tk', role: 'COORDINATOR', username: 'coordenador', id: 3, photoUrl: null } }),
        { status: 200 },
      ),
    ),
  ) as unknown as typeof fetch;
  renderLogin();
  await user.type(screen.getByLabelText(/Usuário/), 'coordenador');
  await user.type(screen.getByLabelText(/Senha/), 'Senha@123');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(systemSettings()).toMatchObject({ companyName: 'Eventos Ouro', dueSoonDays: 10, offlinePurgeDays: 20, notificationLocation: 'top' }));
  expect((globalThis.fetch as jest.Mock).mock.calls.map(([url]) => url)).toEqual(['/api/auth/login', '/api/settings']);
});

it('keeps the form, busy, until the signed-in screen has arrived, then goes straight to it (no blank screen)', async () => {
  const user = userEvent.setup();
  const arrived = deferred<void>();
  jest.mocked(prepareSignedInScreen).mockReturnValueOnce(arrived.promise);
  globalThis.fetch = reply(200, { data: { token: 'tk', role: 'COORDINATOR', username: 'coordenador', id: 3, photoUrl: null } });
  renderLogin('/login');
  await user.type(screen.getByLabelText(/Usuário/), 'coordenador');
  await user.type(screen.getByLabelText(/Senha/), 'Senha@123');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(prepareSignedInScreen).toHaveBeenLastCalledWith('/');
  await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
  await new Promise((done) => setTimeout(done, 20));
  expect(screen.getByRole('button', { name: 'Entrar' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  arrived.resolve();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  expect(useSessionStore.getState().token).toBe('tk');
});

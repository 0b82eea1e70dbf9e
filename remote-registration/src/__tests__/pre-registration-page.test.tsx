import type { InvitationCheck } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { useSessionStore } from '@sge/shared/session';
import { mockApi, renderWithProviders, screen, waitFor, within, type TestSession } from '@sge/shared/testing';
import { fillWorkerForm, formNamed, WORKER_BODY } from '../features/registration/__tests__/fixtures';
import PreRegistrationPage from '../pages/pre-registration-page';

const VALID: InvitationCheck = {
  valid: true,
  status: 'ACTIVE',
  label: 'Equipe extra',
  expiresOn: '2030-01-31',
  function: 'Barman',
  eventName: 'Congresso Médico',
};
const unusable = (status: InvitationCheck['status']): InvitationCheck => ({
  valid: false,
  status,
  label: null,
  expiresOn: null,
  function: null,
  eventName: null,
});

// Filling a whole form re-renders Chakra fields many times: slow on a busy machine.
jest.setTimeout(30_000);

const renderPage = (query = '?token=abc123', session?: TestSession) =>
  renderWithProviders(<PreRegistrationPage />, { route: `/registration/pre-registration${query}`, session });
const notifications = () => useNotificationStore.getState().queue.map((n) => n.text);

it('validates the token first, without sign-in, then shows the form with the invitation and its function', async () => {
  const calls = mockApi({ 'GET /api/pre-registration/validate': { body: { data: VALID } } });
  renderPage();

  expect(screen.getByText('Verificando convite...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Pré-cadastro de colaboradores' })).toBeInTheDocument();
  expect(screen.getByText(/Equipe extra · Congresso Médico — convite válido até 31\/01\/2030/)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /^Função desejada/ })).toHaveValue('Barman');
  expect(calls).toHaveLength(1);
  expect(calls[0].query.get('token')).toBe('abc123');
});

it.each([
  ['INVALID', 'Convite inválido', /não é válido/],
  ['EXPIRED', 'Convite expirado', /expirou/],
  ['EXHAUSTED', 'Convite esgotado', /número máximo de cadastros/],
  ['REVOKED', 'Convite cancelado', /foi cancelado/],
] as const)('a %s token shows its own page and no form', async (status, title, text) => {
  mockApi({ 'GET /api/pre-registration/validate': { body: { data: unusable(status) } } });
  renderPage();

  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

it('a missing token is invalid without asking the server', async () => {
  const calls = mockApi({});
  renderPage('');
  expect(screen.getByRole('heading', { level: 1, name: 'Convite inválido' })).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

it('a failed check shows the error with a retry, and never signs anyone out or redirects', async () => {
  let fail = true;
  mockApi({
    'GET /api/pre-registration/validate': () =>
      fail ? { status: 401, body: { message: 'Muitas requisições. Tente novamente em alguns instantes.' } } : { body: { data: VALID } },
  });
  const { user } = renderPage('?token=abc123', { token: 'stale', role: 'ADMIN', username: 'admin', id: 1 });

  expect(await screen.findByRole('heading', { name: 'Não foi possível verificar o convite' })).toBeInTheDocument();
  expect(screen.getByText('Muitas requisições. Tente novamente em alguns instantes.')).toBeInTheDocument();
  expect(useSessionStore.getState().token).toBe('stale');
  expect(notifications()).toEqual([]);

  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('form', { name: 'Pré-cadastro' })).toBeInTheDocument();
});

it('checks CPF, e-mail, phone and birth date as they are typed, and the button waits for valid data', async () => {
  const calls = mockApi({ 'GET /api/pre-registration/validate': { body: { data: VALID } } });
  const { user } = renderPage();
  await screen.findByRole('form', { name: 'Pré-cadastro' });

  await fillWorkerForm(user, formNamed('Pré-cadastro'), { cpf: '529.982.247-24', email: 'carla@', phone: '1234', birthDate: '2099-01-01', pixKey: 'x' });

  const form = within(formNamed('Pré-cadastro'));
  expect(form.getByText('CPF inválido')).toBeInTheDocument();
  expect(form.getByRole('textbox', { name: /^Chave PIX/ })).toHaveAccessibleDescription(
    'Chave PIX inválida: informe CPF, CNPJ, e-mail, telefone com DDD ou chave aleatória',
  );
  expect(form.getByText('E-mail inválido')).toBeInTheDocument();
  expect(form.getByText('Telefone inválido')).toBeInTheDocument();
  expect(form.getByText('Data de nascimento não pode ser futura')).toBeInTheDocument();
  // The button stays pressable (never greyed out); pressing it shows every error again and focuses the first.
  const send = form.getByRole('button', { name: 'Enviar pré-cadastro' });
  expect(send).not.toHaveAttribute('aria-disabled');
  expect(send).toBeEnabled();
  await user.click(send);
  expect(form.getByRole('textbox', { name: /^CPF/ })).toHaveFocus();
  expect(form.getByText('CPF inválido')).toBeInTheDocument();
  expect(send).not.toHaveAttribute('aria-disabled');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

it('CPF and phone mask as they are typed and bring up the numeric keyboard', async () => {
  mockApi({ 'GET /api/pre-registration/validate': { body: { data: VALID } } });
  const { user } = renderPage();
  const form = within(await screen.findByRole('form', { name: 'Pré-cadastro' }));
  const cpf = form.getByRole('textbox', { name: /^CPF/ });
  await user.type(cpf, '52998224725');
  expect(cpf).toHaveValue('529.982.247-25');
  expect(cpf).toHaveAttribute('inputMode', 'numeric');
  const phone = form.getByRole('textbox', { name: /^Telefone/ });
  await user.type(phone, '11987654321');
  expect(phone).toHaveValue('(11) 98765-4321');
  expect(phone).toHaveAttribute('inputMode', 'numeric');
});

it('requires the LGPD consent', async () => {
  const calls = mockApi({ 'GET /api/pre-registration/validate': { body: { data: VALID } } });
  const { user } = renderPage();
  await screen.findByRole('form', { name: 'Pré-cadastro' });

  await fillWorkerForm(user, formNamed('Pré-cadastro'), {}, false);
  await user.click(screen.getByRole('button', { name: 'Enviar pré-cadastro' }));

  expect(within(formNamed('Pré-cadastro')).getByText('É necessário autorizar o tratamento dos dados pessoais (LGPD)')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

it('refuses a worker under 16', async () => {
  mockApi({ 'GET /api/pre-registration/validate': { body: { data: VALID } } });
  const { user } = renderPage();
  await screen.findByRole('form', { name: 'Pré-cadastro' });
  const year = new Date().getFullYear() - 10;
  await fillWorkerForm(user, formNamed('Pré-cadastro'), { birthDate: `${year}-01-01` });
  await user.click(screen.getByRole('button', { name: 'Enviar pré-cadastro' }));
  expect(within(formNamed('Pré-cadastro')).getByText('É necessário ter pelo menos 16 anos')).toBeInTheDocument();
});

it('sends the form with the token and shows the confirmation', async () => {
  const calls = mockApi({
    'GET /api/pre-registration/validate': { body: { data: VALID } },
    'POST /api/pre-registration/submit': { status: 201, body: { data: { id: 7, name: 'Carla Mendes', status: 'PENDING', createdAt: '2026-01-10T12:00:00.000Z' } } },
  });
  const { user } = renderPage();
  await screen.findByRole('form', { name: 'Pré-cadastro' });

  await fillWorkerForm(user, formNamed('Pré-cadastro'));
  await user.click(screen.getByRole('button', { name: 'Enviar pré-cadastro' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Pré-cadastro enviado!' })).toBeInTheDocument();
  expect(screen.getByText(/Obrigado, Carla Mendes/)).toBeInTheDocument();
  const post = calls.find((c) => c.method === 'POST')!;
  expect(post.path).toBe('/api/pre-registration/submit');
  expect(post.query.get('token')).toBe('abc123');
  expect(post.body).toEqual(WORKER_BODY);
});

it('a link used up while the form was open shows why after checking again', async () => {
  let check: InvitationCheck = VALID;
  mockApi({
    'GET /api/pre-registration/validate': () => ({ body: { data: check } }),
    'POST /api/pre-registration/submit': () => {
      check = unusable('EXHAUSTED');
      return { status: 409, body: { message: 'Este convite já atingiu o número máximo de cadastros.' } };
    },
  });
  const { user } = renderPage();
  await screen.findByRole('form', { name: 'Pré-cadastro' });
  await fillWorkerForm(user, formNamed('Pré-cadastro'));
  await user.click(screen.getByRole('button', { name: 'Enviar pré-cadastro' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Convite esgotado' })).toBeInTheDocument();
  expect(notifications()).toEqual([]);
});

it('a refused submission shows the server message above the form and keeps what was typed', async () => {
  mockApi({
    'GET /api/pre-registration/validate': { body: { data: VALID } },
    'POST /api/pre-registration/submit': { status: 429, body: { message: 'Muitas requisições. Tente novamente em alguns instantes.' } },
  });
  const { user } = renderPage();
  await screen.findByRole('form', { name: 'Pré-cadastro' });
  await fillWorkerForm(user, formNamed('Pré-cadastro'));
  await user.click(screen.getByRole('button', { name: 'Enviar pré-cadastro' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Muitas requisições. Tente novamente em alguns instantes.');
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nome completo/ })).toHaveValue('Carla Mendes'));
});

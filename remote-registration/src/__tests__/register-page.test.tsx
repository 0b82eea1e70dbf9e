import { useNotificationStore } from '@sge/shared/notify';
import { mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import { fillWorkerForm, formNamed, WORKER_BODY } from '../features/registration/__tests__/fixtures';
import RegisterPage from '../pages/register-page';

jest.setTimeout(30_000);

const session = { token: 'token', role: 'COORDINATOR', username: 'coordenador', id: 3 };
const renderPage = () => renderWithProviders(<RegisterPage />, { route: '/register', session });
const notifications = () => useNotificationStore.getState().queue.map((n) => ({ color: n.color, text: n.text }));

it('a coordinator registers a walk-in worker as a request for approval, then can register another', async () => {
  const calls = mockApi({
    'POST /api/pre-registration/walk-in': { status: 201, body: { data: { id: 12, name: 'Carla Mendes', status: 'PENDING', createdAt: '2026-01-10T12:00:00.000Z' } } },
  });
  const { user } = renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Cadastro presencial' })).toBeInTheDocument();

  await fillWorkerForm(user, formNamed('Cadastro presencial'));
  await user.click(screen.getByRole('button', { name: 'Enviar para aprovação' }));

  expect(await screen.findByText('Cadastro de Carla Mendes enviado para aprovação (solicitação nº 12).')).toBeInTheDocument();
  expect(calls).toHaveLength(1);
  expect(calls[0].body).toEqual(WORKER_BODY);
  expect(notifications()).toContainEqual({ color: 'success', text: 'Cadastro enviado para aprovação' });

  await user.click(screen.getByRole('button', { name: 'Cadastrar outra pessoa' }));
  expect(within(formNamed('Cadastro presencial')).getByRole('textbox', { name: /^Nome completo/ })).toHaveValue('');
});

it('asks the coordinator to confirm the worker’s LGPD consent', async () => {
  const calls = mockApi({});
  const { user } = renderPage();
  expect(screen.getByRole('checkbox', { name: /O colaborador autorizou o tratamento/ })).not.toBeChecked();
  await fillWorkerForm(user, formNamed('Cadastro presencial'), { cpf: '111.444.777-35' }, false);
  await user.click(screen.getByRole('button', { name: 'Enviar para aprovação' }));
  expect(screen.getByText('É necessário autorizar o tratamento dos dados pessoais (LGPD)')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

it('keeps what was typed when the server refuses', async () => {
  mockApi({ 'POST /api/pre-registration/walk-in': { status: 400, body: { message: 'CPF inválido' } } });
  const { user } = renderPage();
  await fillWorkerForm(user, formNamed('Cadastro presencial'));
  await user.click(screen.getByRole('button', { name: 'Enviar para aprovação' }));
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'error', text: 'CPF inválido' }));
  expect(screen.getByRole('textbox', { name: /^Nome completo/ })).toHaveValue('Carla Mendes');
});

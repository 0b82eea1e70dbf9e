import { useNotificationStore } from '@sge/shared/notify';
import { mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import PaymentGatewaysPage from '../pages/payment-gateways-page';
import { aGateway } from './fixtures';

jest.setTimeout(30_000);

const FINANCIAL = { token: 'token', role: 'FINANCIAL', username: 'financeiro', id: 4 };
const stripe = aGateway();
const mercadoPago = aGateway({
  id: 3,
  name: 'MP Vendas',
  provider: 'MERCADO_PAGO',
  credentials: { accessToken: '••••6789', publicKey: '••••4321' },
});
const asaas = aGateway({ id: 2, name: 'Asaas Produção', provider: 'ASAAS', environment: 'PRODUCTION', active: true, credentials: { apiKey: '••••0001' } });

const renderPage = () => renderWithProviders(<PaymentGatewaysPage />, { route: '/admin/payment-gateways', session: FINANCIAL });
const notifications = () => useNotificationStore.getState().queue.map((n) => ({ color: n.color, text: n.text }));
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

it('lists gateways with masked credentials, environment and status in text', async () => {
  mockApi({ 'GET /api/payment-gateways': { body: { data: [asaas, stripe, mercadoPago] } } });
  renderPage();
  await screen.findByRole('cell', { name: 'Stripe Sandbox' });
  const row = within(rowOf('Stripe Sandbox'));
  // The stored credentials are named in pt-BR, not by their keys.
  expect(row.getByText('Chave secreta: ••••1234')).toBeInTheDocument();
  const mp = within(rowOf('MP Vendas'));
  expect(mp.getByText('Token de acesso: ••••6789')).toBeInTheDocument();
  expect(mp.getByText('Chave pública: ••••4321')).toBeInTheDocument();
  expect(screen.queryByText(/accessToken|Access token|Public key/)).not.toBeInTheDocument();
  expect(row.getByText('Sandbox (testes)')).toBeInTheDocument();
  expect(row.getByText('Inativo')).toBeInTheDocument();
  expect(row.getByText('Nunca testado')).toBeInTheDocument();
  const asaasRow = within(rowOf('Asaas Produção'));
  expect(asaasRow.getByText('Produção')).toBeInTheDocument();
  expect(asaasRow.getByText('Ativo')).toBeInTheDocument();
  expect(asaasRow.queryByRole('button', { name: 'Ativar Asaas Produção' })).not.toBeInTheDocument();
});

it('creates a gateway: the provider decides the credential fields, checked for the environment', async () => {
  const calls = mockApi({
    'GET /api/payment-gateways': { body: { data: [] } },
    'POST /api/payment-gateways': { status: 201, body: { data: stripe } },
  });
  const { user } = renderPage();
  await screen.findByText('Nenhum dado disponível');
  await user.click(screen.getByRole('button', { name: 'Novo gateway' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Novo gateway' }));
  await user.type(dialog.getByLabelText(/^Nome/), 'Stripe Produção');
  await user.selectOptions(dialog.getByLabelText(/^Provedor/), 'Stripe');
  await user.selectOptions(dialog.getByLabelText(/^Ambiente/), 'Produção');
  const secret = dialog.getByLabelText(/^Chave secreta/);
  expect(secret).toHaveAttribute('type', 'password');
  await user.type(secret, 'sk_test_1234567890abcd');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  expect(dialog.getByText('Chave secreta é uma chave de teste, mas o ambiente é Produção')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  await user.clear(secret);
  await user.type(secret, 'sk_live_1234567890abcd');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'success', text: 'Gateway cadastrado com sucesso' }));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
    name: 'Stripe Produção',
    provider: 'STRIPE',
    environment: 'PRODUCTION',
    description: null,
    credentials: { secretKey: 'sk_live_1234567890abcd' },
  });
});

it('editing shows the stored credential masked and keeps it when left blank', async () => {
  const calls = mockApi({
    'GET /api/payment-gateways': { body: { data: [stripe] } },
    'PUT /api/payment-gateways/1': { body: { data: stripe } },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Stripe Sandbox' });
  await user.click(screen.getByRole('button', { name: 'Editar Stripe Sandbox' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Editar gateway' }));
  expect(dialog.getByText(/Salvo: ••••1234/)).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'success', text: 'Gateway atualizado com sucesso' }));
  expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ credentials: {} });
});

it('tests a gateway and shows each check and that no connection was made', async () => {
  mockApi({
    'GET /api/payment-gateways': { body: { data: [stripe] } },
    'POST /api/payment-gateways/1/test': {
      body: {
        data: {
          ok: true,
          connectionAttempted: false,
          message: 'Configuração válida: campos obrigatórios presentes e formato das credenciais conferido. Nenhuma conexão com o provedor foi feita (verificação offline).',
          checks: [{ field: 'secretKey', label: 'Chave secreta', ok: true, message: 'Chave secreta: formato válido' }],
          testedAt: '2026-01-10T12:00:00.000Z',
        },
      },
    },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Stripe Sandbox' });
  await user.click(screen.getByRole('button', { name: 'Testar Stripe Sandbox' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Teste do gateway Stripe Sandbox' }));
  expect(dialog.getByText(/Nenhuma conexão com o provedor foi feita \(verificação offline\)/)).toBeInTheDocument();
  expect(dialog.getByText('Chave secreta: formato válido')).toBeInTheDocument();
  expect(dialog.getByText('OK')).toBeInTheDocument();
  expect(notifications()).toContainEqual({ color: 'success', text: 'Configuração do gateway válida (verificação offline)' });
});

it('activates a gateway after saying which one stops being active', async () => {
  const calls = mockApi({
    'GET /api/payment-gateways': { body: { data: [asaas, stripe] } },
    'PATCH /api/payment-gateways/1/activate': { body: { data: { ...stripe, active: true } } },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Stripe Sandbox' });
  await user.click(screen.getByRole('button', { name: 'Ativar Stripe Sandbox' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Ativar gateway' }));
  expect(dialog.getByText(/Asaas Produção deixará de ser o gateway ativo/)).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Ativar' }));
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'success', text: 'Gateway ativado com sucesso' }));
  expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
});

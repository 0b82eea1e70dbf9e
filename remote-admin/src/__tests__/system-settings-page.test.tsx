import { DEFAULT_SETTINGS } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { systemSettings } from '@sge/shared/session';
import { mockApi, renderWithProviders, screen, waitFor } from '@sge/shared/testing';
import SystemSettingsPage from '../pages/system-settings-page';
import { ADMIN_SESSION } from './fixtures';

jest.setTimeout(30_000);

const renderPage = () => renderWithProviders(<SystemSettingsPage />, { route: '/admin/settings', session: ADMIN_SESSION });
const notifications = () => useNotificationStore.getState().queue.map((n) => ({ color: n.color, text: n.text }));

it('loads the settings (defaults until saved) and saves them with a valid CNPJ', async () => {
  const saved = { ...DEFAULT_SETTINGS, companyName: 'Dourado Eventos', cnpj: '11222333000181', updatedAt: '2026-01-10T12:00:00.000Z' };
  let current = DEFAULT_SETTINGS;
  const calls = mockApi({
    'GET /api/settings': () => ({ body: { data: current } }),
    'POST /api/settings': () => {
      current = saved;
      return { body: { data: saved } };
    },
  });
  const { user } = renderPage();
  expect(screen.getByText('Carregando configurações...')).toBeInTheDocument();
  const name = await screen.findByLabelText(/^Nome da empresa/);
  expect(name).toHaveValue('Sistema de Gestão de Eventos');
  expect(screen.getByText('Valores padrão: ainda não foram salvos.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Dias para vencimento próximo/)).toHaveValue(7);
  const tolerance = screen.getByLabelText(/^Tolerância do relógio dos aparelhos \(minutos\)/);
  expect(tolerance).toHaveValue(5);
  await user.clear(tolerance);
  await user.type(tolerance, '10');

  await user.clear(name);
  await user.type(name, 'Dourado Eventos');
  await user.type(screen.getByLabelText(/^CNPJ/), '11.222.333/0001-80');
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(screen.getByText('CNPJ inválido')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  await user.clear(screen.getByLabelText(/^CNPJ/));
  await user.type(screen.getByLabelText(/^CNPJ/), '11.222.333/0001-81');
  await user.selectOptions(screen.getByLabelText(/^Posição das notificações/), 'Superior direita');
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'success', text: 'Configurações salvas com sucesso' }));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
    companyName: 'Dourado Eventos',
    cnpj: '11.222.333/0001-81',
    address: null,
    logoUrl: null,
    dueSoonDays: 7,
    offlinePurgeDays: 30,
    clockSkewMinutes: 10,
    notificationLocation: 'top-end',
  });
  expect(await screen.findByLabelText(/^CNPJ/)).toHaveValue('11.222.333/0001-81');
  // This device follows the saved settings at once (notification location, company name).
  expect(systemSettings()).toMatchObject({ companyName: 'Dourado Eventos', cnpj: '11222333000181' });
});

it('refuses out-of-range days, an out-of-range clock tolerance and a logo that is not an image', async () => {
  const calls = mockApi({ 'GET /api/settings': { body: { data: DEFAULT_SETTINGS } } });
  const { user } = renderPage();
  const days = await screen.findByLabelText(/^Dias para limpeza de dados offline/);
  await user.clear(days);
  await user.type(days, '400');
  const tolerance = screen.getByLabelText(/^Tolerância do relógio dos aparelhos/);
  await user.clear(tolerance);
  await user.type(tolerance, '1441');
  await user.type(screen.getByLabelText(/^Logo/), 'javascript:alert(1)');
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(screen.getByText('Informe um número inteiro de 1 a 365')).toBeInTheDocument();
  expect(screen.getByText('Informe um número inteiro de 1 a 1440')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  expect(screen.getByText('Logo deve ser um endereço http(s) ou uma imagem (PNG, JPEG, GIF, WebP ou SVG)')).toBeInTheDocument();
});

it('shows an error state with Tentar novamente when the settings do not load', async () => {
  let calls = 0;
  // A 5xx is retried twice (SPEC §4) before the page says it failed.
  mockApi({ 'GET /api/settings': () => (++calls <= 3 ? { status: 500, body: { message: 'Erro' } } : { body: { data: DEFAULT_SETTINGS } }) });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByLabelText(/^Nome da empresa/)).toBeInTheDocument();
});

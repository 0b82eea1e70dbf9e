import { NOTIFICATION_TIMEOUTS, notify, useNotificationStore } from '@sge/shared/notify';

beforeEach(() => useNotificationStore.getState().clear());

it('uses the SPEC §9 timeouts per type and bottom as default location', () => {
  notify.success('ok');
  notify.error('falhou');
  notify.warning('cuidado');
  notify.info('fyi');
  const q = useNotificationStore.getState().queue;
  expect(q.map((n) => n.timeout)).toEqual([3000, 5000, 4000, 3000]);
  expect(q.every((n) => n.location === 'bottom')).toBe(true);
  expect(NOTIFICATION_TIMEOUTS.primary).toBe(3000);
});

it('falls back to the default texts', () => {
  notify.success();
  notify.error();
  expect(useNotificationStore.getState().queue.map((n) => n.text)).toEqual(['Operação realizada com sucesso', 'Ocorreu um erro']);
});

it('shows loading with timeout 0 and no close button', () => {
  const id = notify.loading();
  const n = useNotificationStore.getState().queue.find((x) => x.id === id);
  expect(n).toMatchObject({ text: 'Carregando...', timeout: 0, showCloseButton: false });
  notify.dismiss(id);
  expect(useNotificationStore.getState().queue).toHaveLength(0);
});

it('uses the location the user chose in their settings', () => {
  localStorage.setItem('sge:user-settings', JSON.stringify({ notificationLocation: 'top-end' }));
  notify.info('x');
  expect(useNotificationStore.getState().queue[0].location).toBe('top-end');
  localStorage.removeItem('sge:user-settings');
});

it('drops the notifications of a page the user has left, and keeps those not tied to a page', () => {
  notify.error('Falhou aqui', { page: '/financial/charts' });
  notify.error('Sessão expirada. Faça login novamente.');
  notify.success('Salvo', { page: '/financial/charts' });
  const texts = () => useNotificationStore.getState().queue.map((n) => n.text);
  useNotificationStore.getState().leavePage('/financial/charts');
  expect(texts()).toEqual(['Falhou aqui', 'Sessão expirada. Faça login novamente.', 'Salvo']);
  useNotificationStore.getState().leavePage('/financial/cash-flow');
  expect(texts()).toEqual(['Sessão expirada. Faça login novamente.']);
});

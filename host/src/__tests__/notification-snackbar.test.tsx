import { act, renderWithProviders, screen, userEvent, waitFor } from '@sge/shared/testing';
import { useNavigate } from '@sge/shared/router';
import { notify, useNotificationStore } from '@sge/shared/notify';
import { getMotion, loadMotion } from '@sge/shared/ui';
import { NotificationSnackbar } from '../shell/notification-snackbar';

it('shows one notification at a time and hides it after its timeout', () => {
  jest.useFakeTimers();
  renderWithProviders(<NotificationSnackbar />);
  act(() => {
    notify.success('Salvo');
    notify.error('Falhou');
  });
  expect(screen.getByTestId('snackbar')).toHaveTextContent('Salvo');
  expect(screen.getByTestId('snackbar')).toHaveAttribute('role', 'status');
  act(() => void jest.advanceTimersByTime(3000));
  expect(screen.getByTestId('snackbar')).toHaveTextContent('Falhou');
  expect(screen.getByTestId('snackbar')).toHaveAttribute('role', 'alert');
  act(() => void jest.advanceTimersByTime(4999));
  expect(screen.getByTestId('snackbar')).toHaveTextContent('Falhou');
  act(() => void jest.advanceTimersByTime(1));
  expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  jest.useRealTimers();
});

it('keeps a loading notification (timeout 0, no close button) until dismissed', () => {
  jest.useFakeTimers();
  renderWithProviders(<NotificationSnackbar />);
  let id = 0;
  act(() => void (id = notify.loading()));
  act(() => void jest.advanceTimersByTime(60_000));
  expect(screen.getByTestId('snackbar')).toHaveTextContent('Carregando...');
  expect(screen.queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
  act(() => notify.dismiss(id));
  expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  jest.useRealTimers();
});

it('closes with the close button and runs an action', async () => {
  const user = userEvent.setup();
  const onUpdate = jest.fn();
  renderWithProviders(<NotificationSnackbar />);
  act(() => void notify.info('Nova versão disponível!', { timeout: 0, actions: [{ label: 'Atualizar', onClick: onUpdate }] }));
  await user.click(screen.getByRole('button', { name: 'Atualizar' }));
  expect(onUpdate).toHaveBeenCalled();
  expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  act(() => void notify.warning('Atenção'));
  await user.click(screen.getByRole('button', { name: 'Fechar' }));
  expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
});

it('slides in with framer-motion once motion has loaded after the first paint', async () => {
  renderWithProviders(<NotificationSnackbar />);
  act(() => void notify.info('Antes'));
  // The first screen has no animation library: a plain box.
  expect(screen.getByTestId('snackbar')).not.toHaveAttribute('data-motion');
  await act(() => loadMotion());
  getMotion()?.skipAnimations();
  const snackbar = screen.getByTestId('snackbar');
  expect(snackbar).toHaveAttribute('data-motion', 'snackbar');
  expect(snackbar).toHaveAttribute('role', 'status');
  expect(snackbar).toHaveTextContent('Antes');
  await waitFor(() => expect(snackbar.style.opacity).toBe('1'));
  act(() => notify.dismiss(useNotificationStore.getState().queue[0].id));
  expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
});

it("drops a failed request's message when the user moves to another page; messages not tied to a page stay", async () => {
  function GoTo({ to }: { to: string }) {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate(to)}>
        Ir
      </button>
    );
  }
  const { user } = renderWithProviders(
    <>
      <GoTo to="/financial/cash-flow" />
      <NotificationSnackbar />
    </>,
    { route: '/financial/charts' },
  );
  act(() => {
    notify.error('Não foi possível carregar os indicadores', { page: '/financial/charts', timeout: 0 });
    notify.error('Outra falha desta página', { page: '/financial/charts', timeout: 0 });
    notify.warning('Sem conexão', { timeout: 0 });
  });
  expect(screen.getByTestId('snackbar')).toHaveTextContent('Não foi possível carregar os indicadores');
  await user.click(screen.getByRole('button', { name: 'Ir' }));
  expect(screen.getByTestId('snackbar')).toHaveTextContent('Sem conexão');
  expect(useNotificationStore.getState().queue.map((n) => n.text)).toEqual(['Sem conexão']);
});

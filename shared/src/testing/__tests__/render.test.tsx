import { notify, useNotificationStore } from '@sge/shared/notify';
import { useLocation } from '@sge/shared/router';
import { STORAGE_KEYS, useSessionStore } from '@sge/shared/session';
import { Button, Heading, useChakraContext } from '@sge/shared/ui';
import { renderWithProviders, screen, userEvent } from '../index';

function Probe() {
  const location = useLocation();
  const username = useSessionStore((s) => s.username);
  const system = useChakraContext();
  return (
    <div>
      <Heading>{location.pathname + location.search}</Heading>
      <p>user:{username ?? 'none'}</p>
      <p>gold:{system.token('colors.gold.500')}</p>
    </div>
  );
}

describe('renderWithProviders', () => {
  it('provides the SGE system and a memory router at the given route', () => {
    renderWithProviders(<Probe />, { route: '/events?x=1' });
    expect(screen.getByRole('heading', { name: '/events?x=1' })).toBeInTheDocument();
    expect(screen.getByText('gold:#D4AF37')).toBeInTheDocument();
  });

  it('defaults to "/" and a signed-out session, clearing a previous session', () => {
    useSessionStore.getState().signIn({ token: 't', role: 'ADMIN', username: 'old', id: 9, photoUrl: null });
    renderWithProviders(<Probe />);
    expect(screen.getByRole('heading', { name: '/' })).toBeInTheDocument();
    expect(screen.getByText('user:none')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('signs the given session in (either role naming)', () => {
    renderWithProviders(<Probe />, { session: { token: 'abc', role: 'gerente', username: 'ana', id: 3 } });
    expect(screen.getByText('user:ana')).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ token: 'abc', role: 'MANAGER', user: { id: 3, photoUrl: null } });
  });

  it('clears the notification queue', () => {
    notify.success('antes');
    renderWithProviders(<Probe />);
    expect(useNotificationStore.getState().queue).toEqual([]);
  });

  it('returns a user-event instance that works with fake timers too', async () => {
    jest.useFakeTimers();
    const onClick = jest.fn();
    const { user } = renderWithProviders(<Button onClick={onClick}>Clique</Button>);
    await user.click(screen.getByRole('button', { name: 'Clique' }));
    expect(onClick).toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('keeps the providers on rerender and re-exports userEvent', () => {
    const { rerender } = renderWithProviders(<Probe />, { route: '/a' });
    rerender(<Probe />);
    expect(screen.getByRole('heading', { name: '/a' })).toBeInTheDocument();
    expect(typeof userEvent.setup).toBe('function');
  });
});

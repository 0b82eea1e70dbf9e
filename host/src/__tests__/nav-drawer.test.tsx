import { renderWithProviders, screen, userEvent, waitFor } from '@sge/shared/testing';
import { loadMotion } from '@sge/shared/ui';
import { NavDrawer } from '../shell/nav-drawer';

jest.mock('../routes/route-loader', () => ({ preloadRoute: jest.fn() }));
const { preloadRoute } = jest.requireMock<{ preloadRoute: jest.Mock }>('../routes/route-loader');

const renderNav = (role: 'ADMIN' | 'MANAGER' | 'COORDINATOR' | 'FINANCIAL', route = '/') =>
  renderWithProviders(<NavDrawer open overlay={false} onClose={() => undefined} />, {
    route,
    session: { token: 't', username: 'u', id: 1, role },
  });

it('is a nav landmark with the entries of the role', () => {
  renderNav('COORDINATOR');
  const nav = screen.getByRole('navigation', { name: 'Menu principal' });
  expect(nav).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Dashboard/ })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: /Eventos/ })).toHaveAttribute('href', '/events');
  expect(screen.queryByText('Funcionários')).not.toBeInTheDocument();
  expect(screen.queryByText('Financeiro')).not.toBeInTheDocument();
});

it('shows the dot badge on Eventos', () => {
  renderNav('FINANCIAL');
  expect(screen.getByTestId('menu-badge-dot')).toBeInTheDocument();
});

it('opens only one group at a time', async () => {
  const user = userEvent.setup();
  renderNav('ADMIN');
  const financial = screen.getByRole('button', { name: 'Financeiro' });
  const settings = screen.getByRole('button', { name: 'Configurações' });
  expect(financial).toHaveAttribute('aria-expanded', 'false');
  await user.click(financial);
  expect(financial).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Contas a Pagar' })).toBeVisible();
  await user.click(settings);
  expect(settings).toHaveAttribute('aria-expanded', 'true');
  expect(financial).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Contas a Pagar' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sistema' })).toHaveAttribute('href', '/admin/settings');
});

it('opens the group of the current page and marks the page current', () => {
  renderNav('MANAGER', '/inventory/reports');
  expect(screen.getByRole('button', { name: 'Inventário' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Relatórios' })).toHaveAttribute('aria-current', 'page');
});

it('preloads a page when its link is hovered', async () => {
  const user = userEvent.setup();
  renderNav('MANAGER');
  await user.hover(screen.getByRole('link', { name: /Funcionários/ }));
  expect(preloadRoute).toHaveBeenCalledWith(expect.objectContaining({ path: '/employees' }));
});

it('slides in and out with framer-motion when motion had loaded before the layout mounted', async () => {
  const motion = await loadMotion();
  motion.skipAnimations();
  const session = { token: 't', username: 'u', id: 1, role: 'ADMIN' as const };
  const { rerender } = renderWithProviders(<NavDrawer open overlay onClose={() => undefined} />, { session });
  const nav = screen.getByRole('navigation', { name: 'Menu principal' });
  expect(nav).toHaveAttribute('data-motion', 'drawer');
  expect(nav).toHaveAttribute('id', 'main-navigation');
  await waitFor(() => expect(nav.style.transform).toBe('none'));
  rerender(<NavDrawer open={false} overlay onClose={() => undefined} />);
  await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument());
});

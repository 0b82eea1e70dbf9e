import { ROLES, checkRouteAccess, type Role } from '@sge/shared/access';
import { renderWithProviders, screen, userEvent, waitFor, within } from '@sge/shared/testing';
import { loadMotion } from '@sge/shared/ui';
import { NOT_FOUND_ROUTE, findRoute } from '../routes/route-table';
import { NavDrawer } from '../shell/nav-drawer';

jest.mock('../routes/route-loader', () => ({ preloadRoute: jest.fn(), prefetchRouteData: jest.fn() }));
const { preloadRoute, prefetchRouteData } = jest.requireMock<{ preloadRoute: jest.Mock; prefetchRouteData: jest.Mock }>('../routes/route-loader');

/** Each render of a router Link, by its target: what a navigation re-renders in the menu. */
const linkRenders: string[] = [];
jest.mock('@sge/shared/router', () => {
  const actual = jest.requireActual<typeof import('@sge/shared/router')>('@sge/shared/router');
  const { forwardRef, createElement } = jest.requireActual<typeof import('react')>('react');
  const Link = forwardRef<HTMLAnchorElement, import('@sge/shared/router').LinkProps>((props, ref) => {
    linkRenders.push(String(props.to));
    return createElement(actual.Link, { ...props, ref });
  });
  return { ...actual, Link };
});

const renderNav = (role: Role, route = '/') =>
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

/** Opens every group of the rendered menu and returns the href of every link, in order. */
async function allMenuLinks(): Promise<string[]> {
  const user = userEvent.setup();
  const nav = screen.getByRole('navigation', { name: 'Menu principal' });
  const hrefs: string[] = [];
  for (const link of within(nav).queryAllByRole('link')) hrefs.push(link.getAttribute('href')!);
  for (const group of within(nav).queryAllByRole('button')) {
    await user.click(group);
    const panel = document.getElementById(group.getAttribute('aria-controls')!)!;
    for (const link of within(panel).getAllByRole('link')) hrefs.push(link.getAttribute('href')!);
  }
  return [...new Set(hrefs)];
}

it.each(ROLES)('offers %s only pages of the route table that the role may open', async (role) => {
  renderNav(role);
  const hrefs = await allMenuLinks();
  expect(hrefs.length).toBeGreaterThan(1);
  for (const href of hrefs) {
    expect([href, checkRouteAccess(href, role, true)]).toEqual([href, 'allow']);
    expect(findRoute(href)).not.toBe(NOT_FOUND_ROUTE);
  }
});

it('gives financial its finance pages, and manager none it cannot open', async () => {
  const user = userEvent.setup();
  const { unmount } = renderNav('FINANCIAL');
  await user.click(screen.getByRole('button', { name: 'Financeiro' }));
  for (const name of ['Contas a Pagar', 'Contas a Receber', 'Contas Recorrentes', 'Inadimplentes', 'Solicitações de Pagamento', 'Orçamentos']) {
    expect(screen.getByRole('link', { name })).toBeVisible();
  }
  unmount();
  renderNav('MANAGER');
  await user.click(screen.getByRole('button', { name: 'Financeiro' }));
  for (const name of ['Contas a Pagar', 'Contas a Receber', 'Contas Recorrentes', 'Inadimplentes']) {
    expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'Fluxo de Caixa' })).toHaveAttribute('href', '/financial/cash-flow');
});

it('gives a coordinator walk-in registration and inventory', async () => {
  const user = userEvent.setup();
  renderNav('COORDINATOR');
  await user.click(screen.getByRole('button', { name: 'Cadastro' }));
  expect(screen.getByRole('link', { name: 'Cadastro presencial' })).toHaveAttribute('href', '/register');
  await user.click(screen.getByRole('button', { name: 'Inventário' }));
  expect(screen.getByRole('link', { name: 'Visão geral' })).toHaveAttribute('href', '/inventory');
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

it('preloads a page (its code, then its first query) when its link is hovered', async () => {
  const user = userEvent.setup();
  renderNav('MANAGER');
  await user.hover(screen.getByRole('link', { name: /Funcionários/ }));
  expect(prefetchRouteData).toHaveBeenCalledWith(expect.objectContaining({ path: '/employees' }));
});

it("loads the code of a group's entries when the group is pointed at or focused, not their data (issue 15: menu switch)", async () => {
  const user = userEvent.setup();
  renderNav('ADMIN');
  const group = screen.getByRole('button', { name: /Inventário/ });
  await user.hover(group);
  const paths = () => preloadRoute.mock.calls.map(([route]: [{ path: string }]) => route.path);
  expect(paths()).toEqual(expect.arrayContaining(['/inventory', '/inventory/transactions', '/inventory/reports']));
  expect(paths().every((p) => p.startsWith('/inventory'))).toBe(true);
  expect(prefetchRouteData).not.toHaveBeenCalled();
  preloadRoute.mockClear();
  screen.getByRole('button', { name: /Financeiro/ }).focus();
  expect(paths()).toEqual(expect.arrayContaining(['/financial/budgets', '/financial/accounts-payable']));
});

it("starts the page's first data request with its code on hover and on focus (issue 15: menu switch)", async () => {
  const user = userEvent.setup();
  renderNav('MANAGER');
  await user.hover(screen.getByRole('link', { name: /Funcionários/ }));
  expect(prefetchRouteData).toHaveBeenCalledWith(expect.objectContaining({ path: '/employees' }));
  screen.getByRole('link', { name: /Eventos/ }).focus();
  expect(prefetchRouteData).toHaveBeenCalledWith(expect.objectContaining({ path: '/events' }));
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

it('re-renders only the entries left and opened on a navigation, not the whole menu', async () => {
  const user = userEvent.setup();
  renderNav('ADMIN', '/events');
  await user.click(screen.getByRole('button', { name: 'Inventário' }));
  linkRenders.length = 0;
  await user.click(screen.getByRole('link', { name: 'Visão geral' }));
  expect(screen.getByRole('link', { name: 'Visão geral' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: /Eventos/ })).not.toHaveAttribute('aria-current');
  expect(linkRenders.sort()).toEqual(['/events', '/inventory']);
});

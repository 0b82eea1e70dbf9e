/**
 * The signed-in shell on a 360-wide phone (issue 12): finger-sized controls in the top bar and the
 * menu, and a snackbar that can never be wider than the screen. Sizes are read from the styles the
 * components declare (jsdom lays nothing out); the e2e narrow-screens journey measures them.
 */
import { act, renderWithProviders, screen } from '@sge/shared/testing';
import { notify } from '@sge/shared/notify';
import { NotificationSnackbar } from '../shell/notification-snackbar';
import { NavDrawer } from '../shell/nav-drawer';
import { TopBar } from '../shell/top-bar';

jest.mock('../routes/route-loader', () => ({ preloadRoute: jest.fn(), prefetchRouteData: jest.fn() }));

const TAP = 'var(--chakra-sizes-11)'; // 44px

const session = { token: 't', username: 'ana', id: 1, role: 'ADMIN' } as const;

// The top bar is light: its sizes come from index.html's static sheet, read here as the browser does.
declare const require: (id: 'node:fs') => { readFileSync: (file: string, encoding: 'utf8') => string };
declare const __dirname: string;
const STATIC_SHEET = /<style>([\s\S]*?)<\/style>/.exec(require('node:fs').readFileSync(`${__dirname}/../../public/index.html`, 'utf8'))?.[1] ?? '';

it('gives the top bar controls a 44 px tap target and keeps the search field named', () => {
  const sheet = document.createElement('style');
  sheet.textContent = STATIC_SHEET;
  document.head.append(sheet);
  renderWithProviders(<TopBar menuOpen={false} onToggleMenu={() => undefined} />, { session });
  const controls = [
    screen.getByRole('button', { name: 'Abrir menu' }),
    screen.getByRole('button', { name: /^Notificações/ }),
    screen.getByRole('button', { name: /^Menu do usuário/ }),
  ];
  for (const control of controls) {
    const style = getComputedStyle(control);
    expect(style.minWidth).toBe('2.75rem'); // 44px
    expect([style.height, style.minHeight]).toContain('2.75rem');
    expect(style.flexShrink).toBe('0');
  }
  // 'Buscar' is only visually hidden on a phone: it still names the field.
  expect(screen.getByRole('combobox', { name: /Buscar/ })).toBeInTheDocument();
  expect(getComputedStyle(screen.getByRole('search')).minWidth).toMatch(/^0(px)?$/);
  sheet.remove();
});

it('gives every menu entry and group a 44 px tap target', () => {
  renderWithProviders(<NavDrawer open overlay onClose={() => undefined} />, { session });
  const nav = screen.getByRole('navigation', { name: 'Menu principal' });
  const targets = [...nav.querySelectorAll('a, button')];
  expect(targets.length).toBeGreaterThan(3);
  for (const target of targets) expect(getComputedStyle(target).minHeight).toBe(TAP);
});

it('centres the snackbar between both edges of the screen, never wider than it', () => {
  renderWithProviders(<NotificationSnackbar />);
  act(() => void notify.error('Acesso não autorizado.', { location: 'top' }));
  const style = getComputedStyle(screen.getByTestId('snackbar'));
  expect(style.left).toBe(style.right);
  expect(style.transform).toBe('');
  expect(style.getPropertyValue('margin-inline')).toBe('auto');
  expect(style.maxWidth).toContain('100vw - 32px');
  expect(style.minWidth).toContain('100vw - 32px');
});

it('names the user menu by its visible text, with no aria-label hiding it (WCAG 2.5.3)', () => {
  renderWithProviders(<TopBar menuOpen={false} onToggleMenu={() => undefined} />, { session });
  const trigger = screen.getByRole('button', { name: /^Menu do usuário/ });
  expect(trigger).not.toHaveAttribute('aria-label');
  // The name and role the button shows are part of its name; the avatar's initials are not.
  expect(trigger).toHaveAccessibleName('Menu do usuário ana Administrador');
  expect(trigger.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^a$/i);
});

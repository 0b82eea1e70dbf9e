import { act, renderWithProviders, screen } from '@sge/shared/testing';
import { useSessionStore } from '@sge/shared/session';
import { Route, Routes, useLocation } from '@sge/shared/router';
import { RouteGuard, safeRedirect } from '../routes/route-guard';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderGuarded(route: string, session?: { role: 'ADMIN' | 'MANAGER' | 'COORDINATOR' | 'FINANCIAL' }) {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <Where />
            <RouteGuard>
              <p>conteúdo protegido</p>
            </RouteGuard>
          </>
        }
      />
    </Routes>,
    { route, session: session ? { token: 't', username: 'u', id: 1, role: session.role } : undefined },
  );
}

const setOnline = (online: boolean) => Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => setOnline(true));

it('sends a signed-out user to /login with the full original path in redirect', () => {
  renderGuarded('/employees?busca=ana#topo');
  expect(screen.getByTestId('where')).toHaveTextContent('/login?redirect=%2Femployees%3Fbusca%3Dana%23topo');
});

it('lets public routes through when signed out', () => {
  renderGuarded('/registration/pre-registration?token=abc');
  expect(screen.getByText('conteúdo protegido')).toBeInTheDocument();
});

it('sends a role that is not allowed to /unauthorized', () => {
  renderGuarded('/employees', { role: 'COORDINATOR' });
  expect(screen.getByTestId('where')).toHaveTextContent('/unauthorized');
});

it('lets an allowed role through', () => {
  renderGuarded('/employees', { role: 'MANAGER' });
  expect(screen.getByText('conteúdo protegido')).toBeInTheDocument();
});

it('offline, redirects any path but /events, /login and /unauthorized to /events', () => {
  setOnline(false);
  renderGuarded('/employees', { role: 'ADMIN' });
  expect(screen.getByTestId('where')).toHaveTextContent('/events');
});

it('offline, keeps /events', () => {
  setOnline(false);
  renderGuarded('/events', { role: 'COORDINATOR' });
  expect(screen.getByText('conteúdo protegido')).toBeInTheDocument();
});

it('sends a signed-in user on /login to the redirect target', () => {
  renderGuarded('/login?redirect=%2Fevents', { role: 'ADMIN' });
  expect(screen.getByTestId('where')).toHaveTextContent('/events');
});

describe('safeRedirect', () => {
  it('accepts paths of this origin only', () => {
    expect(safeRedirect('?redirect=%2Femployees%3Fx%3D1')).toBe('/employees?x=1');
    expect(safeRedirect('?redirect=%2F%2Fevil.example')).toBeNull();
    expect(safeRedirect('?redirect=https%3A%2F%2Fevil.example')).toBeNull();
    expect(safeRedirect('?redirect=%2Flogin')).toBeNull();
    expect(safeRedirect('')).toBeNull();
  });
});

it('after a deliberate logout, goes to /login without the redirect query', () => {
  renderGuarded('/employees', { role: 'ADMIN' });
  expect(screen.getByText('conteúdo protegido')).toBeInTheDocument();
  act(() => useSessionStore.getState().signOut({ byUser: true }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
});

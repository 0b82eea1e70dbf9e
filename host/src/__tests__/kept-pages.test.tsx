import { useEffect, useState } from 'react';
import { act, renderWithProviders, screen } from '@sge/shared/testing';
import { useLocation, useNavigate, type Location } from '@sge/shared/router';
import { FormDialog } from '@sge/shared/ui';
import { KEPT_PAGES, KeptPages, keepPage } from '../shell/kept-pages';

const mounts: string[] = [];
const effects: string[] = [];
const renders: string[] = [];

/** A page with state of its own (a counter), saying where it thinks it is. */
function Page({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  renders.push(name);
  // Runs once per mount (an effect would run again each time the page shows).
  useState(() => mounts.push(name));
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    effects.push(`${name} on`);
    return () => void effects.push(`${name} off`);
  }, [name]);
  return (
    <section aria-label={name}>
      <p>{`${name} em ${pathname}${search}`}</p>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>{`${name}: ${clicks}`}</button>
    </section>
  );
}

/** A page whose 'Novo item' opens a form dialog (drawn in a portal, as every SGE dialog). */
function PageWithDialog({ name }: { name: string }) {
  useState(() => mounts.push(name));
  const [open, setOpen] = useState(false);
  return (
    <section aria-label={name}>
      <button type="button" onClick={() => setOpen(true)}>
        Novo item
      </button>
      <FormDialog open={open} onClose={() => setOpen(false)} title="Novo item">
        <input aria-label="Nome" />
      </FormDialog>
    </section>
  );
}

let navigate: ReturnType<typeof useNavigate>;
const renderPage = (path: string) => (path === '/budgets' ? <PageWithDialog name={path} /> : <Page name={path} />);

function Harness() {
  navigate = useNavigate();
  const location = useLocation();
  const key = location.pathname;
  return <KeptPages pageKey={key} location={location} render={renderPage} />;
}

const go = (to: string) => act(() => void navigate(to));

beforeEach(() => {
  mounts.length = 0;
  effects.length = 0;
  renders.length = 0;
});

it('shows a page left last as the user left it, without mounting it again, and hides the one left', async () => {
  const { user } = renderWithProviders(<Harness />, { route: '/employees' });
  await user.click(screen.getByRole('button', { name: '/employees: 0' }));
  go('/users');
  expect(screen.queryByRole('region', { name: '/employees' })).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: '/users' })).toBeVisible();

  go('/employees');
  expect(screen.getByRole('button', { name: '/employees: 1' })).toBeVisible();
  expect(screen.queryByRole('region', { name: '/users' })).not.toBeInTheDocument();
  expect(mounts).toEqual(['/employees', '/users']);
});

it('draws a kept page again only when its own address changes, not as the user moves between others', () => {
  renderWithProviders(<Harness />, { route: '/employees' });
  go('/users');
  go('/events');
  go('/users');
  go('/employees');
  expect(renders.filter((name) => name === '/employees')).toHaveLength(1);
  go('/employees?busca=ana');
  expect(renders.filter((name) => name === '/employees')).toHaveLength(2);
  expect(screen.getByText('/employees em /employees?busca=ana')).toBeVisible();
});

it('stops a hidden page’s effects and starts them again when it shows', () => {
  renderWithProviders(<Harness />, { route: '/employees' });
  go('/users');
  go('/employees');
  expect(effects).toEqual(['/employees on', '/employees off', '/users on', '/users off', '/employees on']);
});

it('gives a hidden page the location it was left at, not the one shown', () => {
  renderWithProviders(<Harness />, { route: '/employees?busca=ana' });
  go('/events?evento=7');
  // Hidden, but still in the tree: its text says where it believes it is.
  expect(screen.getByText('/employees em /employees?busca=ana')).not.toBeVisible();
  expect(screen.getByText('/events em /events?evento=7')).toBeVisible();
});

it(`keeps at most ${KEPT_PAGES} pages, dropping the one shown least recently`, () => {
  renderWithProviders(<Harness />, { route: '/a' });
  go('/b');
  go('/c');
  go('/a');
  go('/d');
  expect(screen.queryByText('/b em /b')).toBeNull();
  expect(screen.getByText('/a em /a')).toBeInTheDocument();
  expect(screen.getByText('/c em /c')).toBeInTheDocument();
  go('/b');
  expect(mounts).toEqual(['/a', '/b', '/c', '/d', '/b']);
});

it('keepPage replaces a page’s location, keeps the order of the tree and drops the least recent', () => {
  const at = (pathname: string) => ({ pathname, search: '', hash: '', state: null, key: pathname }) as Location;
  let kept = keepPage([], '/a', at('/a'), 2);
  kept = keepPage(kept, '/b', at('/b'), 2);
  kept = keepPage(kept, '/a', at('/a?x=1'), 2);
  expect(kept.map((p) => [p.key, p.location.pathname])).toEqual([
    ['/a', '/a?x=1'],
    ['/b', '/b'],
  ]);
  const same = kept[0].location;
  expect(keepPage(kept, '/a', { ...same, key: 'another visit' }, 2)[0].location).toBe(same);
  kept = keepPage(kept, '/c', at('/c'), 2);
  expect(kept.map((p) => p.key)).toEqual(['/a', '/c']);
});

it('does not keep a page left with a dialog open: the dialog goes with it, and the page is drawn anew', async () => {
  const { user } = renderWithProviders(<Harness />, { route: '/budgets' });
  await user.click(screen.getByRole('button', { name: 'Novo item' }));
  expect(await screen.findByRole('dialog', { name: 'Novo item' })).toBeVisible();
  go('/users');
  expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: '/users' })).toBeVisible();
  go('/budgets');
  expect(screen.getByRole('button', { name: 'Novo item' })).toBeVisible();
  expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  expect(mounts).toEqual(['/budgets', '/users', '/budgets']);
});

it('keeps a page whose dialog was closed before leaving', async () => {
  const { user } = renderWithProviders(<Harness />, { route: '/budgets' });
  await user.click(screen.getByRole('button', { name: 'Novo item' }));
  await user.click(await screen.findByRole('button', { name: 'Fechar' }));
  go('/users');
  go('/budgets');
  expect(mounts).toEqual(['/budgets', '/users']);
});

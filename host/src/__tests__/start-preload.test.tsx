import type { Role } from '@sge/shared/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { setApiBase } from '@sge/shared/http';
import { useSessionStore } from '@sge/shared/session';
import { Startup } from '../shell/startup';
import { preloadStartRoute } from '../routes/route-loader';
import { initRemotes, loadRemoteModule } from '../federation/remotes';
import { knownOfflineEvents, resetOfflineEventsCheck } from '../shell/offline-events-check';

jest.mock('../federation/remotes', () => ({
  ...jest.requireActual('../federation/remotes'),
  loadRemoteModule: jest.fn(() => Promise.resolve({ default: () => null, prefetch: mockPagePrefetch })),
  initRemotes: jest.fn(() => Promise.resolve({})),
}));

/** The page module's prefetch (its first query), run once the module has arrived. */
const mockPagePrefetch = jest.fn();
const loadRemote = loadRemoteModule as jest.Mock;
const page = () => new Response(JSON.stringify({ data: [], meta: { total: 0, page: 1, pageSize: 10 } }), { status: 200 });
const signIn = (role: Role) => useSessionStore.getState().signIn({ token: 'tk', role, username: 'u', id: 3, photoUrl: null });
let fetchMock: jest.Mock;

beforeEach(() => {
  setApiBase('/api');
  localStorage.clear();
  useSessionStore.getState().signOut();
  fetchMock = jest.fn().mockImplementation(() => Promise.resolve(page()));
  globalThis.fetch = fetchMock;
  loadRemote.mockClear();
  mockPagePrefetch.mockClear();
  resetOfflineEventsCheck();
});

it("starts the opened page's code and first query, for a role that may open it", async () => {
  signIn('COORDINATOR');
  expect(preloadStartRoute('/events', '')?.path).toBe('/events');
  expect(loadRemote).toHaveBeenCalledWith('events', 'EventsPage');
  await waitFor(() => expect(mockPagePrefetch).toHaveBeenCalledTimes(1));
});

it("on the venue path, starts the light page's code and what its screen asks first for the opened URL", async () => {
  signIn('COORDINATOR');
  expect(preloadStartRoute('/events', '?evento=5', true)?.path).toBe('/events');
  expect(loadRemote).toHaveBeenCalledWith('events', 'EventsVenue');
  await waitFor(() => expect(mockPagePrefetch).toHaveBeenCalledWith('?evento=5'));
});

it('starts nothing signed out, for a page the role may not open, or for an unknown page', () => {
  expect(preloadStartRoute('/events', '')).toBeNull();
  signIn('COORDINATOR');
  expect(preloadStartRoute('/users', '')).toBeNull();
  expect(preloadStartRoute('/nao-existe', '')).toBeNull();
  expect(loadRemote).not.toHaveBeenCalled();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(mockPagePrefetch).not.toHaveBeenCalled();
});

it('loads only the code when the URL carries a query (the page asks another list page itself)', async () => {
  signIn('ADMIN');
  expect(preloadStartRoute('/employees', '?page=3')?.path).toBe('/employees');
  expect(loadRemote).toHaveBeenCalledWith('registration', 'EmployeesPage');
  await Promise.resolve();
  expect(mockPagePrefetch).not.toHaveBeenCalled();
});

it('loads the opened page behind the splash, right after the first start step', async () => {
  signIn('COORDINATOR');
  // A page no other test here has loaded (the loader remembers each load).
  window.history.pushState({}, '', '/inventory');
  const onReady = jest.fn();
  try {
    render(<Startup onReady={onReady} />);
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('inventory', 'InventoryOverviewPage'));
    await waitFor(() => expect(mockPagePrefetch).toHaveBeenCalledTimes(1));
    // Steps 2 and 3 (0.5 s each) are still ahead: the splash is on, the app not ready.
    expect(onReady).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Sistema de Gestão de Eventos' })).toBeInTheDocument();
  } finally {
    window.history.pushState({}, '', '/');
  }
});

it("asks behind the splash whether the device holds offline events, for the venue roles only", async () => {
  signIn('FINANCIAL');
  const first = render(<Startup onReady={() => undefined} />);
  await waitFor(() => expect(initRemotes).toHaveBeenCalled());
  await new Promise((r) => setTimeout(r, 50));
  expect(knownOfflineEvents()).toBeNull();
  first.unmount();
  signIn('COORDINATOR');
  render(<Startup onReady={() => undefined} />);
  await waitFor(() => expect(knownOfflineEvents()).toBe(false));
  expect(screen.getByRole('heading', { name: 'Sistema de Gestão de Eventos' })).toBeInTheDocument();
});

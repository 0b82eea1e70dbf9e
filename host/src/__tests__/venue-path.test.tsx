import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';

// The venue path paints without Chakra: any module of it that imports the UI entry fails here (and
// so does every Chakra island, which says so where it was asked for).
jest.mock('@sge/shared/ui', () => {
  throw new Error('Chakra on the venue path');
});

// The events remote's light page: 'Ver detalhes' opens the event (it acts; nothing is replayed).
const remoteLoads: string[] = [];
jest.mock('../federation/remotes', () => ({
  initRemotes: () => Promise.resolve({}),
  resetRemote: () => undefined,
  loadRemoteModule: (remote: string, module: string) => {
    remoteLoads.push(`${remote}/${module}`);
    return Promise.resolve({
      default: function EventsVenue() {
        const navigate = useNavigate();
        return (
          <>
            <h1>Eventos</h1>
            <button type="button" aria-label="Ver detalhes de Festa" onClick={() => navigate('/events?evento=7')}>
              Ver detalhes
            </button>
          </>
        );
      },
    });
  },
}));

// The Chakra part: records how it is asked to render.
const richRenders: Array<{ shell: boolean }> = [];
jest.mock('../shell/rich-app', () => ({
  __esModule: true,
  default: function RichApp({ shell }: { shell: boolean }) {
    richRenders.push({ shell });
    return <div data-testid="rich-app" data-shell={String(shell)} />;
  },
}));

import { AppMain } from '../app';
import { useInstallStore } from '../pwa/install-store';
import { PHONE_QUERY, isVenuePath } from '../shell/venue-path';

// Not @sge/shared/testing's media helper: that entry renders with Chakra, which this file forbids.
function phoneViewport(phone: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: phone && query === PHONE_QUERY,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="endereço">{`${pathname}${search}`}</output>;
}

function openAt(url: string, role = 'COORDINATOR') {
  window.history.replaceState({}, '', url);
  useSessionStore.setState({ token: 't', role: role as never, username: 'coordenador' });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AppMain />
      <Address />
    </MemoryRouter>,
  );
}

// The browser's idle moments, run by the test.
const idle: Array<() => void> = [];

beforeEach(() => {
  idle.length = 0;
  (window as { requestIdleCallback?: unknown }).requestIdleCallback = (task: () => void) => idle.push(task);
  richRenders.length = 0;
  remoteLoads.length = 0;
  phoneViewport(true);
  useInstallStore.setState({ prompt: null, installed: false, dismissed: false, bannerDue: false });
});

describe('isVenuePath', () => {
  const base = { pathname: '/events', search: '', signedIn: true, online: true, phone: true };
  it("is the events list and an event's gate screen on a signed-in, online phone", () => {
    expect(isVenuePath(base)).toBe(true);
    expect(isVenuePath({ ...base, search: '?page=2' })).toBe(true);
    expect(isVenuePath({ ...base, search: '?evento=3' })).toBe(true);
  });
  it('is not another page, a wide screen, offline or signed out', () => {
    expect(isVenuePath({ ...base, pathname: '/employees' })).toBe(false);
    expect(isVenuePath({ ...base, phone: false })).toBe(false);
    expect(isVenuePath({ ...base, online: false })).toBe(false);
    expect(isVenuePath({ ...base, signedIn: false })).toBe(false);
  });
});

it("paints a phone's /events without Chakra, and its light tree stays when the Chakra part arrives", async () => {
  openAt('/events');
  const heading = await screen.findByRole('heading', { name: 'Eventos' });
  expect(screen.getByRole('button', { name: 'Abrir menu' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Sincronização' })).toBeInTheDocument();
  for (const chip of screen.getAllByTestId('connection-chip')) expect(chip).toHaveTextContent('Online');
  expect(screen.getByRole('button', { name: /Menu do usuário/ })).toHaveTextContent('C');
  expect(remoteLoads).toEqual(['events/EventsVenue']);
  expect(document.title).toBe('Eventos | SGE');
  await act(async () => undefined);
  expect(richRenders).toHaveLength(0);

  // Once the browser is idle, the Chakra part loads beside the light tree (snackbar, loading dialog only).
  act(() => idle.splice(0).forEach((task) => task()));
  expect(await screen.findByTestId('rich-app')).toHaveAttribute('data-shell', 'false');
  expect(screen.getByRole('heading', { name: 'Eventos' })).toBe(heading);
});

it("acts on the first tap: 'Ver detalhes' opens the event's gate screen in the same light tree, with one status line", async () => {
  openAt('/events');
  const layout = await screen.findByTestId('venue-layout');
  const bar = screen.getByRole('button', { name: 'Abrir menu' });
  expect(screen.queryByRole('region', { name: 'Situação da sincronização' })).toBeNull();
  fireEvent.click(await screen.findByRole('button', { name: 'Ver detalhes de Festa' }));
  expect(screen.getByRole('status', { name: 'endereço' })).toHaveTextContent('/events?evento=7');
  expect(screen.getByTestId('venue-layout')).toBe(layout);
  expect(screen.getByRole('button', { name: 'Abrir menu' })).toBe(bar);
  // The gate screen: the sync card and the preparation banner are one status line.
  expect(screen.getByRole('region', { name: 'Situação da sincronização' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Sincronização' })).toBeNull();
  await act(async () => undefined);
  expect(richRenders.every((r) => !r.shell)).toBe(true);
});

it("says so when the drawer's Chakra cannot be loaded, and the page still works", async () => {
  openAt('/events');
  fireEvent.click(await screen.findByRole('button', { name: 'Abrir menu' }));
  expect(await screen.findByRole('button', { name: 'Não foi possível carregar; tente novamente' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Ver detalhes de Festa' }));
  expect(screen.getByRole('status', { name: 'endereço' })).toHaveTextContent('/events?evento=7');
});

it('is not painted on a wide screen, or for a role that may not open the page; an open event is', async () => {
  phoneViewport(false);
  const wide = openAt('/events?evento=7');
  expect(await screen.findByTestId('rich-app')).toHaveAttribute('data-shell', 'true');
  expect(screen.queryByTestId('venue-layout')).toBeNull();
  wide.unmount();

  phoneViewport(true);
  const open = openAt('/events?evento=7');
  expect(await screen.findByTestId('venue-layout')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Situação da sincronização' })).toBeInTheDocument();
  open.unmount();

  openAt('/events', 'VISITOR');
  expect(await screen.findByTestId('rich-app')).toHaveAttribute('data-shell', 'true');
  expect(screen.queryByTestId('venue-layout')).toBeNull();
});

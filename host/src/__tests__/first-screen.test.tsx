import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';

// The first screen must render without Chakra: any module of it that imports the UI entry fails here.
jest.mock('@sge/shared/ui', () => {
  throw new Error('Chakra on the first screen');
});

// The events remote's Chakra-free content: a card with the twin key of its 'Ver detalhes'.
const remoteLoads: string[] = [];
jest.mock('../federation/remotes', () => ({
  initRemotes: () => Promise.resolve({}),
  resetRemote: () => undefined,
  loadRemoteModule: (remote: string, module: string) => {
    remoteLoads.push(`${remote}/${module}`);
    return Promise.resolve({
      default: () => (
        <>
          <h1>Eventos</h1>
          <button type="button" aria-label="Ver detalhes de Festa" data-handover="open-event:7">
            Ver detalhes
          </button>
        </>
      ),
    });
  },
}));

// The Chakra part: its page says when it is ready, and its twin records the click it receives.
const richRenders: Array<{ shell: boolean }> = [];
const richClicks: string[] = [];
let richReady: () => void = () => undefined;
jest.mock('../shell/rich-app', () => ({
  __esModule: true,
  default: function RichApp({ shell }: { shell: boolean }) {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      richReady = () => setReady(true);
    }, []);
    richRenders.push({ shell });
    return (
      <div data-testid="rich-app" data-first-screen={ready ? 'ready' : 'loading'}>
        <h1>Eventos (Chakra)</h1>
        <button type="button" data-handover="open-event:7" onClick={() => richClicks.push('open-event:7')}>
          Ver detalhes
        </button>
        <input aria-label="Buscar (Chakra)" data-handover="search" defaultValue="" />
        <button type="button" data-handover="menu" onClick={() => richClicks.push('menu')}>
          Abrir menu (Chakra)
        </button>
      </div>
    );
  },
}));

import { AppMain } from '../app';
import { useInstallStore } from '../pwa/install-store';
import { PHONE_QUERY, firstScreenFor, resetFirstScreen, startFirstScreen } from '../shell/first-screen';

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

function openAt(url: string, role = 'COORDINATOR') {
  window.history.replaceState({}, '', url);
  useSessionStore.setState({ token: 't', role: role as never, username: 'coordenador' });
  resetFirstScreen();
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AppMain />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  richRenders.length = 0;
  richClicks.length = 0;
  remoteLoads.length = 0;
  phoneViewport(true);
  useInstallStore.setState({ prompt: null, installed: false, dismissed: false, bannerDue: false });
});

describe('firstScreenFor', () => {
  const base = { pathname: '/events', search: '', signedIn: true, online: true, phone: true };
  it('is the events list of a signed-in, online phone', () => {
    expect(firstScreenFor(base)).toBe('/events');
    expect(firstScreenFor({ ...base, search: '?page=2' })).toBe('/events');
  });
  it('is none for an open event, another page, a wide screen, offline or signed out', () => {
    expect(firstScreenFor({ ...base, search: '?evento=3' })).toBeNull();
    expect(firstScreenFor({ ...base, pathname: '/employees' })).toBeNull();
    expect(firstScreenFor({ ...base, phone: false })).toBeNull();
    expect(firstScreenFor({ ...base, online: false })).toBeNull();
    expect(firstScreenFor({ ...base, signedIn: false })).toBeNull();
  });
  it('is decided once per start', () => {
    window.history.replaceState({}, '', '/events');
    resetFirstScreen();
    expect(startFirstScreen(true)).toBe('/events');
    window.history.replaceState({}, '', '/employees');
    expect(startFirstScreen(true)).toBe('/events');
  });
});

it("paints a phone's /events without Chakra, and loads the Chakra part only when the user acts", async () => {
  openAt('/events');
  expect(await screen.findByRole('heading', { name: 'Eventos' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('data-handover', 'menu');
  expect(screen.getByRole('region', { name: 'Sincronização' })).toBeInTheDocument();
  for (const chip of screen.getAllByTestId('connection-chip')) expect(chip).toHaveTextContent('Online');
  expect(screen.getByRole('button', { name: /Menu do usuário/ })).toHaveTextContent('C');
  expect(remoteLoads).toEqual(['events/EventsFirstScreen']);
  expect(document.title).toBe('Eventos | SGE');
  await act(async () => undefined);
  expect(richRenders).toHaveLength(0);
});

it("hands the user's tap over to the Chakra page once that page is ready, then shows only it", async () => {
  openAt('/events');
  const lean = await screen.findByRole('button', { name: 'Ver detalhes de Festa' });
  fireEvent.pointerDown(lean);
  fireEvent.click(lean);
  // The Chakra page renders hidden; the first screen stays, its control busy, nothing clicked yet.
  await screen.findByTestId('rich-app');
  expect(screen.getByTestId('rich-root')).toHaveStyle({ display: 'none' });
  expect(screen.getByTestId('first-screen')).toBeInTheDocument();
  expect(lean).toHaveAttribute('aria-busy', 'true');
  expect(richClicks).toEqual([]);

  act(() => richReady());
  await waitFor(() => expect(screen.queryByTestId('first-screen')).toBeNull());
  expect(screen.getByTestId('rich-root')).toHaveStyle({ display: 'contents' });
  expect(richClicks).toEqual(['open-event:7']);
  expect(richRenders.every((r) => r.shell)).toBe(true);
});

it('gives the Chakra search field what the user typed into the first screen', async () => {
  openAt('/events');
  const field = await screen.findByLabelText('Buscar');
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: 'equipe' } });
  await screen.findByTestId('rich-app');
  act(() => richReady());
  await waitFor(() => expect(screen.queryByTestId('first-screen')).toBeNull());
  expect(screen.getByLabelText('Buscar (Chakra)')).toHaveValue('equipe');
  expect(screen.getByLabelText('Buscar (Chakra)')).toHaveFocus();
});

it('keeps the keyboard\'s place: a control only reached by Tab is focused on the Chakra page, not clicked', async () => {
  openAt('/events');
  const menu = await screen.findByRole('button', { name: 'Abrir menu' });
  fireEvent.keyDown(document.body, { key: 'Tab' });
  fireEvent.focus(menu);
  await screen.findByTestId('rich-app');
  expect(menu).not.toHaveAttribute('aria-busy');
  act(() => richReady());
  await waitFor(() => expect(screen.queryByTestId('first-screen')).toBeNull());
  expect(screen.getByRole('button', { name: 'Abrir menu (Chakra)' })).toHaveFocus();
  expect(richClicks).toEqual([]);
});

it("hands over to the Chakra page when 'Instale o aplicativo' is due, which only it shows", async () => {
  openAt('/events');
  await screen.findByRole('button', { name: 'Ver detalhes de Festa' });
  // Installable, not yet due: nothing loads.
  act(() => useInstallStore.setState({ prompt: new Event('beforeinstallprompt') as never }));
  await act(async () => undefined);
  expect(richRenders).toHaveLength(0);
  act(() => useInstallStore.setState({ bannerDue: true }));
  await screen.findByTestId('rich-app');
  act(() => richReady());
  await waitFor(() => expect(screen.queryByTestId('first-screen')).toBeNull());
  expect(richClicks).toEqual([]);
});

it('is not painted on a wide screen, for an open event, or for a role that may not open the page', async () => {
  phoneViewport(false);
  const wide = openAt('/events');
  expect(await screen.findByTestId('rich-app')).toBeInTheDocument();
  expect(screen.queryByTestId('first-screen')).toBeNull();
  wide.unmount();

  phoneViewport(true);
  const open = openAt('/events?evento=7');
  expect(await screen.findByTestId('rich-app')).toBeInTheDocument();
  expect(screen.queryByTestId('first-screen')).toBeNull();
  open.unmount();

  openAt('/events', 'VISITOR');
  expect(await screen.findByTestId('rich-app')).toBeInTheDocument();
  expect(screen.queryByTestId('first-screen')).toBeNull();
});

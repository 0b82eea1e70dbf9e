/**
 * The phone's first screen of /events (pages/events-first-screen.tsx) against the rich list it
 * stands in for: the same cards, texts, accessible names and `data-handover` keys for the same data,
 * loaded through the same store (the rich page mounted afterwards finds the list loaded), and the
 * rich list's `[data-first-screen="ready"]` marker the host waits for before revealing it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { Event } from '@sge/shared/contract';
import { useSyncStatusStore } from '@sge/shared/offline';
import { MemoryRouter } from '@sge/shared/router';
import { render } from '@testing-library/react';
import { act, type ApiRoute, deferred, mockApi, renderWithProviders, screen, TestProviders, waitFor, within } from '@sge/shared/testing';
import { KNOWN_STATUSES } from '@sge/shared/ui';
import { LEAN_STATUS_BADGES } from '../features/events/components/lean-event-cards';
import { aDay, aDayEmployee, anEvent, listReply } from '../features/events/__tests__/fixtures';
import { useEventStore, type EventCopy, type OfflineEventSource } from '../features/events/store';
import { localToday } from '../lib/today';
import EventsFirstScreen from '../pages/events-first-screen';
import EventsPage from '../pages/events-page';
import { restoreOnline, setOnline } from '../testing/offline';
import { PHONE_WIDTH, setViewportWidth } from '../testing/viewport';

const admin = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 };
const manager = { ...admin, role: 'MANAGER', username: 'gerente' };
const coordinator = { ...admin, role: 'COORDINATOR', username: 'coordenador' };

const DOWNLOADED_AT = Date.UTC(2026, 10, 20, 15, 30);
const later = anEvent({
  id: 2,
  name: 'Congresso Médico',
  location: 'Centro de Convenções',
  eventDays: [aDay('2026-11-21', [aDayEmployee({ employeeId: 1 }), aDayEmployee({ id: 2, employeeId: 2 })]), aDay('2026-11-22')],
});
const today = anEvent({ id: 3, name: 'Feira de Hoje', location: 'Pavilhão', eventDays: [aDay(localToday(), [aDayEmployee({ employeeId: 1 })])] });
const finalized = anEvent({ id: 4, name: 'Show de Verão', location: 'Praia', isFinalized: true, eventDays: [aDay('2026-01-10')] });
const events = [later, today, finalized];

/** The device's copies: `later` downloaded (its card shows 'Disponível offline' and 'Atualizar cópia offline'). */
const deviceWith = (copies: EventCopy[]): OfflineEventSource => ({
  listEvents: async () => copies,
  getEvent: async (id) => copies.find((e) => e.id === id) ?? null,
});

beforeEach(() => {
  setViewportWidth(PHONE_WIDTH);
  useEventStore.setState(useEventStore.getInitialState(), true);
  useEventStore.setState({ offlineSource: deviceWith([{ ...later, downloadedAt: DOWNLOADED_AT }]) });
});

afterEach(restoreOnline);

const apiWith = (list: Event[], routes: Record<string, ApiRoute> = {}) => mockApi({ 'GET /api/events': listReply(list), ...routes });

/** Every control the host may hand a tap over to, as the user and the host see it. */
function handovers(root: HTMLElement) {
  return [...root.querySelectorAll<HTMLButtonElement>('[data-handover]')].map((el) => {
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
    // The accessible name as computed, not only read: the role query finds this very element.
    expect(within(root).getByRole('button', { name })).toBe(el);
    return { key: el.dataset.handover, tag: el.tagName, type: el.type, name, disabled: el.disabled, title: el.getAttribute('title') };
  });
}

/** What the list shows: the header, the note, each card's text, the pager's, and every `title`. */
function texts(root: HTMLElement) {
  const list = within(root).queryByRole('list', { name: 'Eventos' });
  return {
    header: root.querySelector('header')?.textContent,
    heading: within(root).getByRole('heading', { level: 1 }).textContent,
    note: within(root).queryByText('Exibindo os eventos baixados para uso offline neste dispositivo.')?.tagName,
    cards: list ? within(list).getAllByRole('listitem').map((li) => li.textContent) : [],
    names: list ? within(list).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent) : [],
    pager: within(root).queryByRole('navigation', { name: 'Paginação' })?.textContent ?? null,
    titles: [...root.querySelectorAll('[title]')].map((el) => el.getAttribute('title')),
  };
}

/**
 * The rich page mounted in the same session and server-state cache as the first screen, as the host
 * hands over (renderWithProviders would sign in again and clear the cache).
 */
function renderRichAfterLean(route: string) {
  return render(<EventsPage />, { wrapper: ({ children }) => <TestProviders route={route}>{children}</TestProviders> });
}

/** The first screen, loaded; then the rich list mounted on the same store, as the host hands over. */
async function firstScreenThenRich(session: typeof admin, route = '/events') {
  const calls = apiWith(events);
  const lean = renderWithProviders(<EventsFirstScreen />, { route, session });
  await screen.findByRole('list', { name: 'Eventos' });
  await waitFor(() => expect(useEventStore.getState().loading).toBe(false));
  const leanSeen = { handovers: handovers(lean.container), texts: texts(lean.container) };
  const callsBefore = calls.length;
  lean.unmount();

  const rich = renderRichAfterLean(route);
  // The list is there on the rich page's first render: the store already holds it.
  expect(screen.getByRole('list', { name: 'Eventos' })).toBeInTheDocument();
  expect(rich.container.querySelector('[data-first-screen="ready"]')).not.toBeNull();
  // It reads the first screen's cache entry: no second load of the same page.
  expect(useEventStore.getState().loading).toBe(false);
  expect(calls).toHaveLength(callsBefore);
  const richSeen = { handovers: handovers(rich.container), texts: texts(rich.container) };
  return { leanSeen, richSeen, calls };
}

describe('the same list as the rich page', () => {
  it.each([
    ['an admin', admin],
    ['a manager', manager],
    ['a coordinator', coordinator],
  ])('for %s: the same cards, texts, accessible names and data-handover keys', async (_who, session) => {
    const { leanSeen, richSeen } = await firstScreenThenRich(session);
    expect(leanSeen).toEqual(richSeen);
    expect(leanSeen.handovers.length).toBeGreaterThan(0);
  });

  it('offline, with the copies on the device: the same note, disabled controls and titles', async () => {
    setOnline(false);
    const copies: EventCopy[] = [
      { ...later, downloadedAt: DOWNLOADED_AT },
      { ...today, downloadedAt: DOWNLOADED_AT },
    ];
    useEventStore.setState({ offlineSource: deviceWith(copies) });
    const { leanSeen, richSeen, calls } = await firstScreenThenRich(admin);
    expect(calls).toEqual([]);
    expect(leanSeen).toEqual(richSeen);
    expect(leanSeen.texts.note).toBe('P');
    expect(leanSeen.texts.pager).toBeNull();
  });

  it('pages: the same pager on page 2', async () => {
    const many = Array.from({ length: 12 }, (_, i) => anEvent({ id: 100 + i, name: `Evento ${String(i + 1).padStart(2, '0')}` }));
    apiWith(many);
    const lean = renderWithProviders(<EventsFirstScreen />, { route: '/events?page=2', session: admin });
    await screen.findByText('Evento 12');
    const leanSeen = { handovers: handovers(lean.container), texts: texts(lean.container) };
    lean.unmount();
    const rich = renderRichAfterLean('/events?page=2');
    await waitFor(() => expect(useEventStore.getState().loading).toBe(false));
    expect({ handovers: handovers(rich.container), texts: texts(rich.container) }).toEqual(leanSeen);
  });

  it("shows the status badges' texts as StatusBadge gives them", () => {
    expect(LEAN_STATUS_BADGES.active.label).toBe(KNOWN_STATUSES.ACTIVE.label);
    expect(LEAN_STATUS_BADGES.finalized.label).toBe(KNOWN_STATUSES.FINALIZED.label);
  });
});

describe('the first screen', () => {
  const renderLean = (session = coordinator, route = '/events') => renderWithProviders(<EventsFirstScreen />, { route, session });
  const cardOf = (name: string) => within(screen.getByText(name).closest('li') as HTMLElement);

  it("its first paint, before any load, says 'Carregando dados...'", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/events']}>
        <EventsFirstScreen />
      </MemoryRouter>,
    );
    expect(html).toContain('Carregando dados...');
    expect(html).not.toContain('Nenhum evento encontrado.');
  });

  it("says 'Carregando dados...' while the list loads, then shows the cards", async () => {
    const reply = deferred<void>();
    mockApi({
      'GET /api/events': async (call) => {
        await reply.promise;
        return listReply(events)(call);
      },
    });
    renderLean();
    expect(screen.getByText('Carregando dados...')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum evento encontrado.')).not.toBeInTheDocument();
    reply.resolve();
    expect(await screen.findByRole('list', { name: 'Eventos' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando dados...')).not.toBeInTheDocument();
  });

  it('loads the list again when a sync reaches the server, as the rich page does', async () => {
    let onServer = [later];
    const calls = mockApi({ 'GET /api/events': (call) => listReply(onServer)(call) });
    renderLean();
    await screen.findByText('Congresso Médico');
    onServer = [later, today];
    // A sync run that sent nothing and failed leaves the list as it is.
    act(() => useSyncStatusStore.setState({ phase: 'syncing' }));
    act(() => useSyncStatusStore.setState({ phase: 'idle', lastFailureAt: Date.now() }));
    expect(calls).toHaveLength(1);
    act(() => useSyncStatusStore.setState({ phase: 'syncing' }));
    act(() => useSyncStatusStore.setState({ phase: 'idle', lastSuccessAt: Date.now() }));
    expect(await screen.findByText('Feira de Hoje')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it("says 'Nenhum evento encontrado.' when there is none", async () => {
    apiWith([]);
    renderLean();
    expect(await screen.findByText('Nenhum evento encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it("a coordinator: today's events first, each card's days, place, badges and staff; no menu and no 'Novo evento'", async () => {
    apiWith(events);
    renderLean(coordinator);
    const list = await screen.findByRole('list', { name: 'Eventos' });
    await waitFor(() => expect(cardOf('Congresso Médico').getByText('Disponível offline')).toBeInTheDocument());
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Feira de Hoje',
      'Congresso Médico',
      'Show de Verão',
    ]);
    const feira = cardOf('Feira de Hoje');
    expect(feira.getByText('Hoje')).toBeInTheDocument();
    expect(feira.getByText('Ativo')).toBeInTheDocument();
    expect(feira.getByText('Pavilhão')).toBeInTheDocument();
    expect(feira.getByText('1 pessoa na equipe')).toBeInTheDocument();
    expect(feira.getByRole('button', { name: 'Ver detalhes de Feira de Hoje' })).toHaveAttribute('data-handover', 'open-event:3');
    expect(feira.getByRole('button', { name: 'Baixar para uso offline: Feira de Hoje' })).toHaveAttribute('data-handover', 'download-event:3');

    const congresso = cardOf('Congresso Médico');
    expect(congresso.getByText('21/11/2026 – 22/11/2026 (2 dias)')).toBeInTheDocument();
    expect(congresso.getByText('2 pessoas na equipe')).toBeInTheDocument();
    expect(congresso.queryByText('Hoje')).not.toBeInTheDocument();
    expect(congresso.getByText('Disponível offline')).toHaveAttribute('title', expect.stringMatching(/^Baixado em /));
    expect(congresso.getByRole('button', { name: 'Atualizar cópia offline: Congresso Médico' })).toBeEnabled();

    const show = cardOf('Show de Verão');
    expect(show.getByText('Finalizado')).toBeInTheDocument();
    expect(show.queryByRole('button', { name: /offline/ })).not.toBeInTheDocument();

    expect(screen.queryByRole('button', { name: /^Ações de/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo evento' })).not.toBeInTheDocument();
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAttribute('type', 'button');
  });

  it("a manager: 'Novo evento' and each active event's actions trigger, in the given order", async () => {
    apiWith(events);
    renderLean(manager);
    const list = await screen.findByRole('list', { name: 'Eventos' });
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Congresso Médico',
      'Feira de Hoje',
      'Show de Verão',
    ]);
    expect(screen.getByRole('button', { name: 'Novo evento' })).toHaveAttribute('data-handover', 'new-event');
    const trigger = cardOf('Congresso Médico').getByRole('button', { name: 'Ações de Congresso Médico' });
    expect(trigger).toHaveAttribute('data-handover', 'event-actions:2');
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(cardOf('Show de Verão').queryByRole('button', { name: /^Ações de/ })).not.toBeInTheDocument();
  });

  it("offline: the device's copies with the note, no pager, and the server's actions disabled", async () => {
    setOnline(false);
    useEventStore.setState({ offlineSource: deviceWith([{ ...later, downloadedAt: DOWNLOADED_AT }]) });
    renderLean(admin);
    expect(await screen.findByText('Exibindo os eventos baixados para uso offline neste dispositivo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo evento' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Novo evento' })).toHaveAttribute('title', 'Indisponível sem conexão');
    const download = screen.getByRole('button', { name: 'Atualizar cópia offline: Congresso Médico' });
    expect(download).toBeDisabled();
    expect(download).toHaveAttribute('title', 'Indisponível sem conexão');
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it("pages: 'Página anterior', 'Página N de M' and 'Próxima página'; none for one page", async () => {
    const many = Array.from({ length: 12 }, (_, i) => anEvent({ id: 100 + i, name: `Evento ${String(i + 1).padStart(2, '0')}` }));
    const calls = apiWith(many);
    const { unmount } = renderLean(admin);
    const pager = within(await screen.findByRole('navigation', { name: 'Paginação' }));
    expect(within(screen.getByRole('list', { name: 'Eventos' })).getAllByRole('listitem')).toHaveLength(10);
    expect(pager.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(pager.getByRole('button', { name: 'Página anterior' })).toHaveAttribute('data-handover', 'events-page-prev');
    expect(pager.getByRole('button', { name: 'Próxima página' })).toBeEnabled();
    expect(pager.getByRole('button', { name: 'Próxima página' })).toHaveAttribute('data-handover', 'events-page-next');
    expect(Object.fromEntries(calls[0].query)).toEqual({ page: '1', pageSize: '10' });
    unmount();

    apiWith([later]);
    renderLean(admin);
    await screen.findByRole('list', { name: 'Eventos' });
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('inserts its stylesheet once', () => {
    apiWith([]);
    renderLean();
    renderLean();
    expect(document.querySelectorAll('style#sge-lean-events')).toHaveLength(1);
  });
});

describe("the rich list's readiness for the handover", () => {
  it('is marked loading while the list loads, and ready once the cards show', async () => {
    const reply = deferred<void>();
    mockApi({
      'GET /api/events': async (call) => {
        await reply.promise;
        return listReply(events)(call);
      },
    });
    const { container } = renderWithProviders(<EventsPage />, { route: '/events', session: coordinator });
    expect(container.querySelector('[data-first-screen]')).toHaveAttribute('data-first-screen', 'loading');
    expect(screen.getByText('Carregando dados...')).toBeInTheDocument();
    reply.resolve();
    await waitFor(() => expect(container.querySelector('[data-first-screen="ready"]')).not.toBeNull());
    expect(within(container.querySelector('[data-first-screen="ready"]') as HTMLElement).getByRole('list', { name: 'Eventos' })).toBeInTheDocument();
  });

  it('is ready with the empty state', async () => {
    apiWith([]);
    const { container } = renderWithProviders(<EventsPage />, { route: '/events', session: coordinator });
    await waitFor(() => expect(container.querySelector('[data-first-screen="ready"]')).not.toBeNull());
    expect(screen.getByText('Nenhum evento encontrado.')).toBeInTheDocument();
  });
});

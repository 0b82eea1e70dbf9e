import { act, renderWithProviders, screen, userEvent, waitFor } from '@sge/shared/testing';
import { useNotificationStore } from '@sge/shared/notify';
import { closeOfflineDb, resetSyncState, useSyncStatusStore } from '@sge/shared/offline';
import { OfflinePrepBanner } from '../shell/offline-prep-banner';
import { askOfflineEvents, knownOfflineEvents, resetOfflineEventsCheck } from '../shell/offline-events-check';
import SyncManagerCard from '../shell/sync-manager-card';
import { useServerClockStore } from '@sge/shared/http';

const texts = () => useNotificationStore.getState().queue.map((n) => n.text);
const coordinator = { token: 't', role: 'COORDINATOR' as const, username: 'coordenador', id: 3 };

beforeEach(async () => {
  localStorage.clear();
  resetOfflineEventsCheck();
  resetSyncState();
  await closeOfflineDb();
  await new Promise<void>((r) => {
    const req = indexedDB.deleteDatabase('sge-offline');
    req.onsuccess = req.onerror = req.onblocked = () => r();
  });
});

const event = (id: number, isFinalized = false) => ({
  id, name: `Evento ${id}`, location: 'SP', description: null, isFinalized, summary: null, createdAt: '', updatedAt: '', eventDays: [],
});

it("prepares up to 5 active events: 'Sistema preparado! N eventos disponíveis offline.'", async () => {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/events?')) return new Response(JSON.stringify({ data: [event(1), event(2)], meta: { total: 2, page: 1, pageSize: 200 } }));
    if (url.startsWith('/api/event-employees/')) return new Response(JSON.stringify({ data: [] }));
    return new Response(JSON.stringify({ data: event(Number(url.split('/').pop())) }));
  }) as typeof fetch;
  renderWithProviders(<OfflinePrepBanner />, { session: coordinator });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Preparar' }));
  await waitFor(() => expect(texts()).toEqual(['Sistema preparado! 2 eventos disponíveis offline.']));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Prepare para uso offline' })).not.toBeInTheDocument());
});

it("says when there is nothing to download, and remembers 'Agora não'", async () => {
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ data: [], meta: { total: 0, page: 1, pageSize: 200 } }))) as typeof fetch;
  const { unmount } = renderWithProviders(<OfflinePrepBanner />, { session: coordinator });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Preparar' }));
  await waitFor(() => expect(texts()).toEqual(['Nenhum evento disponível para download offline']));
  await user.click(screen.getByRole('button', { name: 'Agora não' }));
  expect(localStorage.getItem('sge:offline-banner-dismissed')).toBe('true');
  unmount();
  renderWithProviders(<OfflinePrepBanner />, { session: coordinator });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  expect(screen.queryByRole('region', { name: 'Prepare para uso offline' })).not.toBeInTheDocument();
});

it('is not offered to roles that do not work at the venue', async () => {
  renderWithProviders(<OfflinePrepBanner />, { session: { ...coordinator, role: 'FINANCIAL' } });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  expect(screen.queryByRole('region', { name: 'Prepare para uso offline' })).not.toBeInTheDocument();
});

it("shows what is pending and syncs with 'Sincronizar Agora'", async () => {
  useSyncStatusStore.setState({ pending: 0, lastSuccessAt: null, lastFailureAt: Date.UTC(2026, 10, 22, 13, 5), lastError: 'Ocorreu um erro na requisição' });
  globalThis.fetch = jest.fn();
  renderWithProviders(<SyncManagerCard />, { session: coordinator });
  expect(screen.getByTestId('sync-pending')).toHaveTextContent('Nenhum registro pendente.');
  expect(screen.getByText(/Última falha: 22\/11\/2026/)).toHaveTextContent('(Ocorreu um erro na requisição)');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Sincronizar Agora' }));
  await waitFor(() => expect(useSyncStatusStore.getState().lastSuccessAt).not.toBeNull());
  expect(screen.getByText(/Última sincronização/)).toBeInTheDocument();
});

it('warns on the sync card when this device clock is more than 2 minutes off the server', () => {
  useServerClockStore.setState({ offsetMs: -3 * 60 * 60 * 1000, measuredAt: Date.now() });
  const { unmount } = renderWithProviders(<SyncManagerCard />, { session: coordinator });
  expect(screen.getByTestId('clock-warning')).toHaveTextContent('O relógio deste aparelho está 3 h adiantado em relação ao servidor');
  unmount();
  useServerClockStore.setState({ offsetMs: 90_000, measuredAt: Date.now() });
  renderWithProviders(<SyncManagerCard />, { session: coordinator });
  expect(screen.queryByTestId('clock-warning')).not.toBeInTheDocument();
});

it('is on screen from its first render when the start sequence has asked the device (the page never jumps down)', async () => {
  expect(await askOfflineEvents()).toBe(false);
  renderWithProviders(<OfflinePrepBanner />, { session: coordinator });
  // No waiting: the region is in the first frame, above a page that has not moved.
  expect(screen.getByRole('region', { name: 'Prepare para uso offline' })).toBeInTheDocument();
});

it('remembers that events were just prepared, so a new layout does not offer it again', async () => {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/events?')) return new Response(JSON.stringify({ data: [event(1)], meta: { total: 1, page: 1, pageSize: 200 } }));
    if (url.startsWith('/api/event-employees/')) return new Response(JSON.stringify({ data: [] }));
    return new Response(JSON.stringify({ data: event(Number(url.split('/').pop())) }));
  }) as typeof fetch;
  await askOfflineEvents();
  renderWithProviders(<OfflinePrepBanner />, { session: coordinator });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Preparar' }));
  await waitFor(() => expect(knownOfflineEvents()).toBe(true));
});

describe('in the layout', () => {
  // The layout's chrome asks the API for little; answer it empty.
  beforeEach(() => {
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ data: [], meta: { total: 0, page: 1, pageSize: 20 } }))) as typeof fetch;
  });

  it('offers the preparation on the events pages only, not on the rest of the back office', async () => {
    const { DefaultLayout } = await import('../shell/default-layout');
    expect(await askOfflineEvents()).toBe(false);
    const { unmount } = renderWithProviders(<DefaultLayout>página</DefaultLayout>, { session: coordinator, route: '/events' });
    expect(await screen.findByRole('region', { name: 'Prepare para uso offline' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<DefaultLayout>página</DefaultLayout>, { session: coordinator, route: '/' });
    await screen.findByText('página');
    expect(screen.queryByRole('region', { name: 'Prepare para uso offline' })).not.toBeInTheDocument();
  });
});

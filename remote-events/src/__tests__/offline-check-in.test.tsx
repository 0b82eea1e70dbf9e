import type { Event, EventEmployee, SyncBatchItemResult, SyncOfflineResult } from '@sge/shared/contract';
import { formatDateTime, formatTime } from '@sge/shared/format';
import { useNotificationStore } from '@sge/shared/notify';
import {
  getOfflineEvents,
  getRecordsOfEvent,
  saveOfflineRecord,
  storeEventOffline,
  syncNow,
  useSyncStatusStore,
  type OfflineRecord,
} from '@sge/shared/offline';
import { act, type ApiCall, type ApiRoute, deferred, mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import { aDay, aDayEmployee, anEvent } from '../features/events/__tests__/fixtures';
import { toListItem } from '../features/events/event-dates';
import { useEventStore } from '../features/events/store';
import { aLink, localIso } from '../features/event-staff/__tests__/fixtures';
import { deviceStaffSource, useStaffStore } from '../features/event-staff/store';
import EventsPage from '../pages/events-page';
import { removeIndexedDb, resetOfflineDb, restoreOnline, setOnline, switchConnection } from '../testing/offline';

const SAT = '2026-11-21';
const admin = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 };
const coordinator = { ...admin, role: 'COORDINATOR', username: 'coordenador' };

const ana = aLink({ id: 11, employeeId: 1, eventDay: SAT, employeeName: 'Ana', employeeFullName: 'Ana Souza' });
const bruno = aLink({
  id: 12,
  employeeId: 2,
  eventDay: SAT,
  employeeName: 'Bruno',
  employeeFullName: 'Bruno Lima',
  checkIn: localIso(SAT, 8, 5),
  checkOut: localIso(SAT, 17, 30),
});
const carlos = aLink({ id: 13, employeeId: 3, eventDay: SAT, employeeName: 'Carlos', employeeFullName: 'Carlos Melo' });
const casamento: Event = anEvent({
  id: 1,
  name: 'Casamento Silva',
  eventDays: [
    aDay(SAT, [
      aDayEmployee({ id: 11, employeeId: 1, name: 'Ana Souza' }),
      aDayEmployee({ id: 12, employeeId: 2, name: 'Bruno Lima' }),
      aDayEmployee({ id: 13, employeeId: 3, name: 'Carlos Melo' }),
    ]),
  ],
});
const congresso: Event = anEvent({ id: 2, name: 'Congresso Médico' });

const networkDown = (): never => {
  throw new TypeError('Failed to fetch');
};

beforeEach(async () => {
  await resetOfflineDb();
  useEventStore.setState(useEventStore.getInitialState(), true);
  useStaffStore.setState(useStaffStore.getInitialState(), true);
});

afterEach(async () => {
  restoreOnline();
  // Let a sync started by the test end before the next one resets the database.
  await waitFor(() => expect(useSyncStatusStore.getState().phase).toBe('idle'));
  await resetOfflineDb();
});

interface Server {
  event: Event;
  links: EventEmployee[];
}

/** The API as the detail view and the sync engine call it, answered from a mutable server state. */
function serverApi(routes: Record<string, ApiRoute> = {}, server: Server = { event: casamento, links: [ana, bruno, carlos] }) {
  const calls = mockApi({
    'GET /api/events': () => ({ body: { data: [toListItem(server.event), toListItem(congresso)], meta: { total: 2, page: 1, pageSize: 10 } } }),
    'GET /api/events/1': () => ({ body: { data: server.event } }),
    'GET /api/event-employees/event/1': () => ({ body: { data: server.links } }),
    'GET /api/event-employees/1/available-quantities': { body: { data: [] } },
    [`GET /api/event-employees/1/available-quantities/day/${SAT}`]: { body: { data: [] } },
    ...routes,
  });
  return { calls, server };
}

const download = () => storeEventOffline(casamento, [ana, bruno, carlos]);
const renderDetail = (session = coordinator) => renderWithProviders(<EventsPage />, { route: '/events?evento=1', session });
const renderList = (session = coordinator) => renderWithProviders(<EventsPage />, { route: '/events', session });
const notifications = () => useNotificationStore.getState().queue.map((n) => ({ color: n.color, text: n.text }));
const rowOf = (name: string) => within(screen.getByRole('cell', { name }).closest('tr') as HTMLElement);
const callsTo = (calls: ApiCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
const recordsOf = async (): Promise<OfflineRecord[]> => getRecordsOfEvent(1);
const PENDING = 'Pendente de sincronização';
const linkName = (id: number): string => [ana, bruno, carlos].find((l) => l.id === id)?.employeeFullName ?? '';
const UNAVAILABLE = 'Indisponível sem conexão';

describe('events list', () => {
  it('offline, lists the events on the device with their badge, warning once, without calling the API', async () => {
    await download();
    const calls = serverApi().calls;
    setOnline(false);
    renderList();

    const row = within(await screen.findByRole('row', { name: /Casamento Silva/ }));
    expect(row.getByText('Disponível offline')).toHaveAttribute('title', expect.stringMatching(/^Baixado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/));
    expect(screen.queryByRole('cell', { name: 'Congresso Médico' })).not.toBeInTheDocument();
    expect(screen.getByText('Exibindo os eventos baixados para uso offline neste dispositivo.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(notifications()).toEqual([{ color: 'warning', text: 'Sem conexão - modo offline ativado' }]);
  });

  it('a request that gets no response falls back to the device too, with the same warning', async () => {
    await download();
    serverApi({ 'GET /api/events': networkDown });
    renderList();
    expect(await screen.findByRole('cell', { name: 'Casamento Silva' })).toBeInTheDocument();
    await waitFor(() => expect(notifications()).toEqual([{ color: 'warning', text: 'Sem conexão - modo offline ativado' }]));
  });

  it("'Failed to load events' when neither the API nor the device can answer", async () => {
    serverApi();
    setOnline(false);
    const restore = removeIndexedDb();
    try {
      renderList();
      await waitFor(() => expect(notifications()).toEqual([{ color: 'error', text: 'Failed to load events' }]));
    } finally {
      restore();
    }
  });

  it('online, the events on the device show the badge; offline, creating, editing and deleting are disabled', async () => {
    await download();
    serverApi();
    const { unmount } = renderList(admin);
    const row = within(await screen.findByRole('row', { name: /Casamento Silva/ }));
    expect(await row.findByText('Disponível offline')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Congresso Médico/ })).queryByText('Disponível offline')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo evento' })).toBeEnabled();
    unmount();

    setOnline(false);
    renderList(admin);
    await screen.findByRole('cell', { name: 'Casamento Silva' });
    for (const name of ['Novo evento', 'Editar Casamento Silva', 'Excluir Casamento Silva']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name })).toHaveAttribute('title', UNAVAILABLE);
    }
    expect(screen.getByRole('button', { name: 'Ver detalhes de Casamento Silva' })).toBeEnabled();
  });
});

describe('event detail', () => {
  it("offline, an event that is not on the device is 'Evento não encontrado'", async () => {
    await storeEventOffline(congresso, []);
    serverApi();
    setOnline(false);
    renderDetail();
    expect(await screen.findByText('Não foi possível carregar o evento.')).toBeInTheDocument();
    await waitFor(() =>
      expect(notifications()).toEqual([
        { color: 'warning', text: 'Sem conexão - modo offline ativado' },
        { color: 'error', text: 'Evento não encontrado' },
      ]),
    );
    expect(notifications()).not.toContainEqual({ color: 'error', text: 'Failed to load event details' });
  });

  it("'Baixar para uso offline' stores the event on the device and says so", async () => {
    const { calls } = serverApi();
    const { user } = renderDetail();
    await screen.findByRole('cell', { name: 'Ana Souza' });
    expect(screen.queryByText('Disponível offline')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Baixar para uso offline' }));

    expect(await screen.findByRole('button', { name: 'Atualizar cópia offline' })).toBeEnabled();
    expect(notifications()).toEqual([{ color: 'success', text: 'Evento Casamento Silva baixado para uso offline' }]);
    const stored = await getOfflineEvents();
    expect(stored.map((e) => [e.id, e.name, e.isOffline])).toEqual([[1, 'Casamento Silva', true]]);
    expect(screen.getByText('Disponível offline')).toBeInTheDocument();
    expect(screen.getByText(`Baixado em ${formatDateTime(stored[0].downloadedAt)}`)).toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/api/event-employees/event/1').length).toBeGreaterThanOrEqual(2);
  });

  it("a failed download shows 'Erro ao baixar evento para uso offline'", async () => {
    serverApi();
    const { user } = renderDetail();
    await screen.findByRole('cell', { name: 'Ana Souza' });
    mockApi({ 'GET /api/events/1': { status: 500, body: { message: 'Erro interno' } } });
    await user.click(screen.getByRole('button', { name: 'Baixar para uso offline' }));
    await waitFor(() => expect(notifications()).toEqual([{ color: 'error', text: 'Erro ao baixar evento para uso offline' }]));
    expect(await getOfflineEvents()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Baixar para uso offline' })).toBeInTheDocument();
  });

  it('offline, every action but check-in and check-out is disabled with the hint', async () => {
    await download();
    serverApi();
    setOnline(false);
    renderDetail(admin);
    await screen.findByRole('cell', { name: 'Ana Souza' });

    expect(screen.getByText('Disponível offline')).toBeInTheDocument();
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();
    for (const name of [
      'Atualizar cópia offline',
      'Editar evento',
      'Adicionar dia',
      'Finalizar evento',
      'Remover dia Sábado, 21/11/2026',
      'Escalar funcionário em 21/11/2026',
      'Editar escala de Ana Souza',
      'Remover Ana Souza',
      'Solicitar pagamento de Bruno Lima',
    ]) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', UNAVAILABLE);
    }
    expect(screen.getByRole('button', { name: 'Registrar entrada de Ana Souza' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Atualizar evento' })).toBeEnabled();
  });

  it('the actions come back when the connection returns', async () => {
    await download();
    serverApi();
    setOnline(false);
    renderDetail(admin);
    await screen.findByRole('cell', { name: 'Ana Souza' });
    expect(screen.getByRole('button', { name: 'Editar evento' })).toBeDisabled();
    switchConnection(true);
    expect(screen.getByRole('button', { name: 'Editar evento' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remover Ana Souza' })).toBeEnabled();
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });
});

describe('offline check-in', () => {
  it('writes a PENDING record first, then shows it on the row as pending; check-out follows; a reopened page still shows them', async () => {
    await download();
    const { calls } = serverApi();
    setOnline(false);
    const gate = deferred<void>();
    const order: string[] = [];
    useStaffStore.setState({
      offlineSource: {
        ...deviceStaffSource,
        saveRecord: async (input) => {
          await gate.promise;
          const record = await deviceStaffSource.saveRecord(input);
          order.push(`saved; row shows it: ${rowOf(linkName(input.link.id)).queryAllByText(PENDING).length > 0}`);
          return record;
        },
      },
    });
    const { user, unmount } = renderDetail();
    await screen.findByRole('cell', { name: 'Ana Souza' });

    await user.click(screen.getByRole('button', { name: 'Registrar entrada de Ana Souza' }));
    // Not on disk yet: nothing confirmed.
    expect(rowOf('Ana Souza').getAllByText('—')).toHaveLength(2);
    expect(await recordsOf()).toEqual([]);
    expect(notifications().filter((n) => n.color === 'success')).toEqual([]);

    gate.resolve();
    expect(await rowOf('Ana Souza').findByText(PENDING)).toBeInTheDocument();
    expect(order).toEqual(['saved; row shows it: false']);
    expect(await recordsOf()).toHaveLength(1);
    const [record] = await recordsOf();
    expect(record).toMatchObject({ syncStatus: 'PENDING', type: 'checkin', eventEmployeeId: 11, employeeId: 1, checkoutTime: null });
    const shown = formatTime(record.checkinTime);
    expect(rowOf('Ana Souza').getByText(shown)).toBeInTheDocument();
    // Confirmed on its row, with 'Desfazer', rather than in the snackbar.
    expect(rowOf('Ana Souza').getByText(`Entrada registrada às ${shown} ·`)).toBeInTheDocument();
    expect(rowOf('Ana Souza').getByRole('button', { name: 'Desfazer entrada de Ana Souza' })).toBeInTheDocument();
    expect(notifications().filter((n) => n.color === 'success')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Registrar entrada de Ana Souza' })).toBeDisabled();
    await waitFor(() => expect(useSyncStatusStore.getState().pending).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Registrar entrada de Carlos Melo' }));
    await rowOf('Carlos Melo').findByText(PENDING);
    await user.click(screen.getByRole('button', { name: 'Registrar saída de Ana Souza' }));
    await waitFor(() => expect(rowOf('Ana Souza').getAllByText(PENDING)).toHaveLength(2));
    expect((await recordsOf()).map((r) => [r.eventEmployeeId, r.type, r.syncStatus])).toEqual([
      [11, 'checkin', 'PENDING'],
      [13, 'checkin', 'PENDING'],
      [11, 'checkout', 'PENDING'],
    ]);
    expect(rowOf('Ana Souza').getByText(/^Saída registrada às \d{2}:\d{2} ·$/)).toBeInTheDocument();
    expect(calls).toEqual([]);

    // The tab is closed and opened again, still offline.
    unmount();
    useEventStore.setState(useEventStore.getInitialState(), true);
    useStaffStore.setState(useStaffStore.getInitialState(), true);
    renderDetail();
    await screen.findByRole('cell', { name: 'Ana Souza' });
    expect(await rowOf('Ana Souza').findAllByText(PENDING)).toHaveLength(2);
    expect(rowOf('Carlos Melo').getByText(PENDING)).toBeInTheDocument();
    expect(rowOf('Ana Souza').getAllByText(shown).length).toBeGreaterThanOrEqual(1);
  });

  it('offline, a check-out needs a check-in first', async () => {
    await download();
    serverApi();
    setOnline(false);
    renderDetail();
    await screen.findByRole('cell', { name: 'Ana Souza' });
    expect(screen.getByRole('button', { name: 'Registrar saída de Ana Souza' })).toBeDisabled();
    await expect(useStaffStore.getState().checkOut(11)).rejects.toThrow('Registre a entrada antes da saída');
    expect(await recordsOf()).toEqual([]);
  });

  it('online too, the tap is written to the device first at the tap time: no PATCH check-in, the record waits for its hold', async () => {
    const { calls } = serverApi();
    const { user } = renderDetail();
    await screen.findByRole('cell', { name: 'Ana Souza' });

    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Registrar entrada de Ana Souza' }));
    expect(await rowOf('Ana Souza').findByText(PENDING)).toBeInTheDocument();

    const [record] = await recordsOf();
    expect(record).toMatchObject({ type: 'checkin', eventEmployeeId: 11, syncStatus: 'PENDING' });
    expect(Date.parse(record.checkinTime ?? '')).toBeGreaterThanOrEqual(before);
    expect(record.holdUntil).toBeGreaterThan(Date.now());
    expect(rowOf('Ana Souza').getByText(`Entrada registrada às ${formatTime(record.checkinTime)} ·`)).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(notifications()).toEqual([]);
  });

  it("without IndexedDB it says 'Database não inicializada' and the row is not checked in", async () => {
    await download();
    serverApi();
    setOnline(false);
    const { user } = renderDetail();
    await screen.findByRole('cell', { name: 'Ana Souza' });
    const restore = removeIndexedDb();
    try {
      await user.click(screen.getByRole('button', { name: 'Registrar entrada de Ana Souza' }));
      await waitFor(() => expect(notifications()).toContainEqual({ color: 'error', text: 'Database não inicializada' }));
    } finally {
      restore();
    }
    expect(rowOf('Ana Souza').getAllByText('—')).toHaveLength(2);
    expect(screen.queryByText(PENDING)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar entrada de Ana Souza' })).toBeEnabled();
    expect(notifications().filter((n) => n.color === 'success')).toEqual([]);
    expect(await recordsOf()).toEqual([]);
  });
});

describe('after sync', () => {
  it('reloads the open event when a sync completes, so the rows show the server state', async () => {
    await download();
    const server: Server = { event: casamento, links: [ana, bruno, carlos] };
    const { calls } = serverApi(
      {
        'PATCH /api/event-employees/11/sync-offline': ({ body }) => {
          const { checkinTime } = body as { checkinTime: string };
          const synced = { ...ana, checkIn: checkinTime };
          server.links = [synced, bruno, carlos];
          const result: SyncOfflineResult = { eventEmployee: synced, checkinApplied: true, checkoutApplied: false, discarded: [] };
          return { body: { data: result } };
        },
      },
      server,
    );
    setOnline(false);
    const { user } = renderDetail();
    await screen.findByRole('cell', { name: 'Ana Souza' });
    await user.click(screen.getByRole('button', { name: 'Registrar entrada de Ana Souza' }));
    await rowOf('Ana Souza').findByText(PENDING);
    const [record] = await recordsOf();

    switchConnection(true);
    const detailLoads = callsTo(calls, 'GET', '/api/events/1').length;
    await act(async () => {
      await syncNow({ flush: true, announce: true });
    });

    await waitFor(() => expect(callsTo(calls, 'GET', '/api/events/1').length).toBeGreaterThan(detailLoads));
    await waitFor(() => expect(screen.queryByText(PENDING)).not.toBeInTheDocument());
    expect(rowOf('Ana Souza').getByText(formatTime(record.checkinTime))).toBeInTheDocument();
    expect((await recordsOf()).map((r) => r.syncStatus)).toEqual(['SYNCED']);
    expect(notifications()).toContainEqual({ color: 'success', text: '1 registros sincronizados com sucesso' });
  });

  it('a record the server beat shows on its row why it was discarded', async () => {
    await download();
    // Recorded offline at 08:05, but the server already has 07:50 (SPEC §5: the earlier time wins).
    await saveOfflineRecord({ link: ana, type: 'checkin', time: localIso(SAT, 8, 5) });
    const server: Server = { event: casamento, links: [{ ...ana, checkIn: localIso(SAT, 7, 50) }, bruno, carlos] };
    const { calls } = serverApi(
      {
        // The batch call (DESIGN.md §9): the server keeps its earlier time and says why.
        'POST /api/event-employees/sync-offline/batch': ({ body }) => {
          const { records } = body as { records: { clientRecordId: string }[] };
          const results: SyncBatchItemResult[] = records.map((r) => ({
            clientRecordId: r.clientRecordId,
            outcome: 'discarded',
            reason: 'Descartado: o servidor já possui um horário anterior',
            eventEmployee: server.links[0],
            replayed: false,
            clockSkewMs: 0,
            clockFlagged: false,
          }));
          return { body: { data: { results, serverTime: new Date().toISOString() } } };
        },
        // The per-link call, for when an earlier test made the engine fall back to it (older server).
        'PATCH /api/event-employees/11/sync-offline': () => {
          const result: SyncOfflineResult = {
            eventEmployee: server.links[0],
            checkinApplied: false,
            checkoutApplied: false,
            discarded: ['Descartado: o servidor já possui um horário anterior'],
          };
          return { body: { data: result } };
        },
      },
      server,
    );
    setOnline(false);
    renderDetail();
    await screen.findByRole('cell', { name: 'Ana Souza' });
    expect(await rowOf('Ana Souza').findByText(PENDING)).toBeInTheDocument();
    expect(rowOf('Ana Souza').getByText('08:05')).toBeInTheDocument();

    switchConnection(true);
    await act(async () => {
      await syncNow({ flush: true, announce: true });
    });

    expect(
      await rowOf('Ana Souza').findByText('Registro offline descartado (entrada às 08:05): o servidor já possui um horário anterior'),
    ).toBeInTheDocument();
    expect(rowOf('Ana Souza').getByText('07:50')).toBeInTheDocument();
    expect(screen.queryByText(PENDING)).not.toBeInTheDocument();
    expect((await recordsOf()).map((r) => [r.syncStatus, r.syncError])).toEqual([['REJECTED', 'Descartado: o servidor já possui um horário anterior']]);
    expect(calls.some((c) => c.path.includes('sync-offline'))).toBe(true);
  });
});

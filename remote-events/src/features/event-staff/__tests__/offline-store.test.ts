import type { EventEmployee } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { QUOTA_ERROR, type OfflineRecord, type RecordInput } from '@sge/shared/offline';
import { mockApi, resetSession } from '@sge/shared/testing';
import { restoreOnline, setOnline } from '../../../testing/offline';
import { applyPendingRecords, rowSyncStates } from '../staff-sync';
import { onlineManager, queryClient } from '@sge/shared/query';
import { staffQueries } from '../queries';
import { offlineSaveErrorText, staffKeys, staffOf, useStaffStore, type OfflineStaffSource } from '../store';
import { aLink } from './fixtures';

const texts = () => useNotificationStore.getState().queue.map((n) => `${n.color}: ${n.text}`);
const store = () => useStaffStore.getState();
/** What a page does to read the staff: opens the event and asks its links (whatever the cache holds). */
const fetchNow = (options: object) => queryClient.fetchQuery({ ...(options as Parameters<typeof queryClient.fetchQuery>[0]), staleTime: 0, retryDelay: 0 }).catch(() => undefined);
const load = (eventId: number) => {
  store().open(eventId);
  return fetchNow(staffQueries.links(eventId));
};
const links = () => staffOf(1)?.links ?? [];
const records = () => staffOf(1)?.records ?? [];
const fromOffline = () => staffOf(1)?.fromOffline ?? false;
/** A quota query's answer; with no connection it waits for one (nothing is sent), so only a moment is waited. */
const settle = (asked: Promise<unknown>) => (onlineManager.isOnline() ? asked : Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 50))]));
/** The links the screen shows, as if loaded. */
const hold = (shown: EventEmployee[]) => queryClient.setQueryData(staffKeys.links(1), { links: shown, records: [], fromOffline: false });
const loadQuantities = (eventId: number) => settle(fetchNow(staffQueries.quantities(eventId)));
const loadQuantitiesByDay = (eventId: number, day: string) => settle(fetchNow(staffQueries.quantitiesByDay(eventId, day)));

const networkDown = (): never => {
  throw new TypeError('Failed to fetch');
};

const ana = aLink({ id: 11, eventId: 1, employeeId: 1 });
const bia = aLink({ id: 12, eventId: 1, employeeId: 2, employeeFullName: 'Bia Reis' });

function aRecord(over: Partial<OfflineRecord> = {}): OfflineRecord {
  return {
    id: 1,
    eventId: 1,
    employeeId: 1,
    eventEmployeeId: 11,
    eventDay: '2026-11-21',
    type: 'checkin',
    checkinTime: '2026-11-21T11:00:00.000Z',
    checkoutTime: null,
    syncStatus: 'PENDING',
    timestamp: 1,
    lastUpdatedAt: 1,
    ...over,
  };
}

function source(over: Partial<OfflineStaffSource> = {}): OfflineStaffSource & { saved: RecordInput[] } {
  const saved: RecordInput[] = [];
  return {
    saved,
    getLinks: jest.fn(async () => [ana, bia]),
    getRecords: jest.fn(async () => []),
    saveRecord: jest.fn(async (input: RecordInput) => {
      saved.push(input);
      return aRecord({ eventEmployeeId: input.link.id, type: input.type, checkinTime: input.type === 'checkin' ? input.time ?? null : null });
    }),
    recordSaved: jest.fn(),
    undoRecord: jest.fn(async () => true),
    ...over,
  };
}

beforeEach(() => {
  resetSession({ token: 'token', role: 'COORDINATOR', username: 'coordenador', id: 1 });
  useNotificationStore.getState().clear();
  useStaffStore.setState(useStaffStore.getInitialState(), true);
});

afterEach(restoreOnline);

describe('load', () => {
  it('offline, reads the device copy with no request', async () => {
    const calls = mockApi({});
    useStaffStore.setState({ offlineSource: source() });
    setOnline(false);
    await load(1);
    expect(links()).toEqual([ana, bia]);
    expect(fromOffline()).toBe(true);
    await loadQuantities(1);
    await loadQuantitiesByDay(1, '2026-11-21');
    expect(calls).toEqual([]);
    expect(texts()).toEqual([]);
  });

  it('no response from the API → the device copy, silently', async () => {
    mockApi({ 'GET /api/event-employees/event/1': networkDown, 'GET /api/event-employees/1/available-quantities': networkDown });
    useStaffStore.setState({ offlineSource: source() });
    await load(1);
    await loadQuantities(1);
    expect(links()).toEqual([ana, bia]);
    expect(texts()).toEqual([]);
  });

  it("'Erro ao carregar funcionários de eventos.' only when the device copy fails too", async () => {
    mockApi({ 'GET /api/event-employees/event/1': networkDown });
    useStaffStore.setState({ offlineSource: source({ getLinks: jest.fn(async () => Promise.reject(new Error('Database não inicializada'))) }) });
    await load(1);
    expect(texts()).toEqual(['error: Erro ao carregar funcionários de eventos.']);
  });

  it("online, the device's PENDING records show over the server's links", async () => {
    mockApi({ 'GET /api/event-employees/event/1': { body: { data: [ana, bia] } } });
    useStaffStore.setState({ offlineSource: source({ getRecords: jest.fn(async () => [aRecord()]) }) });
    await load(1);
    expect(links().find((l) => l.id === 11)).toMatchObject({ checkIn: '2026-11-21T11:00:00.000Z', syncStatus: 'PENDING' });
    expect(links().find((l) => l.id === 12)).toEqual(bia);
  });
});

describe('check-in and check-out', () => {
  it('offline: saves the record at the given time, then updates the row and asks for a sync', async () => {
    const src = source();
    useStaffStore.setState({ offlineSource: src, eventId: 1 });
    hold([ana]);
    setOnline(false);
    const link = await store().checkIn(11, '2026-11-21T11:00:00.000Z');
    expect(src.saved).toEqual([{ link: ana, type: 'checkin', time: '2026-11-21T11:00:00.000Z' }]);
    expect(link).toMatchObject({ checkIn: '2026-11-21T11:00:00.000Z', syncStatus: 'PENDING' });
    expect(links()[0]).toMatchObject({ checkIn: '2026-11-21T11:00:00.000Z', syncStatus: 'PENDING' });
    expect(records()).toHaveLength(1);
    expect(src.recordSaved).toHaveBeenCalledTimes(1);
    // Confirmed on the link (with 'Desfazer'), not in the snackbar.
    expect(store().confirmations[11]).toMatchObject({ recordId: 1, type: 'checkin', time: '2026-11-21T11:00:00.000Z', status: 'open' });
    expect(texts()).toEqual([]);
  });

  it('offline, a second tap while the first write runs records nothing twice', async () => {
    const src = source();
    useStaffStore.setState({ offlineSource: src, eventId: 1 });
    hold([ana]);
    setOnline(false);
    await Promise.all([store().checkIn(11), store().checkIn(11)]);
    expect(src.saved).toHaveLength(1);
    expect(src.recordSaved).toHaveBeenCalledTimes(1);
  });

  it('offline, a full device shows the quota message and changes nothing', async () => {
    const src = source({ saveRecord: jest.fn(async () => Promise.reject(new Error(QUOTA_ERROR))) });
    useStaffStore.setState({ offlineSource: src, eventId: 1 });
    hold([ana]);
    setOnline(false);
    await expect(store().checkIn(11)).rejects.toThrow(QUOTA_ERROR);
    expect(links()).toEqual([ana]);
    expect(src.recordSaved).not.toHaveBeenCalled();
    expect(texts()).toEqual([`error: ${QUOTA_ERROR}`]);
  });

  it('online too, the tap is written to the device first and no PATCH is sent', async () => {
    const src = source({
      saveRecord: jest.fn(async (input: RecordInput) =>
        aRecord({ eventEmployeeId: input.link.id, type: input.type, checkinTime: null, checkoutTime: input.time ?? null }),
      ),
    });
    const calls = mockApi({});
    useStaffStore.setState({ offlineSource: src, eventId: 1 });
    hold([{ ...ana, checkIn: '2026-11-21T11:00:00.000Z' }]);
    await store().checkOut(11, '2026-11-21T20:00:00.000Z');
    expect(calls).toEqual([]);
    expect(src.saveRecord).toHaveBeenCalledTimes(1);
    expect(links()[0]).toMatchObject({ checkOut: '2026-11-21T20:00:00.000Z', syncStatus: 'PENDING' });
    expect(src.recordSaved).toHaveBeenCalledTimes(1);
    expect(texts()).toEqual([]);
  });

  it('a check-out before a check-in is refused on the device', async () => {
    const src = source();
    useStaffStore.setState({ offlineSource: src, eventId: 1 });
    hold([ana]);
    await expect(store().checkOut(11)).rejects.toThrow('Registre a entrada antes da saída');
    expect(src.saveRecord).not.toHaveBeenCalled();
    expect(texts()).toEqual(['error: Registre a entrada antes da saída']);
  });
});

describe('undo', () => {
  afterEach(() => jest.useRealTimers());

  it('within the window: takes the record back and the link returns to its previous state', async () => {
    const src = source();
    useStaffStore.setState({ offlineSource: src, eventId: 1 });
    hold([ana]);
    await store().checkIn(11, '2026-11-21T11:00:00.000Z');
    await expect(store().undo(11)).resolves.toBe(true);
    expect(src.undoRecord).toHaveBeenCalledWith(1);
    expect(links()).toEqual([ana]);
    expect(records()).toEqual([]);
    expect(store().confirmations).toEqual({});
  });

  it("already sent: the link keeps the tap and the confirmation says 'Já enviado'", async () => {
    const src = source({ undoRecord: jest.fn(async () => false) });
    useStaffStore.setState({ offlineSource: src, eventId: 1 });
    hold([ana]);
    await store().checkIn(11, '2026-11-21T11:00:00.000Z');
    await expect(store().undo(11)).resolves.toBe(false);
    expect(links()[0]).toMatchObject({ checkIn: '2026-11-21T11:00:00.000Z' });
    expect(store().confirmations[11]?.status).toBe('sent');
  });

  it('the confirmation (and its undo) ends with the record\'s hold', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const src = source({
      saveRecord: jest.fn(async (input: RecordInput) =>
        aRecord({ eventEmployeeId: input.link.id, checkinTime: input.time ?? null, holdUntil: 1_000_000 + 10_000 }),
      ),
    });
    useStaffStore.setState({ offlineSource: src, eventId: 1 });
    hold([ana]);
    await store().checkIn(11, '2026-11-21T11:00:00.000Z');
    jest.advanceTimersByTime(9_999);
    expect(store().confirmations[11]).toBeDefined();
    jest.advanceTimersByTime(1);
    expect(store().confirmations[11]).toBeUndefined();
    await expect(store().undo(11)).resolves.toBe(false);
    expect(src.undoRecord).not.toHaveBeenCalled();
  });
});

it('offlineSaveErrorText: the quota text, else Database não inicializada', () => {
  expect(offlineSaveErrorText(new Error(QUOTA_ERROR))).toBe(QUOTA_ERROR);
  expect(offlineSaveErrorText(new Error('Database não inicializada'))).toBe('Database não inicializada');
  expect(offlineSaveErrorText(new DOMException('x', 'InvalidStateError'))).toBe('Database não inicializada');
});

describe('staff-sync', () => {
  const links: EventEmployee[] = [ana, bia];

  it('applies PENDING records in order and ignores the others', () => {
    const records = [
      aRecord({ id: 2, type: 'checkout', checkinTime: null, checkoutTime: '2026-11-21T20:00:00.000Z', timestamp: 2 }),
      aRecord({ id: 1 }),
      aRecord({ id: 3, eventEmployeeId: 12, syncStatus: 'REJECTED', syncError: 'x' }),
    ];
    expect(applyPendingRecords(links, records)).toEqual([
      { ...ana, checkIn: '2026-11-21T11:00:00.000Z', checkOut: '2026-11-21T20:00:00.000Z', syncStatus: 'PENDING' },
      bia,
    ]);
  });

  it('tells each row which values wait and which records were discarded', () => {
    const states = rowSyncStates(links, [aRecord(), aRecord({ id: 3, eventEmployeeId: 12, syncStatus: 'REJECTED', syncError: 'Descartado: x' })]);
    expect(states.get(11)).toEqual({ pending: { checkIn: true, checkOut: false }, rejected: [] });
    expect(states.get(12)).toEqual({
      pending: { checkIn: false, checkOut: false },
      rejected: [{ id: 3, field: 'checkIn', time: '2026-11-21T11:00:00.000Z', reason: 'Descartado: x' }],
    });
  });
});

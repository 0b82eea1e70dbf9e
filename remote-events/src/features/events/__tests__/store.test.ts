import { EVENT_STORE_ERRORS, type Event } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { setNavigator } from '@sge/shared/router';
import { mockApi, resetSession } from '@sge/shared/testing';
import { queryClient } from '@sge/shared/query';
import { eventKeys } from '../api';
import { eventsQueries, type EventsPage } from '../queries';
import { useEventStore, type EventView } from '../store';
import { toListItem } from '../event-dates';
import { aDay, anEvent } from './fixtures';

const texts = () => useNotificationStore.getState().queue.map((n) => `${n.color}: ${n.text}`);
const store = () => useEventStore.getState();
const failing = { status: 500, body: { message: 'Erro interno do servidor' } };
/** Asks the list or an event now, as a page does (whatever the cache holds). */
const loadList = (params: Record<string, string | number> = {}) => queryClient.fetchQuery({ ...eventsQueries.list(params), staleTime: 0 });
const loadEvent = (id: number) => queryClient.fetchQuery({ ...eventsQueries.detail(id), staleTime: 0 });
const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

beforeEach(() => {
  resetSession({ token: 'token', role: 'ADMIN', username: 'admin', id: 1 });
  useNotificationStore.getState().clear();
  useEventStore.setState(useEventStore.getInitialState(), true);
});

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

it('loads a page of the list; a change shows in its event at once and makes the list stale', async () => {
  const festa = anEvent({ id: 1 });
  const created = anEvent({ id: 2, name: 'Show' });
  const calls = mockApi({
    'GET /api/events': ({ query }) => ({
      body: { data: query.get('page') === '2' ? [toListItem(created)] : [toListItem(festa)], meta: { total: 2, page: 1, pageSize: 1 } },
    }),
    'GET /api/events/1': { body: { data: festa } },
    'POST /api/events': { status: 201, body: { data: created } },
    'PUT /api/events/1': { body: { data: { ...festa, name: 'Festa 2' } } },
    'PUT /api/events/2/finalize': { body: { data: { ...created, isFinalized: true } } },
    'DELETE /api/events/2': { body: { data: { id: 2 } } },
  });
  const page = await loadList({ page: 1, pageSize: 1, sort: 'name', status: 'active' });
  expect(Object.fromEntries(calls[0].query)).toEqual({ page: '1', pageSize: '1', sort: 'name', status: 'active' });
  expect(page).toEqual<EventsPage>({ data: [toListItem(festa)], meta: { total: 2, page: 1, pageSize: 1 }, fromOffline: false });
  await loadEvent(1);
  // A new event is not put in the page: the list is asked again (where it falls depends on sort and filters).
  await expect(store().add({ name: 'Show', location: 'Praia' })).resolves.toEqual(created);
  expect(stale(eventKeys.list({ page: 1, pageSize: 1, sort: 'name', status: 'active' }))).toBe(true);
  await store().update(1, { name: 'Festa 2', location: 'Salão' });
  expect(queryClient.getQueryData<EventView>(eventKeys.detail(1))?.event.name).toBe('Festa 2');
  await store().finalize(2);
  expect(queryClient.getQueryData<EventView>(eventKeys.detail(2))?.event.isFinalized).toBe(true);
  await store().delete(2);
  expect(queryClient.getQueryData(eventKeys.detail(2))).toBeUndefined();
  expect(texts()).toEqual([]);
});

it.each([
  ['the list', EVENT_STORE_ERRORS.load, 'GET /api/events', () => loadList()],
  ['an event', EVENT_STORE_ERRORS.details, 'GET /api/events/1', () => loadEvent(1)],
  ['add', EVENT_STORE_ERRORS.add, 'POST /api/events', () => store().add({ name: 'Show', location: 'Praia' })],
  ['update', EVENT_STORE_ERRORS.update, 'PUT /api/events/1', () => store().update(1, { name: 'Show', location: 'Praia' })],
  ['delete', EVENT_STORE_ERRORS.delete, 'DELETE /api/events/1', () => store().delete(1)],
  ['finalize', EVENT_STORE_ERRORS.finalize, 'PUT /api/events/1/finalize', () => store().finalize(1)],
] as const)('a failed %s shows exactly "%s"', async (_name, text, route, action) => {
  store().setOfflineSource(null);
  mockApi({ [route]: failing });
  await (action() as Promise<unknown>).catch(() => undefined);
  expect(texts()).toEqual([`error: ${text}`]);
});

it('changes reject with the ApiError, so a dialog can show the reason', async () => {
  mockApi({ 'PUT /api/events/1': { status: 409, body: { message: 'Já existe um dia com esta data neste evento' } } });
  await expect(store().update(1, { name: 'Show', location: 'Praia', eventDays: [{ date: '2026-11-21' }] })).rejects.toMatchObject({
    status: 409,
    message: 'Já existe um dia com esta data neste evento',
  });
});

it('a 401 is told once, by the http client, not again by the list', async () => {
  const navigate = jest.fn();
  const unregister = setNavigator(navigate);
  store().setOfflineSource(null);
  mockApi({ 'GET /api/events': { status: 401, body: { message: 'Token inválido' } } });
  await loadList().catch(() => undefined);
  unregister();
  expect(texts()).toEqual(['error: Sessão expirada. Faça login novamente.']);
  expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login/), { replace: true });
});

describe('offline seam', () => {
  const offlineEvent: Event = anEvent({ id: 5, name: 'Baixado', eventDays: [aDay('2026-11-21')] });
  const source = { listEvents: jest.fn(async () => [offlineEvent]), getEvent: jest.fn(async (id: number) => (id === 5 ? offlineEvent : null)) };

  it('without a source, a failed load keeps what the list showed', async () => {
    store().setOfflineSource(null);
    let fail = false;
    mockApi({ 'GET /api/events': () => (fail ? failing : { body: { data: [toListItem(offlineEvent)], meta: { total: 1, page: 1, pageSize: 10 } } }) });
    await loadList();
    fail = true;
    await expect(loadList()).rejects.toThrow();
    expect(queryClient.getQueryData<EventsPage>(eventKeys.list({}))?.data).toEqual([toListItem(offlineEvent)]);
  });

  it('falls back to the offline source when the API fails', async () => {
    mockApi({ 'GET /api/events': failing, 'GET /api/events/5': failing });
    store().setOfflineSource(source);
    await expect(loadList()).resolves.toMatchObject({ data: [toListItem(offlineEvent)], fromOffline: true });
    await expect(loadEvent(5)).resolves.toEqual({ event: offlineEvent, fromOffline: true });
    expect(texts()).toEqual([`error: ${EVENT_STORE_ERRORS.load}`, `error: ${EVENT_STORE_ERRORS.details}`]);
  });

  it('reads the offline source directly when the device is offline', async () => {
    const calls = mockApi({});
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    store().setOfflineSource(source);
    await expect(loadList()).resolves.toMatchObject({ data: [toListItem(offlineEvent)], fromOffline: true });
    await expect(loadEvent(5)).resolves.toEqual({ event: offlineEvent, fromOffline: true });
    expect(calls).toEqual([]);
    // Warned once, when the screen switched to the device's copies.
    expect(texts()).toEqual(['warning: Sem conexão - modo offline ativado']);
  });
});

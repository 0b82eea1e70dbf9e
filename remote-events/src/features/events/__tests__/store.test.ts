import { EVENT_STORE_ERRORS, type Event } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { setNavigator } from '@sge/shared/router';
import { mockApi, resetSession } from '@sge/shared/testing';
import { useEventStore } from '../store';
import { toListItem } from '../event-dates';
import { aDay, anEvent } from './fixtures';

const texts = () => useNotificationStore.getState().queue.map((n) => `${n.color}: ${n.text}`);
const store = () => useEventStore.getState();
const failing = { status: 500, body: { message: 'Erro interno do servidor' } };

beforeEach(() => {
  resetSession({ token: 'token', role: 'ADMIN', username: 'admin', id: 1 });
  useNotificationStore.getState().clear();
  useEventStore.setState(useEventStore.getInitialState(), true);
});

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

it('loads a page of the list and keeps changes in its rows', async () => {
  const festa = anEvent({ id: 1 });
  const created = anEvent({ id: 2, name: 'Show' });
  const calls = mockApi({
    'GET /api/events': ({ query }) => ({
      body: { data: query.get('page') === '2' ? [toListItem(created)] : [toListItem(festa)], meta: { total: 2, page: 1, pageSize: 1 } },
    }),
    'POST /api/events': { status: 201, body: { data: created } },
    'PUT /api/events/1': { body: { data: { ...festa, name: 'Festa 2' } } },
    'PUT /api/events/2/finalize': { body: { data: { ...created, isFinalized: true } } },
    'DELETE /api/events/2': { body: { data: { id: 2 } } },
  });
  await store().load({ page: 1, pageSize: 1, sort: 'name', status: 'active' });
  expect(Object.fromEntries(calls[0].query)).toEqual({ page: '1', pageSize: '1', sort: 'name', status: 'active' });
  expect(store().events).toEqual([toListItem(festa)]);
  expect(store().total).toBe(2);
  // A new event is not put in the page: the page reloads (where it falls depends on sort and filters).
  await expect(store().add({ name: 'Show', location: 'Praia' })).resolves.toEqual(created);
  await store().update(1, { name: 'Festa 2', location: 'Salão' });
  expect(store().events.map((e) => [e.id, e.name, e.isFinalized])).toEqual([[1, 'Festa 2', false]]);
  await store().load({ page: 2, pageSize: 1 });
  await store().finalize(2);
  expect(store().events.map((e) => [e.id, e.name, e.isFinalized])).toEqual([[2, 'Show', true]]);
  await store().delete(2);
  expect(store().events).toEqual([]);
  expect(store().total).toBe(1);
  expect(texts()).toEqual([]);
});

it.each([
  ['load', EVENT_STORE_ERRORS.load, 'GET /api/events', () => store().load()],
  ['loadDetails', EVENT_STORE_ERRORS.details, 'GET /api/events/1', () => store().loadDetails(1)],
  ['add', EVENT_STORE_ERRORS.add, 'POST /api/events', () => store().add({ name: 'Show', location: 'Praia' })],
  ['update', EVENT_STORE_ERRORS.update, 'PUT /api/events/1', () => store().update(1, { name: 'Show', location: 'Praia' })],
  ['delete', EVENT_STORE_ERRORS.delete, 'DELETE /api/events/1', () => store().delete(1)],
  ['finalize', EVENT_STORE_ERRORS.finalize, 'PUT /api/events/1/finalize', () => store().finalize(1)],
] as const)('a failed %s shows exactly "%s"', async (_name, text, route, action) => {
  mockApi({ [route]: failing });
  await action().catch(() => undefined);
  expect(texts()).toEqual([`error: ${text}`]);
});

it('changes reject with the ApiError, so a dialog can show the reason', async () => {
  mockApi({ 'PUT /api/events/1': { status: 409, body: { message: 'Já existe um dia com esta data neste evento' } } });
  await expect(store().update(1, { name: 'Show', location: 'Praia', eventDays: [{ date: '2026-11-21' }] })).rejects.toMatchObject({
    status: 409,
    message: 'Já existe um dia com esta data neste evento',
  });
});

it('a 401 is told once, by the http client, not again by the store', async () => {
  const navigate = jest.fn();
  const unregister = setNavigator(navigate);
  mockApi({ 'GET /api/events': { status: 401, body: { message: 'Token inválido' } } });
  await store().load();
  unregister();
  expect(texts()).toEqual(['error: Sessão expirada. Faça login novamente.']);
  expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login/), { replace: true });
});

describe('offline seam', () => {
  const offlineEvent: Event = anEvent({ id: 5, name: 'Baixado', eventDays: [aDay('2026-11-21')] });
  const source = { listEvents: jest.fn(async () => [offlineEvent]), getEvent: jest.fn(async (id: number) => (id === 5 ? offlineEvent : null)) };

  it('without a source, a failed load leaves the list as it was', async () => {
    mockApi({ 'GET /api/events': failing });
    store().setOfflineSource(null);
    await store().load();
    expect(store().events).toEqual([]);
    expect(store().fromOffline).toBe(false);
  });

  it('falls back to the offline source when the API fails', async () => {
    mockApi({ 'GET /api/events': failing, 'GET /api/events/5': failing });
    store().setOfflineSource(source);
    await store().load();
    expect(store().events).toEqual([toListItem(offlineEvent)]);
    expect(store().fromOffline).toBe(true);
    await expect(store().loadDetails(5)).resolves.toEqual(offlineEvent);
    expect(texts()).toEqual([`error: ${EVENT_STORE_ERRORS.load}`, `error: ${EVENT_STORE_ERRORS.details}`]);
  });

  it('reads the offline source directly when the device is offline', async () => {
    const calls = mockApi({});
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    store().setOfflineSource(source);
    await store().load();
    await store().loadDetails(5);
    expect(store().events).toEqual([toListItem(offlineEvent)]);
    expect(store().current).toEqual(offlineEvent);
    expect(calls).toEqual([]);
    // Warned once, when the screen switched to the device's copies.
    expect(texts()).toEqual(['warning: Sem conexão - modo offline ativado']);
  });
});

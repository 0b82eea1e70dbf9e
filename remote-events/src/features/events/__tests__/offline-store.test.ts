import type { Event } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { mockApi, resetSession } from '@sge/shared/testing';
import { restoreOnline, setOnline } from '../../../testing/offline';
import { queryClient } from '@sge/shared/query';
import { eventKeys } from '../api';
import { eventsQueries } from '../queries';
import { deviceEventSource, useEventStore, type EventCopy, type EventView, type OfflineEventSource } from '../store';
import { toListItem } from '../event-dates';
import { aDay, anEvent } from './fixtures';

const texts = () => useNotificationStore.getState().queue.map((n) => `${n.color}: ${n.text}`);
const store = () => useEventStore.getState();
/** Asks the list or an event now, as a page does (whatever the cache holds); a failure resolves undefined. */
const loadList = () => queryClient.fetchQuery({ ...eventsQueries.list({}), staleTime: 0 }).catch(() => undefined);
const loadEvent = (id: number) => queryClient.fetchQuery({ ...eventsQueries.detail(id), staleTime: 0 }).catch(() => undefined);
const shown = (id: number) => queryClient.getQueryData<EventView>(eventKeys.detail(id));
const networkDown = (): never => {
  throw new TypeError('Failed to fetch');
};

const copy: EventCopy = { ...anEvent({ id: 5, name: 'Baixado', eventDays: [aDay('2026-11-21')] }), downloadedAt: 1_700_000_000_000, isOffline: true };
const online: Event = anEvent({ id: 6, name: 'Do servidor' });

function source(over: Partial<OfflineEventSource> = {}): OfflineEventSource {
  return {
    listEvents: jest.fn(async () => [copy]),
    getEvent: jest.fn(async (id: number) => (id === copy.id ? copy : null)),
    download: jest.fn(async () => ({ ...copy, downloadedAt: 1_800_000_000_000 })),
    ...over,
  };
}

beforeEach(() => {
  resetSession({ token: 'token', role: 'COORDINATOR', username: 'coordenador', id: 1 });
  useNotificationStore.getState().clear();
  useEventStore.setState(useEventStore.getInitialState(), true);
});

afterEach(restoreOnline);

it('uses the device database by default', () => {
  expect(store().offlineSource).toBe(deviceEventSource);
});

it('warns once when the screen switches to the device copies, and again after it was back online', async () => {
  mockApi({ 'GET /api/events': { body: { data: [toListItem(online)], meta: { total: 1, page: 1, pageSize: 25 } } } });
  store().setOfflineSource(source());
  setOnline(false);
  await loadList();
  await loadEvent(5);
  await loadList();
  expect(texts()).toEqual(['warning: Sem conexão - modo offline ativado']);
  expect(store().downloads).toEqual({ 5: copy.downloadedAt });

  setOnline(true);
  await expect(loadList()).resolves.toMatchObject({ data: [toListItem(online)], fromOffline: false });
  setOnline(false);
  await loadList();
  expect(texts()).toEqual(['warning: Sem conexão - modo offline ativado', 'warning: Sem conexão - modo offline ativado']);
});

it('a detail request with no response reads the device copy; not there → Evento não encontrado', async () => {
  mockApi({ 'GET /api/events/5': networkDown, 'GET /api/events/7': networkDown });
  store().setOfflineSource(source());
  await expect(loadEvent(5)).resolves.toEqual({ event: copy, fromOffline: true });
  await expect(loadEvent(7)).resolves.toBeUndefined();
  expect(texts()).toEqual(['warning: Sem conexão - modo offline ativado', 'error: Evento não encontrado']);
});

it('a detail request refused by the server keeps its catalogue text (no "not found")', async () => {
  mockApi({ 'GET /api/events/7': { status: 500, body: { message: 'Erro interno' } } });
  store().setOfflineSource(source());
  await loadEvent(7);
  expect(texts()).toEqual(['error: Failed to load event details']);
});

it('a failing device database while offline gives the catalogue texts', async () => {
  const broken = source({
    listEvents: jest.fn(async () => Promise.reject(new Error('Database não inicializada'))),
    getEvent: jest.fn(async () => Promise.reject(new Error('Database não inicializada'))),
  });
  store().setOfflineSource(broken);
  setOnline(false);
  await expect(loadList()).resolves.toBeUndefined();
  await loadEvent(5);
  expect(texts()).toEqual(['error: Failed to load events', 'error: Failed to load event details']);
});

it('a reload that finds nothing keeps the event already on screen', async () => {
  mockApi({ 'GET /api/events/6': { body: { data: online } } });
  store().setOfflineSource(source());
  await loadEvent(6);
  setOnline(false);
  await loadEvent(6);
  expect(shown(6)).toEqual({ event: online, fromOffline: false });
  expect(texts()).toEqual(['warning: Sem conexão - modo offline ativado', 'error: Evento não encontrado']);
});

it('downloads an event: success text and its download time; a failure has its own text', async () => {
  const src = source();
  store().setOfflineSource(src);
  await expect(store().downloadForOffline({ id: 5, name: 'Baixado' })).resolves.toBe(true);
  expect(store().downloads[5]).toBe(1_800_000_000_000);
  expect(store().downloadingId).toBeNull();

  store().setOfflineSource(source({ download: jest.fn(async () => Promise.reject(new Error('x'))) }));
  await expect(store().downloadForOffline({ id: 5, name: 'Baixado' })).resolves.toBe(false);
  expect(texts()).toEqual(['success: Evento Baixado baixado para uso offline', 'error: Erro ao baixar evento para uso offline']);
});

import type { Event } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { mockApi, resetSession } from '@sge/shared/testing';
import { restoreOnline, setOnline } from '../../../testing/offline';
import { deviceEventSource, useEventStore, type EventCopy, type OfflineEventSource } from '../store';
import { toListItem } from '../event-dates';
import { aDay, anEvent } from './fixtures';

const texts = () => useNotificationStore.getState().queue.map((n) => `${n.color}: ${n.text}`);
const store = () => useEventStore.getState();
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
  await store().load();
  await store().loadDetails(5);
  await store().load();
  expect(texts()).toEqual(['warning: Sem conexão - modo offline ativado']);
  expect(store().downloads).toEqual({ 5: copy.downloadedAt });

  setOnline(true);
  await store().load();
  expect(store().events).toEqual([toListItem(online)]);
  expect(store().fromOffline).toBe(false);
  setOnline(false);
  await store().load();
  expect(texts()).toEqual(['warning: Sem conexão - modo offline ativado', 'warning: Sem conexão - modo offline ativado']);
});

it('a detail request with no response reads the device copy; not there → Evento não encontrado', async () => {
  mockApi({ 'GET /api/events/5': networkDown, 'GET /api/events/7': networkDown });
  store().setOfflineSource(source());
  await expect(store().loadDetails(5)).resolves.toEqual(copy);
  expect(store().current).toEqual(copy);
  await expect(store().loadDetails(7)).resolves.toBeNull();
  expect(texts()).toEqual(['warning: Sem conexão - modo offline ativado', 'error: Evento não encontrado']);
});

it('a detail request refused by the server keeps its catalogue text (no "not found")', async () => {
  mockApi({ 'GET /api/events/7': { status: 500, body: { message: 'Erro interno' } } });
  store().setOfflineSource(source());
  await store().loadDetails(7);
  expect(texts()).toEqual(['error: Failed to load event details']);
});

it('a failing device database while offline gives the catalogue texts', async () => {
  const broken = source({
    listEvents: jest.fn(async () => Promise.reject(new Error('Database não inicializada'))),
    getEvent: jest.fn(async () => Promise.reject(new Error('Database não inicializada'))),
  });
  store().setOfflineSource(broken);
  setOnline(false);
  await expect(store().load()).resolves.toBeUndefined();
  await store().loadDetails(5);
  expect(texts()).toEqual(['error: Failed to load events', 'error: Failed to load event details']);
});

it('a reload that finds nothing keeps the event already on screen', async () => {
  mockApi({ 'GET /api/events/6': { body: { data: online } } });
  store().setOfflineSource(source());
  await store().loadDetails(6);
  setOnline(false);
  await store().loadDetails(6);
  expect(store().current).toEqual(online);
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

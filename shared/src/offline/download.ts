/**
 * Downloads events for offline use: the event with its days, its staff and the event-employee
 * links, stored together so /events works at the venue with no connection.
 */
import type { Event, EventEmployee, EventListItem } from '@sge/shared/contract';
import { http } from '@sge/shared/http';
import { openOfflineDb, type OfflineEmployee, type OfflineEvent } from './db';

export const MAX_BULK_EVENTS = 5;

export const DOWNLOAD_MESSAGES = {
  downloadError: 'Erro ao baixar evento para uso offline',
  notFound: 'Evento não encontrado',
  prepareError: 'Erro ao preparar sistema para uso offline',
  none: 'Nenhum evento disponível para download offline',
  downloaded: (name: string) => `Evento ${name} baixado para uso offline`,
  prepared: (count: number) => `Sistema preparado! ${count} eventos disponíveis offline.`,
} as const;

const silent = { notifyError: false } as const;

/** Stores an event, its staff and links on the device (replacing any older copy of it). */
export async function storeEventOffline(event: Event, links: EventEmployee[], now: number = Date.now()): Promise<OfflineEvent> {
  const db = await openOfflineDb();
  const offline: OfflineEvent = { ...event, downloadedAt: now, isOffline: true };
  const staff = new Map<number, OfflineEmployee>();
  for (const day of event.eventDays) {
    for (const e of day.employees) staff.set(e.employeeId, { id: e.employeeId, eventId: event.id, name: e.name, function: e.function, payRate: e.payRate });
  }
  const tx = db.transaction(['events', 'employees', 'eventEmployees', 'offlineRecords'], 'readwrite');
  // Keep links that still have unsynced records as they are on the device: the device's view wins until sync.
  const pendingLinks = new Set(
    (await tx.objectStore('offlineRecords').index('eventId').getAll(event.id)).filter((r) => r.syncStatus === 'PENDING').map((r) => r.eventEmployeeId),
  );
  await tx.objectStore('events').put(offline);
  for (const key of await tx.objectStore('employees').index('eventId').getAllKeys(event.id)) await tx.objectStore('employees').delete(key);
  for (const e of staff.values()) await tx.objectStore('employees').put(e);
  for (const link of links) {
    if (pendingLinks.has(link.id)) continue;
    await tx.objectStore('eventEmployees').put({ ...link, syncStatus: 'SYNCED' });
  }
  await tx.done;
  return offline;
}

/** Downloads one event (SPEC: 'Evento … baixado para uso offline'). */
export async function downloadEvent(eventId: number): Promise<OfflineEvent> {
  const [event, links] = await Promise.all([
    http.get<Event>(`/events/${eventId}`, silent),
    http.get<EventEmployee[]>(`/event-employees/event/${eventId}`, silent),
  ]);
  return storeEventOffline(event, links);
}

/** How many events one request of the list asks for (the API's largest page). */
export const EVENT_LIST_PAGE_SIZE = 200;

/**
 * The events still to come: not finalized, with a day from today on, soonest first (the server's
 * order for status=upcoming), page after page (GET /events is paged); stops once `limit` are read.
 * The rows carry staff counts only: each event's staff comes from its own routes.
 */
export async function getUpcomingEvents(limit = Infinity): Promise<EventListItem[]> {
  const events: EventListItem[] = [];
  for (let page = 1; events.length < limit; page++) {
    const answer = await http.getPage<EventListItem>('/events', { ...silent, query: { status: 'upcoming', page, pageSize: EVENT_LIST_PAGE_SIZE } });
    events.push(...answer.data);
    if (answer.data.length === 0 || page * answer.meta.pageSize >= answer.meta.total) break;
  }
  return events.slice(0, limit);
}

/** Downloads the next 5 events still to come (SPEC §9: at most 5 non-finalized), each with its full staff; returns them as stored on the device. */
export async function prepareOffline(): Promise<OfflineEvent[]> {
  const chosen = await getUpcomingEvents(MAX_BULK_EVENTS);
  const stored: OfflineEvent[] = [];
  for (const event of chosen) stored.push(await downloadEvent(event.id));
  return stored;
}

/** Every event on the device, newest download first. */
export async function getOfflineEvents(): Promise<OfflineEvent[]> {
  const db = await openOfflineDb();
  return (await db.getAll('events')).sort((a, b) => b.downloadedAt - a.downloadedAt);
}

/** One event as stored on the device, with its days' staff rebuilt from the local links. */
export async function getOfflineEvent(eventId: number): Promise<OfflineEvent | undefined> {
  const db = await openOfflineDb();
  const event = await db.get('events', eventId);
  if (!event) return undefined;
  const links = await db.getAllFromIndex('eventEmployees', 'eventId', eventId);
  const byId = new Map(links.map((l) => [l.id, l]));
  return {
    ...event,
    eventDays: event.eventDays.map((day) => ({
      ...day,
      employees: day.employees.map((e) => {
        const link = byId.get(e.id);
        return link ? { ...e, checkIn: link.checkIn, checkOut: link.checkOut, syncStatus: link.syncStatus } : e;
      }),
    })),
  };
}

/** The event-employee links of a downloaded event, as the device knows them. */
export async function getOfflineLinks(eventId: number): Promise<EventEmployee[]> {
  const db = await openOfflineDb();
  return db.getAllFromIndex('eventEmployees', 'eventId', eventId);
}

export async function isEventOffline(eventId: number): Promise<boolean> {
  const db = await openOfflineDb();
  return (await db.getKey('events', eventId)) !== undefined;
}

import type { Event, EventDay, EventDayEmployee, EventListItem } from '@sge/shared/contract';
import type { ApiCall, ApiReply } from '@sge/shared/testing';
import { toListItem } from '../event-dates';

let nextId = 1;

/** An event as the API returns it (active, no days unless given). */
export function anEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: overrides.id ?? nextId++,
    name: 'Casamento Silva',
    location: 'Espaço Jardim',
    description: 'Cerimônia e recepção',
    eventDays: [],
    isFinalized: false,
    summary: null,
    createdAt: '2026-10-01T12:00:00.000Z',
    updatedAt: '2026-10-01T12:00:00.000Z',
    ...overrides,
  };
}

/** An employee as listed inside an event day. */
export function aDayEmployee(overrides: Partial<EventDayEmployee> = {}): EventDayEmployee {
  return {
    id: 1,
    employeeId: 1,
    name: 'Ana Souza',
    function: 'Garçom',
    payRate: '150.00',
    checkIn: null,
    checkOut: null,
    paymentRequested: false,
    paid: false,
    syncStatus: 'SYNCED',
    ...overrides,
  };
}

export const aDay = (date: string, employees: EventDayEmployee[] = []): EventDay => ({ date, employees });

/** An event as a row of GET /events (counts, no staff). */
export const aListItem = (overrides: Partial<Event> = {}): EventListItem => toListItem(anEvent(overrides));

/**
 * GET /events as the server answers it (issue 14): the events as list rows, filtered by `status`
 * and `search` (name or location), one page of `pageSize` (default 25), with `meta`.
 */
export const listReply =
  (events: Event[]) =>
  ({ query }: ApiCall): ApiReply => {
    const status = query.get('status');
    const search = (query.get('search') ?? '').toLowerCase();
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 25);
    const matching = events
      .filter((e) => !status || e.isFinalized === (status === 'finalized'))
      .filter((e) => !search || [e.name, e.location].some((text) => text.toLowerCase().includes(search)));
    const data = matching.slice((page - 1) * pageSize, page * pageSize).map(toListItem);
    return { body: { data, meta: { total: matching.length, page, pageSize } } };
  };

/** The body of GET /events holding these events on one page. */
export const listBody = (events: Event[]) => ({ data: events.map(toListItem), meta: { total: events.length, page: 1, pageSize: 25 } });

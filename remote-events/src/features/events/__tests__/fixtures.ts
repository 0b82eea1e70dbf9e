import type { Event, EventDay, EventDayEmployee } from '@sge/shared/contract';

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

import type { Event, EventEmployee } from '@sge/shared/contract';
import { closeOfflineDb } from '../db';

/** A fresh, empty offline database for each test. */
export async function resetOfflineDb(): Promise<void> {
  await closeOfflineDb();
  await new Promise<void>((resolve, reject) => {
    const req = indexedDB.deleteDatabase('sge-offline');
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error);
    req.onblocked = () => resolve();
  });
}

export const link = (over: Partial<EventEmployee> = {}): EventEmployee => ({
  id: 11,
  eventId: 1,
  employeeId: 5,
  eventDay: '2026-11-22',
  employeeName: 'Ana Souza',
  employeeFullName: 'Ana Paula Souza',
  employeeEmail: null,
  employeePhone: null,
  function: 'Garçom',
  payRate: '150.00',
  checkIn: null,
  checkOut: null,
  paymentRequested: false,
  paymentRequestId: null,
  paid: false,
  syncStatus: 'SYNCED',
  lastUpdatedAt: '2026-11-22T10:00:00.000Z',
  ...over,
});

export const event = (over: Partial<Event> = {}): Event => ({
  id: 1,
  name: 'Festival de Verão',
  location: 'Praia',
  description: null,
  isFinalized: false,
  summary: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  eventDays: [
    {
      date: '2026-11-22',
      employees: [
        { id: 11, employeeId: 5, name: 'Ana Souza', function: 'Garçom', payRate: '150.00', checkIn: null, checkOut: null, paymentRequested: false, paid: false, syncStatus: 'SYNCED' },
      ],
    },
  ],
  ...over,
});

type Handler = (url: string, init: RequestInit) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** Routes fetch calls to a handler; returns the calls made. */
export function mockFetch(handler: Handler): { calls: { url: string; method: string; body: unknown }[] } {
  const calls: { url: string; method: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    const { status, body } = await handler(url, init);
    return new Response(body === undefined ? '' : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { calls };
}

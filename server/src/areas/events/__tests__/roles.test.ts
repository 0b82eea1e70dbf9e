/**
 * The events area's role matrix, endpoint by endpoint (SPEC §6: /events is open to admin, manager,
 * coordinator and financial; what each may change is narrower). Written out here rather than read
 * from permissions.ts, so a change there must be a deliberate change here too.
 */
import { ROLES, type Role } from '@sge/shared/contract';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { insertBudget, insertEmployee, insertEvent, insertLink, insertPaymentRequest } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY1 = '2030-01-10';
const DAY2 = '2030-01-11';
const ALL: Role[] = ['ADMIN', 'MANAGER', 'COORDINATOR', 'FINANCIAL'];
const MANAGE: Role[] = ['ADMIN', 'MANAGER'];
const AT_THE_VENUE: Role[] = ['ADMIN', 'MANAGER', 'COORDINATOR'];
const CONFIRM_PAYMENT: Role[] = ['ADMIN', 'FINANCIAL'];
const PAYMENT_REQUESTS: Role[] = ['ADMIN', 'MANAGER', 'FINANCIAL'];

/**
 * Event 1 (days DAY1, DAY2) with an approved budget and four staff links on DAY1: 1 not arrived,
 * 2 checked in, 3 worked (in and out), 4 worked with payment request 1. Event 2 has no staff.
 * Employee 5 is free.
 */
async function arrange(): Promise<void> {
  await t.reset();
  await t.createUsers();
  const event = await insertEvent(t, { days: [DAY1, DAY2] });
  await insertEvent(t, { name: 'Evento vazio', days: [DAY1] });
  const employees = [];
  for (const name of ['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Diego Alves', 'Eduarda Costa']) employees.push(await insertEmployee(t, { name }));
  await insertLink(t, { eventId: event, employeeId: employees[0] });
  await insertLink(t, { eventId: event, employeeId: employees[1], checkIn: '2030-01-10T10:00:00Z' });
  await insertLink(t, { eventId: event, employeeId: employees[2], checkIn: '2030-01-10T10:00:00Z', checkOut: '2030-01-10T20:00:00Z' });
  const paid = await insertLink(t, { eventId: event, employeeId: employees[3], checkIn: '2030-01-10T10:00:00Z', checkOut: '2030-01-10T20:00:00Z' });
  await insertPaymentRequest(t, paid);
  await insertBudget(t, event, 'APROVADO', [{ service: { name: 'Serviço de Garçom', staffFunction: 'Garçom' }, quantity: 4 }]);
}

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  ok: number;
  allowed: Role[];
  payload?: object;
}

const EVENT = { name: 'Novo evento', location: 'São Paulo - SP', eventDays: [{ date: DAY1 }] };
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/events', ok: 200, allowed: ALL },
  { method: 'POST', url: '/api/events', ok: 201, allowed: MANAGE, payload: EVENT },
  { method: 'GET', url: '/api/events/1', ok: 200, allowed: ALL },
  { method: 'PUT', url: '/api/events/2', ok: 200, allowed: MANAGE, payload: EVENT },
  { method: 'DELETE', url: '/api/events/2', ok: 200, allowed: MANAGE },
  { method: 'PUT', url: '/api/events/2/finalize', ok: 200, allowed: MANAGE },
  { method: 'GET', url: '/api/event-employees', ok: 200, allowed: ALL },
  { method: 'POST', url: '/api/event-employees', ok: 201, allowed: MANAGE, payload: { eventId: 1, employeeId: 5, eventDay: DAY2 } },
  { method: 'GET', url: `/api/event-employees/event/1/day/${DAY1}`, ok: 200, allowed: ALL },
  { method: 'GET', url: '/api/event-employees/event/1', ok: 200, allowed: ALL },
  { method: 'GET', url: '/api/event-employees/employee/1', ok: 200, allowed: ALL },
  { method: 'GET', url: '/api/event-employees/event/1/employee/1', ok: 200, allowed: ALL },
  { method: 'PUT', url: '/api/event-employees/1', ok: 200, allowed: MANAGE, payload: { function: 'Copeiro', payRate: '130.00' } },
  { method: 'DELETE', url: '/api/event-employees/1', ok: 200, allowed: MANAGE },
  { method: 'PATCH', url: '/api/event-employees/1/check-in', ok: 200, allowed: AT_THE_VENUE },
  { method: 'PATCH', url: '/api/event-employees/2/check-out', ok: 200, allowed: AT_THE_VENUE, payload: { time: '2030-01-10T21:00:00Z' } },
  {
    method: 'PATCH',
    url: '/api/event-employees/1/sync-offline',
    ok: 200,
    allowed: AT_THE_VENUE,
    payload: { eventId: 1, employeeId: 1, shouldUpdateCheckin: true, shouldUpdateCheckout: false, checkinTime: '2030-01-10T10:58:00Z' },
  },
  {
    method: 'POST',
    url: '/api/event-employees/sync-offline/batch',
    ok: 200,
    allowed: AT_THE_VENUE,
    payload: {
      records: [
        {
          clientRecordId: '0b4f3c52-5a55-4f8e-9d3a-1f1d7c2f9a10',
          eventEmployeeId: 1,
          eventId: 1,
          employeeId: 1,
          checkinTime: '2030-01-10T10:58:00Z',
          deviceSentAt: '2030-01-10T11:00:00Z',
        },
      ],
    },
  },
  { method: 'GET', url: '/api/events/1/clock-flags', ok: 200, allowed: MANAGE },
  { method: 'PATCH', url: '/api/event-employees/3/request-payment', ok: 200, allowed: AT_THE_VENUE, payload: {} },
  { method: 'PATCH', url: '/api/event-employees/4/confirm-payment', ok: 200, allowed: CONFIRM_PAYMENT },
  { method: 'GET', url: '/api/event-employees/1/service-limits', ok: 200, allowed: ALL },
  { method: 'GET', url: '/api/event-employees/1/available-quantities', ok: 200, allowed: ALL },
  { method: 'GET', url: `/api/event-employees/1/available-quantities/day/${DAY1}`, ok: 200, allowed: ALL },
  { method: 'GET', url: '/api/event-employees/1/approved-services', ok: 200, allowed: ALL },
  { method: 'GET', url: '/api/payment-requests/1', ok: 200, allowed: PAYMENT_REQUESTS },
];

const cases = ENDPOINTS.flatMap((endpoint) => ROLES.map((role) => [endpoint.method, endpoint.url, role, endpoint] as const));

describe('every endpoint × every role', () => {
  test.each(cases)('%s %s as %s', async (method, url, role, endpoint) => {
    await arrange();
    const res = await t.request({ method, url, role, ...(endpoint.payload ? { payload: endpoint.payload } : {}) });
    if (endpoint.allowed.includes(role)) {
      // Paged lists (issue 14) add their `meta` beside `data`.
      const { meta: _meta, ...body } = res.json() as Record<string, unknown>;
      expect([res.statusCode, body]).toEqual([endpoint.ok, { data: expect.anything() }]);
    } else {
      expect([res.statusCode, res.json()]).toEqual([403, { message: 'Acesso não autorizado.' }]);
    }
  });
});

describe('without a token', () => {
  test.each(ENDPOINTS.map((endpoint) => [endpoint.method, endpoint.url, endpoint] as const))('%s %s answers 401', async (method, url, endpoint) => {
    const res = await t.request({ method, url, ...(endpoint.payload ? { payload: endpoint.payload } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Autenticação necessária' });
  });
});

test('a forbidden role gets 403 before any validation', async () => {
  const res = await t.request({ method: 'POST', url: '/api/events', role: 'FINANCIAL', payload: { name: 1 } });
  expect(res.statusCode).toBe(403);
  const sync = await t.request({ method: 'PATCH', url: '/api/event-employees/abc/sync-offline', role: 'FINANCIAL', payload: {} });
  expect(sync.statusCode).toBe(403);
});

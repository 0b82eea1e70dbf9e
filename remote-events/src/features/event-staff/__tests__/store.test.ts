import { STAFF_STORE_ERRORS, type PaymentRequestReply } from '@sge/shared/contract';
import { ApiError } from '@sge/shared/http';
import { useNotificationStore } from '@sge/shared/notify';
import { mockApi, resetSession } from '@sge/shared/testing';
import { onlineManager, queryClient } from '@sge/shared/query';
import { staffQueries } from '../queries';
import { removalErrorText, staffOf, useStaffStore } from '../store';
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
/** A quota query's answer; with no connection it waits for one (nothing is sent), so only a moment is waited. */
const settle = (asked: Promise<unknown>) => (onlineManager.isOnline() ? asked : Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 50))]));
const loadQuantities = (eventId: number) => settle(fetchNow(staffQueries.quantities(eventId)));
const loadQuantitiesByDay = (eventId: number, day: string) => settle(fetchNow(staffQueries.quantitiesByDay(eventId, day)));


beforeEach(() => {
  resetSession({ token: 'token', role: 'ADMIN', username: 'admin', id: 1 });
  useNotificationStore.getState().clear();
  useStaffStore.setState(useStaffStore.getInitialState(), true);
});

describe('removalErrorText (SPEC §8)', () => {
  const error = (status: number, message?: string) => new ApiError(message ?? 'Ocorreu um erro na requisição', status, message ? { message } : null);

  it.each([
    ['a 409', error(409, 'Conflito')],
    ['a foreign-key violation', error(500, 'update or delete on table "event_employees" violates foreign key constraint')],
    ['a message naming payment_request', error(400, 'Funcionário possui solicitações de pagamento (payment_request)')],
  ])('%s gives the long text', (_case, e) => {
    expect(removalErrorText(e)).toBe(STAFF_STORE_ERRORS.removeBlocked);
  });

  it('otherwise the server message, else the default text', () => {
    expect(removalErrorText(error(404, 'Funcionário do evento não encontrado'))).toBe('Funcionário do evento não encontrado');
    expect(removalErrorText(error(500))).toBe(STAFF_STORE_ERRORS.remove);
    expect(removalErrorText(new ApiError('Ocorreu um erro na requisição', 0))).toBe(STAFF_STORE_ERRORS.remove);
  });
});

it('the links load, and add, check-in and payment keep them up to date', async () => {
  const ana = aLink({ id: 11, eventId: 1 });
  const added = aLink({ id: 12, eventId: 1, employeeId: 2 });
  const reply: PaymentRequestReply = {
    paymentRequestId: 3,
    status: 'PENDING',
    eventEmployeePaymentConfirmed: false,
    eventEmployeeId: 11,
    amount: '150.00',
    requestedAt: '2026-11-21T21:00:00.000Z',
    paidAt: null,
  };
  mockApi({
    'GET /api/event-employees/event/1': { body: { data: [ana] } },
    'POST /api/event-employees': { status: 201, body: { data: added } },
    'PATCH /api/event-employees/11/request-payment': { body: { data: reply } },
    'PATCH /api/event-employees/11/confirm-payment': { body: { data: { ...reply, status: 'PAID', eventEmployeePaymentConfirmed: true } } },
    'GET /api/event-employees/1/available-quantities': { body: { data: [] } },
    'GET /api/event-employees/1/available-quantities/day/2026-11-21': { body: { data: [] } },
  });
  await load(1);
  await store().add({ eventId: 1, employeeId: 2, eventDay: '2026-11-21' });
  await store().checkIn(11, '2026-11-21T11:00:00.000Z');
  await store().requestPayment(11);
  expect(links().find((l) => l.id === 11)).toMatchObject({ checkIn: '2026-11-21T11:00:00.000Z', paymentRequested: true, paymentRequestId: 3, paid: false });
  await store().confirmPayment(11);
  expect(links().find((l) => l.id === 11)?.paid).toBe(true);
  expect(links().map((l) => l.id)).toEqual([11, 12]);
});

it.each([
  ['the links', STAFF_STORE_ERRORS.load, 'GET /api/event-employees/event/1', () => load(1)],
  ['add', STAFF_STORE_ERRORS.add, 'POST /api/event-employees', () => store().add({ eventId: 1, employeeId: 2, eventDay: '2026-11-21' })],
  ['the quotas', STAFF_STORE_ERRORS.availableQuantities, 'GET /api/event-employees/1/available-quantities', () => loadQuantities(1)],
  [
    "a day's quotas",
    STAFF_STORE_ERRORS.availableQuantitiesByDay,
    'GET /api/event-employees/1/available-quantities/day/2026-11-21',
    () => loadQuantitiesByDay(1, '2026-11-21'),
  ],
] as const)('a failed %s shows exactly "%s"', async (_name, text, route, action) => {
  mockApi({ [route]: { status: 500, body: { message: 'Erro interno do servidor' } } });
  await action().catch(() => undefined);
  expect(texts()).toEqual([`error: ${text}`]);
});

it('a failed removal shows one message: the server message when it is not a blocked removal', async () => {
  mockApi({ 'DELETE /api/event-employees/9': { status: 404, body: { message: 'Funcionário do evento não encontrado' } } });
  await expect(store().remove(9)).rejects.toMatchObject({ status: 404 });
  expect(texts()).toEqual(['error: Funcionário do evento não encontrado']);
});

it('a check-in of a link the screen does not hold says so, and nothing is sent', async () => {
  const calls = mockApi({});
  await expect(store().checkIn(9)).rejects.toThrow('Funcionário do evento não encontrado');
  expect(calls).toEqual([]);
  expect(texts()).toEqual(['error: Funcionário do evento não encontrado']);
});

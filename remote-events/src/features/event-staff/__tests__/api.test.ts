import { mockApi, type ApiRoute } from '@sge/shared/testing';
import * as api from '../api';
import { queryClient } from '@sge/shared/query';

const ok: ApiRoute = ({ method }) => ({ status: method === 'POST' ? 201 : 200, body: { data: [] } });
const sync = { eventId: 1, employeeId: 2, shouldUpdateCheckin: true, shouldUpdateCheckout: false, checkinTime: '2026-11-21T11:00:00.000Z' };

it.each<[string, () => Promise<unknown>, string, unknown]>([
  ['getEventEmployees', () => api.getEventEmployees(), 'GET /api/event-employees', undefined],
  ['getEventEmployeesByEvent', () => api.getEventEmployeesByEvent(1), 'GET /api/event-employees/event/1', undefined],
  ['getEventEmployeesByEventDay', () => api.getEventEmployeesByEventDay(1, '2026-11-21'), 'GET /api/event-employees/event/1/day/2026-11-21', undefined],
  ['getEventEmployeesByEmployee', () => api.getEventEmployeesByEmployee(2), 'GET /api/event-employees/employee/2', undefined],
  ['getEventEmployeesByEventAndEmployee', () => api.getEventEmployeesByEventAndEmployee(1, 2), 'GET /api/event-employees/event/1/employee/2', undefined],
  [
    'createEventEmployee',
    () => api.createEventEmployee({ eventId: 1, employeeId: 2, eventDay: '2026-11-21' }),
    'POST /api/event-employees',
    { eventId: 1, employeeId: 2, eventDay: '2026-11-21' },
  ],
  ['updateEventEmployee', () => api.updateEventEmployee(9, { function: 'Garçom', payRate: '150.00' }), 'PUT /api/event-employees/9', { function: 'Garçom', payRate: '150.00' }],
  ['deleteEventEmployee', () => api.deleteEventEmployee(9), 'DELETE /api/event-employees/9', undefined],
  ['checkInEventEmployee', () => api.checkInEventEmployee(9), 'PATCH /api/event-employees/9/check-in', undefined],
  ['checkOutEventEmployee with a time', () => api.checkOutEventEmployee(9, { time: '2026-11-21T20:00:00.000Z' }), 'PATCH /api/event-employees/9/check-out', { time: '2026-11-21T20:00:00.000Z' }],
  ['requestEventEmployeePayment', () => api.requestEventEmployeePayment(9, { amount: '150.00' }), 'PATCH /api/event-employees/9/request-payment', { amount: '150.00' }],
  ['confirmEventEmployeePayment', () => api.confirmEventEmployeePayment(9), 'PATCH /api/event-employees/9/confirm-payment', undefined],
  ['syncOfflineEventEmployee', () => api.syncOfflineEventEmployee(9, sync), 'PATCH /api/event-employees/9/sync-offline', sync],
  ['getServiceLimits', () => api.getServiceLimits(1), 'GET /api/event-employees/1/service-limits', undefined],
  ['getAvailableQuantities', () => api.getAvailableQuantities(1), 'GET /api/event-employees/1/available-quantities', undefined],
  ['getAvailableQuantitiesByDay', () => api.getAvailableQuantitiesByDay(1, '2026-11-21'), 'GET /api/event-employees/1/available-quantities/day/2026-11-21', undefined],
  ['getApprovedServices', () => api.getApprovedServices(1), 'GET /api/event-employees/1/approved-services', undefined],
  ['getPaymentRequest', () => api.getPaymentRequest(7), 'GET /api/payment-requests/7', undefined],
])('%s calls %s', async (_name, call, route, body) => {
  const calls = mockApi({ [route]: ok });
  await call();
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([route]);
  expect(calls[0].body).toEqual(body);
});

it('activeEmployeesQuery asks GET /employees for the first 20 active ones matching the search', async () => {
  const calls = mockApi({ 'GET /api/employees': { body: { data: [], meta: { total: 0, page: 1, pageSize: 20 } } } });
  await expect(queryClient.fetchQuery(api.activeEmployeesQuery(' ana '))).resolves.toEqual({ data: [], meta: { total: 0, page: 1, pageSize: 20 } });
  await queryClient.fetchQuery(api.activeEmployeesQuery(''));
  expect(calls.map((c) => c.query.toString())).toEqual(['search=ana&active=true&pageSize=20', 'active=true&pageSize=20']);
});

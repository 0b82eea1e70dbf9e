/**
 * The Event-employee calls (SPEC §7): the staff linked to each event day, their check-in/out and
 * payment, and what the event's approved budget allows. One named fetcher each, typed by the shared
 * contract; they resolve with the unwrapped `data` and reject with an `ApiError`.
 */
import type {
  ApprovedService,
  AssignmentCheck,
  AvailableQuantity,
  CheckTime,
  CreateEventEmployee,
  Deleted,
  Employee,
  EventEmployee,
  PaymentRequestReply,
  RequestPayment,
  ServiceLimit,
  SyncOffline,
  SyncOfflineResult,
  UpdateEventEmployee,
} from '@sge/shared/contract';
import { http, type RequestOptions } from '@sge/shared/http';
import { pageQuery } from '@sge/shared/query';

/** Per-call options: `notifyError: false` when the caller shows the error itself. */
export type StaffRequestOptions = Pick<RequestOptions, 'notifyError'>;

const day = (value: string): string => encodeURIComponent(value);

/** The paths of these calls (under /api), shared by the fetchers and the test page's log. */
export const STAFF_PATHS = {
  list: '/event-employees',
  link: (id: number): string => `/event-employees/${id}`,
  byEvent: (eventId: number): string => `/event-employees/event/${eventId}`,
  byEventDay: (eventId: number, eventDay: string): string => `/event-employees/event/${eventId}/day/${day(eventDay)}`,
  byEmployee: (employeeId: number): string => `/event-employees/employee/${employeeId}`,
  byEventEmployee: (eventId: number, employeeId: number): string => `/event-employees/event/${eventId}/employee/${employeeId}`,
  checkIn: (id: number): string => `/event-employees/${id}/check-in`,
  checkOut: (id: number): string => `/event-employees/${id}/check-out`,
  requestPayment: (id: number): string => `/event-employees/${id}/request-payment`,
  confirmPayment: (id: number): string => `/event-employees/${id}/confirm-payment`,
  syncOffline: (id: number): string => `/event-employees/${id}/sync-offline`,
  serviceLimits: (eventId: number): string => `/event-employees/${eventId}/service-limits`,
  availableQuantities: (eventId: number): string => `/event-employees/${eventId}/available-quantities`,
  availableQuantitiesByDay: (eventId: number, eventDay: string): string =>
    `/event-employees/${eventId}/available-quantities/day/${day(eventDay)}`,
  approvedServices: (eventId: number): string => `/event-employees/${eventId}/approved-services`,
  paymentRequest: (id: number): string => `/payment-requests/${id}`,
  employees: '/employees',
} as const;

export const getEventEmployees = (options?: StaffRequestOptions): Promise<EventEmployee[]> =>
  http.get<EventEmployee[]>(STAFF_PATHS.list, options);

export const getEventEmployeesByEvent = (eventId: number, options?: StaffRequestOptions): Promise<EventEmployee[]> =>
  http.get<EventEmployee[]>(STAFF_PATHS.byEvent(eventId), options);

export const getEventEmployeesByEventDay = (eventId: number, eventDay: string, options?: StaffRequestOptions): Promise<EventEmployee[]> =>
  http.get<EventEmployee[]>(STAFF_PATHS.byEventDay(eventId, eventDay), options);

export const getEventEmployeesByEmployee = (employeeId: number, options?: StaffRequestOptions): Promise<EventEmployee[]> =>
  http.get<EventEmployee[]>(STAFF_PATHS.byEmployee(employeeId), options);

export const getEventEmployeesByEventAndEmployee = (
  eventId: number,
  employeeId: number,
  options?: StaffRequestOptions,
): Promise<EventEmployee[]> => http.get<EventEmployee[]>(STAFF_PATHS.byEventEmployee(eventId, employeeId), options);

export const createEventEmployee = (body: CreateEventEmployee, options?: StaffRequestOptions): Promise<EventEmployee> =>
  http.post<EventEmployee>(STAFF_PATHS.list, body, options);

/**
 * The dry run of an assignment (POST ?dryRun=true): the server's checks and refusals, and the
 * other events the employee works that day; nothing is created.
 */
export const checkEventEmployee = (body: CreateEventEmployee, options?: StaffRequestOptions): Promise<AssignmentCheck> =>
  http.post<AssignmentCheck>(STAFF_PATHS.list, body, { ...options, query: { dryRun: true } });

export const updateEventEmployee = (id: number, body: UpdateEventEmployee, options?: StaffRequestOptions): Promise<EventEmployee> =>
  http.put<EventEmployee>(STAFF_PATHS.link(id), body, options);

export const deleteEventEmployee = (id: number, options?: StaffRequestOptions): Promise<Deleted> =>
  http.delete<Deleted>(STAFF_PATHS.link(id), options);

/** Without `time` the server records its own now. */
export const checkInEventEmployee = (id: number, body?: CheckTime, options?: StaffRequestOptions): Promise<EventEmployee> =>
  http.patch<EventEmployee>(STAFF_PATHS.checkIn(id), body, options);

export const checkOutEventEmployee = (id: number, body?: CheckTime, options?: StaffRequestOptions): Promise<EventEmployee> =>
  http.patch<EventEmployee>(STAFF_PATHS.checkOut(id), body, options);

/** Opens a payment request for the day (amount defaults to the link's pay rate). */
export const requestEventEmployeePayment = (
  id: number,
  body: RequestPayment = {},
  options?: StaffRequestOptions,
): Promise<PaymentRequestReply> => http.patch<PaymentRequestReply>(STAFF_PATHS.requestPayment(id), body, options);

export const confirmEventEmployeePayment = (id: number, options?: StaffRequestOptions): Promise<PaymentRequestReply> =>
  http.patch<PaymentRequestReply>(STAFF_PATHS.confirmPayment(id), undefined, options);

/** Sends one offline check-in/out record; the server applies SPEC §5's reconciliation rule. */
export const syncOfflineEventEmployee = (id: number, body: SyncOffline, options?: StaffRequestOptions): Promise<SyncOfflineResult> =>
  http.patch<SyncOfflineResult>(STAFF_PATHS.syncOffline(id), body, options);

export const getServiceLimits = (eventId: number, options?: StaffRequestOptions): Promise<ServiceLimit[]> =>
  http.get<ServiceLimit[]>(STAFF_PATHS.serviceLimits(eventId), options);

export const getAvailableQuantities = (eventId: number, options?: StaffRequestOptions): Promise<AvailableQuantity[]> =>
  http.get<AvailableQuantity[]>(STAFF_PATHS.availableQuantities(eventId), options);

export const getAvailableQuantitiesByDay = (eventId: number, eventDay: string, options?: StaffRequestOptions): Promise<AvailableQuantity[]> =>
  http.get<AvailableQuantity[]>(STAFF_PATHS.availableQuantitiesByDay(eventId, eventDay), options);

export const getApprovedServices = (eventId: number, options?: StaffRequestOptions): Promise<ApprovedService[]> =>
  http.get<ApprovedService[]>(STAFF_PATHS.approvedServices(eventId), options);

export const getPaymentRequest = (id: number, options?: StaffRequestOptions): Promise<PaymentRequestReply> =>
  http.get<PaymentRequestReply>(STAFF_PATHS.paymentRequest(id), options);

/** The active employees one can assign to a day (GET /employees is allowed to ADMIN and MANAGER). */
/** How many employees the assign dialog's picker shows per search. */
export const EMPLOYEE_SEARCH_SIZE = 20;

/**
 * The active employees matching `search` (name, e-mail or CPF), searched on the server (issue 14):
 * the first `EMPLOYEE_SEARCH_SIZE` by name, and how many match in all.
 */
export const activeEmployeesQuery = (search: string) =>
  pageQuery<Employee>(STAFF_PATHS.employees, { search: search.trim() || undefined, active: true, pageSize: EMPLOYEE_SEARCH_SIZE });

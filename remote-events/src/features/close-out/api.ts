/** The event close-out's calls, typed by the contract. */
import type { EventCloseOut, RequestEventPayments, RequestEventPaymentsReply } from '@sge/shared/contract';
import { http } from '@sge/shared/http';
import { apiQuery } from '@sge/shared/query';

export const closeOutPath = (eventId: number): string => `/events/${eventId}/close-out`;

export const closeOutQueries = {
  /** Rows, exceptions and totals of an event (works on a finalized one). */
  get: (eventId: number) => apiQuery<EventCloseOut>(closeOutPath(eventId)),
};

/**
 * 'Solicitar pagamento dos presentes': a write under /event-employees, so the close-out, the staff
 * days and the payment requests are marked stale everywhere (the query layer's invalidation map).
 */
export const requestEventPayments = (body: RequestEventPayments): Promise<RequestEventPaymentsReply> =>
  http.post<RequestEventPaymentsReply>('/event-employees/request-payments', body);

/** The page's route: routes have no parameters (SPEC §2), so the event is a query parameter. */
export const CLOSE_OUT_ROUTE = '/events/close-out';
export const CLOSE_OUT_EVENT_PARAM = 'evento';
export const closeOutHref = (eventId: number): string => `${CLOSE_OUT_ROUTE}?${CLOSE_OUT_EVENT_PARAM}=${eventId}`;
/** The PIX payout batch of the event, on the financial side (ADMIN, FINANCIAL). */
export const payoutBatchHref = (eventId: number): string => `/financial/payout-batch?evento=${eventId}`;

/**
 * The financial calls of staff payment requests, one named fetcher each, typed by the shared
 * contract. On failure the http client has already shown the server's pt-BR message.
 */
import type { ApprovePaymentRequest, PaymentRequestItem, PaymentRequestListQuery, Settlement } from '@sge/shared/contract';
import { http } from '@sge/shared/http';

const requestPath = (id: number): string => `/payment-requests/${id}`;

export const getPaymentRequests = (query: PaymentRequestListQuery = {}): Promise<PaymentRequestItem[]> =>
  http.get<PaymentRequestItem[]>('/payment-requests', { query });
/** PENDING → APPROVED: raises the account payable. */
export const approvePaymentRequest = (id: number, body: ApprovePaymentRequest = {}): Promise<PaymentRequestItem> =>
  http.post<PaymentRequestItem>(`${requestPath(id)}/approve`, body);
/** Pays the payable and marks the request PAID (the staff day's payment is confirmed). */
export const payPaymentRequest = (id: number, body: Settlement): Promise<PaymentRequestItem> => http.post<PaymentRequestItem>(`${requestPath(id)}/pay`, body);
export const cancelPaymentRequest = (id: number, reason: string): Promise<PaymentRequestItem> =>
  http.post<PaymentRequestItem>(`${requestPath(id)}/cancel`, { reason });

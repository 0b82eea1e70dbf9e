/**
 * The financial calls of staff payment requests, one named fetcher each, typed by the shared
 * contract. On failure the http client has already shown the server's pt-BR message.
 */
import type {
  ApprovePaymentRequest,
  BulkApprovePaymentRequests,
  BulkPaymentRequestsReply,
  BulkPayPaymentRequests,
  PaymentRequestItem,
  Settlement,
} from '@sge/shared/contract';
import { http } from '@sge/shared/http';
import { defineList, pageQuery, type ApiParams } from '@sge/shared/query';

/** The list endpoint (paged on the server). */
export const PAYMENT_REQUESTS_PATH = '/payment-requests';
const requestPath = (id: number): string => `${PAYMENT_REQUESTS_PATH}/${id}`;

/** One page of the requests (issue 14). */
export const paymentRequestsQueries = {
  list: (params: ApiParams) => pageQuery<PaymentRequestItem>(PAYMENT_REQUESTS_PATH, params),
};

/**
 * The requests page by page: searched (employee, event, function, nº), filtered, sorted and paged
 * on the server; without a chosen sort, in the work-queue order the server gives. Its route
 * preloads the same first page.
 */
export const paymentRequestsList = defineList({ query: paymentRequestsQueries.list, storageKey: 'payment-requests' });
/** PENDING → APPROVED: raises the account payable. */
export const approvePaymentRequest = (id: number, body: ApprovePaymentRequest = {}): Promise<PaymentRequestItem> =>
  http.post<PaymentRequestItem>(`${requestPath(id)}/approve`, body);
/** Pays the payable and marks the request PAID (the staff day's payment is confirmed). */
export const payPaymentRequest = (id: number, body: Settlement): Promise<PaymentRequestItem> => http.post<PaymentRequestItem>(`${requestPath(id)}/pay`, body);
export const cancelPaymentRequest = (id: number, reason: string): Promise<PaymentRequestItem> =>
  http.post<PaymentRequestItem>(`${requestPath(id)}/cancel`, { reason });
/** Approves many requests; each gets its own outcome (the refused ones with their reason). */
export const bulkApprovePaymentRequests = (body: BulkApprovePaymentRequests): Promise<BulkPaymentRequestsReply> =>
  http.post<BulkPaymentRequestsReply>(`${PAYMENT_REQUESTS_PATH}/bulk/approve`, body);
/** Pays many requests with one date and method; each gets its own outcome. */
export const bulkPayPaymentRequests = (body: BulkPayPaymentRequests): Promise<BulkPaymentRequestsReply> =>
  http.post<BulkPaymentRequestsReply>(`${PAYMENT_REQUESTS_PATH}/bulk/pay`, body);

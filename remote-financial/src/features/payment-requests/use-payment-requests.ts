import { usePagedList, type PagedList } from '@sge/shared/http';
import type { PaymentRequestItem } from '@sge/shared/contract';
import { PAYMENT_REQUESTS_PATH } from './api';

/**
 * Filters kept in the URL besides the table's status select: the worked-day period, and the event
 * or employee a shared link may name ('' = not filtered).
 */
export const REQUEST_URL_FILTERS = ['from', 'to', 'eventId', 'employeeId'] as const;

export const NO_FILTERS: Record<(typeof REQUEST_URL_FILTERS)[number], string> = { from: '', to: '', eventId: '', employeeId: '' };

/**
 * The requests page by page: searched (employee, event, function, nº), filtered, sorted and paged
 * on the server; without a chosen sort, in the work-queue order the server gives.
 */
export function usePaymentRequestList(): PagedList<PaymentRequestItem> {
  return usePagedList<PaymentRequestItem>(PAYMENT_REQUESTS_PATH, {
    storageKey: 'payment-requests',
    filterParam: 'status',
    urlFilters: REQUEST_URL_FILTERS,
  });
}

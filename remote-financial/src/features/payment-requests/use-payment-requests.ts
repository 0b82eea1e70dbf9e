import { useResource } from '@sge/shared/http';
import type { PaymentRequestItem } from '@sge/shared/contract';
import { getPaymentRequests } from './api';

export interface PaymentRequestList {
  requests: PaymentRequestItem[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/** Loads every payment request on mount and on `reload`; only the latest load writes the state. */
export function usePaymentRequestList(): PaymentRequestList {
  const { data, loading, failed, reload } = useResource(getPaymentRequests);
  return { requests: data ?? NO_REQUESTS, loading, failed, reload };
}

const NO_REQUESTS: PaymentRequestItem[] = [];

export interface RequestFilters {
  eventId: string;
  employeeId: string;
  from: string;
  to: string;
}

export const NO_FILTERS: RequestFilters = { eventId: '', employeeId: '', from: '', to: '' };

/** Event, employee and worked-day period (the status is the table's own filter). */
export function applyFilters(requests: PaymentRequestItem[], filters: RequestFilters): PaymentRequestItem[] {
  return requests.filter(
    (r) =>
      (!filters.eventId || String(r.eventId) === filters.eventId) &&
      (!filters.employeeId || String(r.employeeId) === filters.employeeId) &&
      (!filters.from || r.eventDay >= filters.from) &&
      (!filters.to || r.eventDay <= filters.to),
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
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
  const [requests, setRequests] = useState<PaymentRequestItem[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    setLoading(true);
    getPaymentRequests()
      .then((list) => {
        if (ticket !== latest.current) return;
        setRequests(list);
        setFailed(false);
      })
      .catch(() => {
        if (ticket === latest.current) setFailed(true);
      })
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
      });
  }, []);

  useEffect(() => {
    reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { requests, loading, failed, reload };
}

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

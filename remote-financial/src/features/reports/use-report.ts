/**
 * Loads one report for a query and reloads when the query changes; a newer query cancels the older
 * request, so a slow answer never overwrites a newer one. Failures are shown inline by the caller
 * (the http client's notification is turned off), except 401/403, which keep the app-wide rules.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@sge/shared/http';
import type { ReportRequestOptions } from './api';

export interface ReportState<T> {
  data: T | null;
  loading: boolean;
  /** pt-BR message of the last failure, or null. */
  error: string | null;
  reload: () => void;
}

export function useReport<Q, T>(
  fetcher: (query: Q, options?: ReportRequestOptions) => Promise<T>,
  query: Q,
  enabled = true,
): ReportState<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(query);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    fetcherRef
      .current(JSON.parse(key) as Q, { notifyError: false, signal: controller.signal })
      .then((result) => {
        if (controller.signal.aborted) return;
        setData(result);
        setLoading(false);
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted || (e instanceof ApiError && e.aborted)) return;
        setError(e instanceof Error ? e.message : 'Ocorreu um erro na requisição');
        setLoading(false);
      });
    return () => controller.abort();
  }, [key, enabled, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { data, loading, error, reload };
}

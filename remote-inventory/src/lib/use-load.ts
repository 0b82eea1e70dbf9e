import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  /** The server's message when the last load failed (the http client has notified it too). */
  error: string | null;
  reload: () => void;
}

/**
 * Loads `fetcher` on mount, whenever `key` changes and on `reload`. Only the latest load may write
 * the state, so a slow answer never overwrites a fresher one; data already shown stays on a failure.
 */
export function useLoad<T>(fetcher: () => Promise<T>, key = ''): Loaded<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    setLoading(true);
    fetcherRef
      .current()
      .then((value) => {
        if (ticket !== latest.current) return;
        setData(value);
        setError(null);
      })
      .catch((e: unknown) => {
        if (ticket === latest.current) setError(e instanceof Error ? e.message : 'Ocorreu um erro');
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
  }, [reload, key]);

  return { data, loading, error, reload };
}

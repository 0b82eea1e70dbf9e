import { useEffect, useRef, useState } from 'react';
import { TABLE_SEARCH_DEBOUNCE_MS } from '@sge/shared/ui';

export interface ServerSearch<T> {
  /** What the user typed. */
  search: string;
  setSearch: (value: string) => void;
  /** The server's first matches for it. */
  results: T[];
  loading: boolean;
}

/**
 * Choices among thousands (events, items) searched on the server as the user types (issue 14):
 * the search waits for a pause in the typing, only the latest answer is shown (an older request is
 * cancelled), and a change of `key` (e.g. which events a movement type accepts) asks again.
 */
export function useServerSearch<T>(load: (search: string, signal: AbortSignal) => Promise<T[]>, key = '', enabled = true): ServerSearch<T> {
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), TABLE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setLoading(true);
    loadRef
      .current(term, controller.signal)
      .then((rows) => {
        if (!controller.signal.aborted) setResults(rows);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [term, key, enabled]);

  return { search, setSearch, results, loading };
}

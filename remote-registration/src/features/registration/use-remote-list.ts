import { useCallback, useEffect, useRef, useState } from 'react';

export interface RemoteList<T> {
  items: T[];
  loading: boolean;
  /** True when the last load failed (the http client has already shown the message). */
  failed: boolean;
  reload: () => void;
}

/**
 * Loads a list on mount and on `reload`; only the latest load writes the state, so a slow answer
 * never overwrites a fresher one.
 */
export function useRemoteList<T>(load: () => Promise<T[]>): RemoteList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    setLoading(true);
    load()
      .then((list) => {
        if (ticket !== latest.current) return;
        setItems(list);
        setFailed(false);
      })
      .catch(() => {
        if (ticket === latest.current) setFailed(true);
      })
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
      });
  }, [load]);

  useEffect(() => {
    reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { items, loading, failed, reload };
}

import { useCallback, useEffect, useRef, useState } from 'react';

export interface Resource<T> {
  data: T | undefined;
  loading: boolean;
  /** True when the last load failed (the http client has already shown the server's message). */
  failed: boolean;
  /** Loads again (after a change, or from 'Atualizar' / 'Tentar novamente'). */
  reload: () => void;
}

/**
 * Loads a resource on mount and on `reload`. Only the latest load may write the state, so a slow
 * answer never overwrites a fresher one; a failed reload keeps the data already shown.
 */
export function useResource<T>(load: () => Promise<T>): Resource<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    setLoading(true);
    loader
      .current()
      .then((value) => {
        if (ticket !== latest.current) return;
        setData(value);
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

  return { data, loading, failed, reload };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Employee } from '@sge/shared/contract';
import { getEmployees } from './api';

export interface EmployeeList {
  employees: Employee[];
  loading: boolean;
  /** Fetches the list again (after a change, or from the table's 'Atualizar'). */
  reload: () => void;
}

/**
 * Loads every employee on mount and on `reload`; the DataTable searches and filters them on the
 * client. Only the latest load may write the state, so a slow answer never overwrites a fresher one.
 * (Not aborted on purpose: the http client reports an aborted request as an error notification.)
 */
export function useEmployeeList(): EmployeeList {
  const [employees, setEmployees] = useState<Employee[]>([]);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    setLoading(true);
    getEmployees()
      .then((list) => {
        if (ticket === latest.current) setEmployees(list);
      })
      .catch(() => {
        // The http client has already shown the server's message; keep the rows we had.
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

  return { employees, loading, reload };
}

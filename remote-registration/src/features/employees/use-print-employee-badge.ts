import { useCallback, useState } from 'react';
import type { Employee } from '@sge/shared/contract';
import { ApiError } from '@sge/shared/http';
import { notify } from '@sge/shared/notify';
import { getEmployeeBadge } from './api';
import { EMPLOYEE_MESSAGES } from './messages';
import { loadBadgePrinting, printEmployeeBadge } from './print-badge';

/**
 * 'Crachá': fetches the employee's badge (and the print code, at the same time) and opens its print
 * preview. `loadingId` is the employee being loaded. A refused call is shown by the http client; a
 * print code that fails to load says so in pt-BR.
 */
export function usePrintEmployeeBadge() {
  const [loadingId, setLoadingId] = useState<number | null>(null);

  const printBadge = useCallback(async (employee: Employee) => {
    setLoadingId(employee.id);
    try {
      const [badge] = await Promise.all([getEmployeeBadge(employee.id), loadBadgePrinting()]);
      await printEmployeeBadge(employee, badge);
    } catch (error) {
      if (!(error instanceof ApiError)) notify.error(EMPLOYEE_MESSAGES.badgePrintFailed);
    } finally {
      setLoadingId(null);
    }
  }, []);

  return { loadingId, printBadge };
}

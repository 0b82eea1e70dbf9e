import type { Employee, EventCounts } from '@sge/shared/contract';
import { http } from '@sge/shared/http';
import { apiKey, apiQuery, queryOptions } from '@sge/shared/query';

export interface DashboardCounts {
  employees: number;
  activeEmployees: number;
}

/** How many employees are on file and active: the `meta.total` of two one-row pages (GET /employees is paged). */
async function getDashboardCounts(signal: AbortSignal): Promise<DashboardCounts> {
  const count = async (query: { active?: boolean }) =>
    (await http.getPage<Employee>('/employees', { notifyError: false, signal, query: { ...query, pageSize: 1 } })).meta.total;
  const [employees, activeEmployees] = await Promise.all([count({}), count({ active: true })]);
  return { employees, activeEmployees };
}

/** The dashboard's figures; their failures show on the dashboard, not as a notification. */
export const dashboardQueries = {
  /** Employee counts, counted by the server (the financial area adds its KPIs). */
  counts: () =>
    queryOptions({
      queryKey: [...apiKey('/employees'), 'counts'],
      queryFn: ({ signal }) => getDashboardCounts(signal),
      meta: { notifyError: false },
    }),
  /** Today's and the next 7 days' events, counted by the server (GET /events/counts). */
  eventCounts: () => ({ ...apiQuery<EventCounts>('/events/counts'), meta: { notifyError: false } }),
};

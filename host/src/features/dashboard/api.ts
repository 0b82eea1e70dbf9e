import type { Employee, EventCounts } from '@sge/shared/contract';
import { http, type QueryValue } from '@sge/shared/http';

export interface DashboardCounts {
  employees: number;
  activeEmployees: number;
}

/** How many employees match `query`: the `meta.total` of a one-row page (GET /employees is paged). */
const countEmployees = async (query: Record<string, QueryValue>): Promise<number> =>
  (await http.getPage<Employee>('/employees', { notifyError: false, query: { ...query, pageSize: 1 } })).meta.total;

/** Employee counts, counted by the server (the financial area adds its KPIs later). */
export async function getDashboardCounts(): Promise<DashboardCounts> {
  const [employees, activeEmployees] = await Promise.all([countEmployees({}), countEmployees({ active: true })]);
  return { employees, activeEmployees };
}

/** Today's and the next 7 days' events, counted by the server (GET /events/counts). */
export const getEventCounts = (): Promise<EventCounts> => http.get<EventCounts>('/events/counts', { notifyError: false });

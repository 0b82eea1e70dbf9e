import type { Employee, EventCounts } from '@sge/shared/contract';
import { http } from '@sge/shared/http';

export interface DashboardCounts {
  employees: number;
  activeEmployees: number;
}

/** Counts from calls the API already serves (the financial area adds its KPIs later). */
export async function getDashboardCounts(): Promise<DashboardCounts> {
  const employees = await http.get<Employee[]>('/employees', { notifyError: false });
  return { employees: employees.length, activeEmployees: employees.filter((e) => e.active).length };
}

/** Today's and the next 7 days' events, counted by the server (GET /events/counts). */
export const getEventCounts = (): Promise<EventCounts> => http.get<EventCounts>('/events/counts', { notifyError: false });

import type { Employee } from '@sge/shared/contract';
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

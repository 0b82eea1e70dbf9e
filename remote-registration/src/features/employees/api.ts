/**
 * The Employees calls (SPEC §7), one named fetcher each, typed by the shared contract. They resolve
 * with the response's unwrapped `data`; on failure the http client has already shown the server's
 * pt-BR message (unless `notifyError: false`) and they reject with an `ApiError`.
 */
import type { Badge, CreateEmployee, Employee, EmployeeListQuery, Page, UpdateEmployee } from '@sge/shared/contract';
import { http, type RequestOptions } from '@sge/shared/http';
import { defineList, pageQuery, type ApiParams } from '@sge/shared/query';

/** Per-call options: `notifyError: false` when the caller shows the error itself. */
export type EmployeeRequestOptions = Pick<RequestOptions, 'notifyError'>;

const employeePath = (id: number): string => `/employees/${id}`;

export const employeesQueries = {
  list: (params: ApiParams) => pageQuery<Employee>('/employees', params),
};

/** The employees page's list (its route preloads the same first page). */
export const employeesList = defineList({ query: employeesQueries.list, storageKey: 'employees' });

/** One page of employees with its `meta` (the list is paged on the server). */
export const getEmployees = (query: EmployeeListQuery = {}, options?: EmployeeRequestOptions): Promise<Page<Employee>> =>
  http.getPage<Employee>('/employees', { ...options, query });

export const getEmployee = (id: number, options?: EmployeeRequestOptions): Promise<Employee> =>
  http.get<Employee>(employeePath(id), options);

export const createEmployee = (body: CreateEmployee, options?: EmployeeRequestOptions): Promise<Employee> =>
  http.post<Employee>('/employees', body, options);

export const updateEmployee = (id: number, body: UpdateEmployee, options?: EmployeeRequestOptions): Promise<Employee> =>
  http.put<Employee>(employeePath(id), body, options);

/** Resolves with the deleted id; 409 with a pt-BR message when the employee is linked to events. */
export const deleteEmployee = (id: number, options?: EmployeeRequestOptions): Promise<Pick<Employee, 'id'>> =>
  http.delete<Pick<Employee, 'id'>>(employeePath(id), options);

/** The employee's current badge (admin, manager, coordinator). */
export const getEmployeeBadge = (id: number, options?: EmployeeRequestOptions): Promise<Badge> =>
  http.get<Badge>(`${employeePath(id)}/badge`, options);

/** Issues a new badge code (admin, manager): the old one stops working. */
export const createEmployeeBadge = (id: number, options?: EmployeeRequestOptions): Promise<Badge> =>
  http.post<Badge>(`${employeePath(id)}/badge`, undefined, options);

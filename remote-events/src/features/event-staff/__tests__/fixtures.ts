import type { ApiCall, ApiReply } from '@sge/shared/testing';
import type { Employee, EventEmployee } from '@sge/shared/contract';

let nextId = 100;

/** An event-employee link as the API returns it (no check-in, nothing requested). */
export function aLink(overrides: Partial<EventEmployee> = {}): EventEmployee {
  return {
    id: overrides.id ?? nextId++,
    eventId: 1,
    employeeId: 1,
    eventDay: '2026-11-21',
    employeeName: 'Ana Souza',
    employeeFullName: 'Ana Souza',
    employeeEmail: 'ana@exemplo.com.br',
    employeePhone: '11987654321',
    function: 'Garçom',
    payRate: '150.00',
    checkIn: null,
    checkOut: null,
    paymentRequested: false,
    paymentRequestId: null,
    paid: false,
    syncStatus: 'SYNCED',
    lastUpdatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

/** An employee as GET /employees returns it. */
export function anEmployee(overrides: Partial<Employee> = {}): Employee {
  return {
    id: overrides.id ?? nextId++,
    name: 'Carla Dias',
    cpf: '39053344705',
    email: null,
    phone: null,
    function: 'Barman',
    payRate: '180.00',
    active: true,
    createdAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

/** An ISO timestamp of a local wall-clock time, so formatTime shows exactly `hh:mm`. */
export const localIso = (date: string, hh: number, mm: number): string => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d, hh, mm).toISOString();
};

/**
 * GET /employees as the server answers the assign dialog's search (issue 14): the employees whose
 * name or CPF matches `search`, as one page with its total.
 */
export const employeeSearch =
  (employees: Employee[]) =>
  ({ query }: ApiCall): ApiReply => {
    const search = (query.get('search') ?? '').toLowerCase();
    const digits = search.replace(/\D/g, '');
    const found = employees.filter((e) => !search || e.name.toLowerCase().includes(search) || (digits !== '' && e.cpf.includes(digits)));
    const pageSize = Number(query.get('pageSize') ?? 25);
    return { body: { data: found.slice(0, pageSize), meta: { total: found.length, page: 1, pageSize } } };
  };

import type { Employee } from '@sge/shared/contract';

let nextId = 1;

/** An employee as the API returns it. */
export function anEmployee(overrides: Partial<Employee> = {}): Employee {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: 'Ana Souza',
    cpf: '52998224725',
    email: 'ana@exemplo.com.br',
    phone: '11987654321',
    function: 'Garçom',
    payRate: '150.00',
    active: true,
    pixKeyMasked: null,
    pixKeyType: null,
    createdAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

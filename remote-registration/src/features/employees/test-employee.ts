/** Data of the throwaway employee the CRUD test page creates, updates and deletes. */
import { isValidCpf, type CreateEmployee, type Employee } from '@sge/shared/contract';

const checkDigit = (digits: number[]): number => {
  const weight = digits.length + 1;
  const sum = digits.reduce((acc, d, i) => acc + d * (weight - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
};

/** A random CPF with valid check digits, as 11 digits. */
export function randomCpf(random: () => number = Math.random): string {
  for (;;) {
    const base = Array.from({ length: 9 }, () => Math.floor(random() * 10));
    const first = checkDigit(base);
    const cpf = [...base, first, checkDigit([...base, first])].join('');
    if (isValidCpf(cpf)) return cpf; // rejects the all-same-digit CPFs
  }
}

export function buildTestEmployee(): CreateEmployee {
  const suffix = String(Date.now()).slice(-6);
  return {
    name: `Funcionário Teste ${suffix}`,
    cpf: randomCpf(),
    email: `teste.${suffix}@exemplo.com.br`,
    phone: '11987654321',
    function: 'Garçom',
    payRate: '150.00',
    active: true,
  };
}

/** The update the test page sends: same employee, new name and pay rate. */
export function buildTestUpdate(employee: Employee): CreateEmployee {
  return {
    name: `${employee.name} (atualizado)`.slice(0, 150),
    cpf: employee.cpf,
    email: employee.email,
    phone: employee.phone,
    function: employee.function,
    payRate: '175.50',
    active: employee.active,
  };
}

/**
 * How a staff link reads and is edited: payment state in pt-BR, and money kept as a decimal string
 * all the way ('150.00' shown '150,00', typed '1.234,50' sent '1234.50'), never a float.
 */
import { EMPLOYEE_FUNCTIONS, type EventEmployee } from '@sge/shared/contract';

export type PaymentState = 'PENDING' | 'REQUESTED' | 'PAID';

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  PENDING: 'Pendente',
  REQUESTED: 'Solicitado',
  PAID: 'Pago',
};

export const paymentState = (link: Pick<EventEmployee, 'paid' | 'paymentRequested'>): PaymentState =>
  link.paid ? 'PAID' : link.paymentRequested ? 'REQUESTED' : 'PENDING';

/** The name shown for a link: the full name when the server has it. */
export const linkName = (link: Pick<EventEmployee, 'employeeName' | 'employeeFullName'>): string =>
  link.employeeFullName || link.employeeName;

/** '1234.50' → '1.234,50' (string work only). */
export function decimalToMoneyInput(decimal: string): string {
  const [int = '0', frac = ''] = decimal.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped},${frac.padEnd(2, '0').slice(0, 2)}`;
}

/** The functions a form offers: the contract's list, plus any others in use (so none is silently changed). */
export function functionOptions(inUse: string[] = []): { value: string; label: string }[] {
  const list: string[] = [...EMPLOYEE_FUNCTIONS];
  for (const fn of inUse) if (fn && !list.includes(fn)) list.push(fn);
  return list.map((fn) => ({ value: fn, label: fn }));
}

/**
 * The create/edit form's values and their conversion to and from the contract. Money stays a
 * decimal string the whole way ('1.234,50' typed → '1234.50' sent): no float ever touches it.
 */
import { EMPLOYEE_FUNCTIONS, onlyDigits, parseMoneyInput, type CreateEmployee, type Employee } from '@sge/shared/contract';
import { formatCpf, formatPhone } from '@sge/shared/format';
import { EMPTY_PIX_KEY_FORM, toPixKeyFormValues, toPixKeyPayload, type PixKeyFormValues } from './components/pix-key-fields';

/** A type alias (not an interface) so it fits SharedForm's `Record<string, unknown>` values. */
export type EmployeeFormValues = {
  name: string;
  cpf: string;
  email: string;
  phone: string;
  function: string;
  /** As typed, pt-BR ('1.234,50'). */
  payRate: string;
  active: boolean;
} & PixKeyFormValues;

export const EMPTY_EMPLOYEE_FORM: EmployeeFormValues = {
  name: '',
  cpf: '',
  email: '',
  phone: '',
  function: '',
  payRate: '',
  active: true,
  ...EMPTY_PIX_KEY_FORM,
};

/** '1234.50' → '1.234,50' (string work only). */
export function decimalToMoneyInput(decimal: string): string {
  const [int = '0', frac = ''] = decimal.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped},${frac.padEnd(2, '0').slice(0, 2)}`;
}

export function toEmployeeFormValues(employee: Employee): EmployeeFormValues {
  return {
    name: employee.name,
    cpf: formatCpf(employee.cpf),
    email: employee.email ?? '',
    phone: formatPhone(employee.phone),
    function: employee.function,
    payRate: decimalToMoneyInput(employee.payRate),
    active: employee.active,
    ...toPixKeyFormValues(employee),
  };
}

/**
 * The request body of valid form values: CPF and phone as digits, empty optionals as null.
 * Throws on an unparsable pay rate, which the form's rules prevent.
 */
export function toEmployeePayload(values: EmployeeFormValues): CreateEmployee {
  const payRate = parseMoneyInput(values.payRate);
  if (payRate === null) throw new Error(`Invalid pay rate: ${values.payRate}`);
  const email = values.email.trim();
  const phone = onlyDigits(values.phone);
  return {
    name: values.name.trim(),
    cpf: onlyDigits(values.cpf),
    email: email || null,
    phone: phone || null,
    function: values.function,
    payRate,
    active: values.active,
    ...toPixKeyPayload(values),
  };
}

/**
 * The functions the form offers: the contract's list, plus an employee's current function when it
 * is not in that list (so editing never silently changes it).
 */
export function functionOptions(current?: string): string[] {
  const options: string[] = [...EMPLOYEE_FUNCTIONS];
  if (current && !options.includes(current)) options.push(current);
  return options;
}

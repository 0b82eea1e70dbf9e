import { isValidCpf } from '@sge/shared/contract';
import { EMPTY_EMPLOYEE_FORM, decimalToMoneyInput, functionOptions, toEmployeeFormValues, toEmployeePayload } from '../employee-form-values';
import { randomCpf } from '../test-employee';
import { anEmployee } from './fixtures';

it('writes a decimal string as a pt-BR money input without floats', () => {
  expect(decimalToMoneyInput('1234.50')).toBe('1.234,50');
  expect(decimalToMoneyInput('0.00')).toBe('0,00');
  expect(decimalToMoneyInput('999999999999.99')).toBe('999.999.999.999,99');
  expect(decimalToMoneyInput('150')).toBe('150,00');
});

it('fills the form from an employee and turns it back into the same payload', () => {
  const employee = anEmployee({ payRate: '1234.50', email: null, phone: '1133334444' });
  const values = toEmployeeFormValues(employee);
  expect(values).toEqual({
    name: 'Ana Souza',
    cpf: '529.982.247-25',
    email: '',
    phone: '(11) 3333-4444',
    function: 'Garçom',
    payRate: '1.234,50',
    active: true,
    pixKey: '',
    pixKeyType: '',
    pixKeyRemove: false,
  });
  expect(toEmployeePayload(values)).toEqual({
    name: 'Ana Souza',
    cpf: '52998224725',
    email: null,
    phone: '1133334444',
    function: 'Garçom',
    payRate: '1234.50',
    active: true,
  });
});

it('refuses to build a payload with an unparsable pay rate', () => {
  expect(() => toEmployeePayload({ ...EMPTY_EMPLOYEE_FORM, payRate: '-1' })).toThrow();
});

it('keeps an unlisted current function among the options', () => {
  expect(functionOptions('Garçom').filter((f) => f === 'Garçom')).toHaveLength(1);
  expect(functionOptions('Mestre de Cerimônias')).toContain('Mestre de Cerimônias');
});

it('generates valid CPFs', () => {
  for (let i = 0; i < 200; i++) expect(isValidCpf(randomCpf())).toBe(true);
  let n = 0;
  const allNines = () => (n++ < 9 ? 0.95 : Math.random()); // first draw is 999999999 → retried
  expect(isValidCpf(randomCpf(allNines))).toBe(true);
});

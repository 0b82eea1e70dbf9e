import { formatCpf, isValidCnpj, isValidCpf, isValidEmail, isValidPhone, parseMoneyInput } from '@sge/shared/contract';

it('validates CPF check digits', () => {
  expect(isValidCpf('529.982.247-25')).toBe(true);
  expect(isValidCpf('52998224725')).toBe(true);
  expect(isValidCpf('52998224724')).toBe(false);
  expect(isValidCpf('111.111.111-11')).toBe(false);
  expect(isValidCpf('123')).toBe(false);
  expect(formatCpf('52998224725')).toBe('529.982.247-25');
});

it('validates CNPJ, e-mail and phone', () => {
  expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
  expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
  expect(isValidEmail('ana@empresa.com.br')).toBe(true);
  expect(isValidEmail('ana@empresa')).toBe(false);
  expect(isValidPhone('(11) 98765-4321')).toBe(true);
  expect(isValidPhone('+55 11 98765-4321')).toBe(true);
  expect(isValidPhone('9876')).toBe(false);
});

it('parses money typed in pt-BR or plain form, exactly', () => {
  expect(parseMoneyInput('1.234,5')).toBe('1234.50');
  expect(parseMoneyInput('R$ 150,00')).toBe('150.00');
  expect(parseMoneyInput('99.9')).toBe('99.90');
  expect(parseMoneyInput('-1')).toBeNull();
  expect(parseMoneyInput('abc')).toBeNull();
  expect(parseMoneyInput('')).toBeNull();
});

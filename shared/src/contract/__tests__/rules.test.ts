import { formatCpf, isValidCnpj, isValidCpf, isValidEmail, isValidPhone, parseMoneyInput, PIX_KEY_MESSAGES, pixKeyProblem, pixKeyType } from '@sge/shared/contract';

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

describe('PIX keys, validated by their type', () => {
  it.each([
    ['529.982.247-25', 'CPF'],
    ['52998224725', 'CPF'],
    ['11.222.333/0001-81', 'CNPJ'],
    ['11222333000181', 'CNPJ'],
    ['ana.souza@example.com', 'EMAIL'],
    ['+55 11 98765-4321', 'PHONE'],
    ['+5511987654321', 'PHONE'],
    ['(11) 98765-4321', 'PHONE'],
    ['11976543210', 'PHONE'],
    ['1133224455', 'PHONE'],
    ['123e4567-e89b-42d3-a456-426614174000', 'EVP'],
    ['123E4567-E89B-42D3-A456-426614174000', 'EVP'],
  ] as const)('accepts %s as %s', (key, type) => {
    expect(pixKeyType(key)).toBe(type);
    expect(pixKeyProblem(key)).toBeNull();
  });

  it.each([
    ['x', PIX_KEY_MESSAGES.invalid],
    ['chave', PIX_KEY_MESSAGES.invalid],
    ['12345', PIX_KEY_MESSAGES.invalid],
    ['ana@empresa', PIX_KEY_MESSAGES.email],
    ['529.982.247-24', PIX_KEY_MESSAGES.cpf],
    ['52998224724', PIX_KEY_MESSAGES.cpfOrPhone],
    ['11876543210', PIX_KEY_MESSAGES.cpfOrPhone],
    ['11.222.333/0001-80', PIX_KEY_MESSAGES.cnpj],
    ['+1 415 555 2671', PIX_KEY_MESSAGES.phone],
    ['0133224455', PIX_KEY_MESSAGES.phone],
    ['123e4567-e89b-42d3-a456-42661417400', PIX_KEY_MESSAGES.random],
  ])('refuses %s', (key, message) => {
    expect(pixKeyType(key)).toBeNull();
    expect(pixKeyProblem(key)).toBe(message);
  });

  it('leaves an empty key to the required rule', () => {
    expect(pixKeyProblem('   ')).toBeNull();
  });
});

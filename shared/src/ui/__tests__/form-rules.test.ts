import { isValidDateInput, parseNumberInput, rules, runRules } from '../form-rules';

const values = {};

describe('rules', () => {
  it('required refuses empty text, null, an unticked checkbox and empty lists', () => {
    for (const empty of ['', '   ', null, undefined, false, []]) expect(rules.required(empty, values)).toBe('Campo obrigatório');
    for (const filled of ['a', 0, true, ['x']]) expect(rules.required(filled, values)).toBe(true);
  });

  it('format rules accept an empty value (the field is optional unless required)', () => {
    for (const rule of [rules.email, rules.cpf, rules.phone, rules.minLength(3), rules.money, rules.nonNegative, rules.positive, rules.date]) {
      expect(rule('', values)).toBe(true);
    }
  });

  it('email, cpf and phone use the contract validators', () => {
    expect(rules.email('ana@sge', values)).toBe('E-mail inválido');
    expect(rules.email('ana@sge.com.br', values)).toBe(true);
    expect(rules.cpf('111.111.111-11', values)).toBe('CPF inválido');
    expect(rules.cpf('529.982.247-25', values)).toBe(true);
    expect(rules.phone('1234', values)).toBe('Telefone inválido');
    expect(rules.phone('(81) 99999-0000', values)).toBe(true);
  });

  it('minLength and maxLength say how many characters', () => {
    expect(rules.minLength(3)('ab', values)).toBe('Mínimo de 3 caracteres');
    expect(rules.minLength(3)('abc', values)).toBe(true);
    expect(rules.maxLength(2)('abc', values)).toBe('Máximo de 2 caracteres');
  });

  it('money, nonNegative and positive read pt-BR amounts', () => {
    expect(rules.money('1.234,56', values)).toBe(true);
    expect(rules.money('R$ 10', values)).toBe(true);
    expect(rules.money(12.5, values)).toBe(true);
    expect(rules.money('-1', values)).toBe('Valor deve ser maior ou igual a zero');
    expect(rules.money('12,345', values)).toBe('Valor inválido');
    expect(rules.money('abc', values)).toBe('Valor inválido');
    expect(rules.nonNegative('-0,01', values)).toBe('Valor deve ser maior ou igual a zero');
    expect(rules.nonNegative('0', values)).toBe(true);
    expect(rules.positive('0', values)).toBe('Valor deve ser maior que zero');
    expect(rules.positive(0, values)).toBe('Valor deve ser maior que zero');
    expect(rules.positive('0,5', values)).toBe(true);
  });

  it('date accepts real dates only', () => {
    expect(rules.date('2024-02-29', values)).toBe(true);
    expect(rules.date('29/02/2024', values)).toBe(true);
    expect(rules.date('2023-02-29', values)).toBe('Data inválida');
    expect(rules.date('31/04/2024', values)).toBe('Data inválida');
    expect(rules.date('amanhã', values)).toBe('Data inválida');
  });

  it('parseNumberInput and isValidDateInput', () => {
    expect(parseNumberInput('1.234,5')).toBe(1234.5);
    expect(parseNumberInput('1234.5')).toBe(1234.5);
    expect(parseNumberInput('x')).toBeNull();
    expect(isValidDateInput(new Date('x'))).toBe(false);
  });
});

describe('runRules', () => {
  it('returns the first failing message, in order', () => {
    expect(runRules([rules.required, rules.minLength(5)], '', values)).toBe('Campo obrigatório');
    expect(runRules([rules.required, rules.minLength(5)], 'abc', values)).toBe('Mínimo de 5 caracteres');
    expect(runRules([rules.minLength(5), rules.email], 'abc', values)).toBe('Mínimo de 5 caracteres');
    expect(runRules([rules.required], 'abc', values)).toBeNull();
    expect(runRules(undefined, 'abc', values)).toBeNull();
  });
});

describe('rules.pixKey', () => {
  it('accepts a key valid for its type and refuses the others with the pt-BR reason the server gives', () => {
    for (const key of ['', '529.982.247-25', '11.222.333/0001-81', 'ana@example.com', '+55 11 98765-4321', '123e4567-e89b-42d3-a456-426614174000']) {
      expect(rules.pixKey(key, values)).toBe(true);
    }
    expect(rules.pixKey('x', values)).toBe('Chave PIX inválida: informe CPF, CNPJ, e-mail, telefone com DDD ou chave aleatória');
    expect(rules.pixKey('ana@empresa', values)).toBe('Chave PIX inválida: e-mail inválido');
    expect(rules.pixKey('529.982.247-24', values)).toBe('Chave PIX inválida: CPF inválido');
  });
});

/**
 * Validation rules of the shared form (SPEC §5): a rule takes the field's value (and all values)
 * and returns `true` or the pt-BR message to show. Format rules accept an empty value, so a field
 * is optional unless it also has `rules.required`.
 */
// Pure rules bundled here rather than through the contract singleton, which carries TypeBox.
import { isValidCpf, isValidEmail, isValidPhone, parseMoneyInput, pixKeyProblem } from '../contract/rules';

/** A validation rule: `true` when valid, otherwise the message to show. */
export type ValidationRule<V = Record<string, unknown>> = (value: unknown, values: V) => true | string;

/** The pt-BR messages of the built-in rules. */
export const RULE_MESSAGES = {
  required: 'Campo obrigatório',
  email: 'E-mail inválido',
  cpf: 'CPF inválido',
  phone: 'Telefone inválido',
  minLength: (n: number) => `Mínimo de ${n} caracteres`,
  maxLength: (n: number) => `Máximo de ${n} caracteres`,
  number: 'Valor inválido',
  nonNegative: 'Valor deve ser maior ou igual a zero',
  positive: 'Valor deve ser maior que zero',
  date: 'Data inválida',
} as const;

/** True for null, undefined, blank strings, false (an unticked checkbox) and empty arrays. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Reads a number typed in pt-BR ("1.234,50", "R$ 10,5") or plain ("1234.50", 12). Null when it is
 * not a number.
 */
export function parseNumberInput(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const raw = value.trim().replace(/^R\$\s*/, '').replace(/\s/g, '');
  if (!raw) return null;
  const normalized = raw.includes(',') ? raw.replace(/\./g, '').replace(',', '.') : raw;
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

/** True for a real calendar date written YYYY-MM-DD (input type=date) or DD/MM/YYYY. */
export function isValidDateInput(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value !== 'string') return false;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!iso && !br) return false;
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]].map(Number) : [br![3], br![2], br![1]].map(Number);
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

const optional = (check: (value: unknown) => boolean, message: string): ValidationRule<unknown> =>
  (value) => isEmptyValue(value) || check(value) || message;

/** Built-in rules with pt-BR messages. Combine them in a field's `rules` list; the first failure wins. */
export const rules = {
  /** 'Campo obrigatório' when empty (blank text, no option, unticked checkbox). */
  required: ((value: unknown) => !isEmptyValue(value) || RULE_MESSAGES.required) as ValidationRule<unknown>,
  /** 'E-mail inválido'. */
  email: optional((v) => isValidEmail(String(v)), RULE_MESSAGES.email),
  /** 'CPF inválido' (check digits; formatted or bare). */
  cpf: optional((v) => isValidCpf(String(v)), RULE_MESSAGES.cpf),
  /** 'Telefone inválido' (10 or 11 digits with area code). */
  phone: optional((v) => isValidPhone(String(v)), RULE_MESSAGES.phone),
  /** 'Mínimo de n caracteres'. */
  minLength: (n: number): ValidationRule<unknown> => optional((v) => String(v).trim().length >= n, RULE_MESSAGES.minLength(n)),
  /** 'Máximo de n caracteres'. */
  maxLength: (n: number): ValidationRule<unknown> => optional((v) => String(v).length <= n, RULE_MESSAGES.maxLength(n)),
  /** 'Valor inválido' unless a number (pt-BR or plain notation). */
  number: optional((v) => parseNumberInput(v) !== null, RULE_MESSAGES.number),
  /** 'Valor deve ser maior ou igual a zero' (also for text that is not a number). */
  nonNegative: optional((v) => (parseNumberInput(v) ?? -1) >= 0, RULE_MESSAGES.nonNegative),
  /** 'Valor deve ser maior que zero' (also for text that is not a number). */
  positive: optional((v) => (parseNumberInput(v) ?? 0) > 0, RULE_MESSAGES.positive),
  /** A money amount: 'Valor deve ser maior ou igual a zero' when negative, 'Valor inválido' when not money. */
  money: ((value: unknown) => {
    if (isEmptyValue(value)) return true;
    const n = parseNumberInput(value);
    if (n !== null && n < 0) return RULE_MESSAGES.nonNegative;
    const ok = typeof value === 'number' ? Number.isFinite(value) && Math.round(value * 100) === value * 100 : parseMoneyInput(String(value)) !== null;
    return ok || RULE_MESSAGES.number;
  }) as ValidationRule<unknown>,
  /** 'Data inválida' unless a real date (YYYY-MM-DD or DD/MM/YYYY). */
  date: optional(isValidDateInput, RULE_MESSAGES.date),
  /** A PIX key valid for its type (CPF, CNPJ, e-mail, phone or random key); the message says what is wrong. */
  pixKey: ((value: unknown) => isEmptyValue(value) || pixKeyProblem(String(value)) || true) as ValidationRule<unknown>,
  /** A custom pattern with its own message. */
  pattern: (regex: RegExp, message: string): ValidationRule<unknown> => optional((v) => regex.test(String(v)), message),
} as const;

/** Runs rules in order and returns the first failing message, or null when all pass. */
export function runRules<V>(ruleList: readonly ValidationRule<V>[] | undefined, value: unknown, values: V): string | null {
  for (const rule of ruleList ?? []) {
    const result = rule(value, values);
    if (result !== true) return typeof result === 'string' && result ? result : RULE_MESSAGES.number;
  }
  return null;
}

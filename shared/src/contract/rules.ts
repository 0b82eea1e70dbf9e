/**
 * Pure validation rules shared by the server and the forms, so both refuse the same input.
 */

/** Keeps only the digits of a document or phone number. */
export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/** Brazilian CPF check digits (accepts formatted or bare input). */
export function isValidCpf(value: string): boolean {
  const cpf = onlyDigits(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const digit = (len: number): number => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(cpf[i]) * (len + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return digit(9) === Number(cpf[9]) && digit(10) === Number(cpf[10]);
}

/** Formats 11 digits as 000.000.000-00. */
export function formatCpf(value: string): string {
  const d = onlyDigits(value);
  if (d.length !== 11) return value;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** Brazilian CNPJ check digits. */
export function isValidCnpj(value: string): boolean {
  const cnpj = onlyDigits(value);
  if (cnpj.length !== 14 || /^(\d)\1{13}$/.test(cnpj)) return false;
  const calc = (len: number): number => {
    const weights = len === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((acc, w, i) => acc + w * Number(cnpj[i]), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return calc(12) === Number(cnpj[12]) && calc(13) === Number(cnpj[13]);
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** Brazilian phone: 10 or 11 digits with area code (optionally +55). */
export function isValidPhone(value: string): boolean {
  let d = onlyDigits(value);
  if (d.length > 11 && d.startsWith('55')) d = d.slice(2);
  return d.length === 10 || d.length === 11;
}

/** A non-negative decimal with at most 2 places, as typed in pt-BR ("1.234,50") or plain ("1234.50"). */
export function parseMoneyInput(value: string): string | null {
  const raw = value.trim().replace(/^R\$\s*/, '');
  if (!raw) return null;
  const normalized = raw.includes(',') ? raw.replace(/\./g, '').replace(',', '.') : raw;
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(normalized)) return null;
  const [int, frac = ''] = normalized.split('.');
  return `${String(Number(int))}.${frac.padEnd(2, '0')}`;
}

/** The kinds of PIX key (Banco Central's DICT): CPF, CNPJ, e-mail, phone, or a random key (EVP). */
export type PixKeyType = 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'EVP';

/** The pt-BR messages of a PIX key that is not valid for its type. */
export const PIX_KEY_MESSAGES = {
  invalid: 'Chave PIX inválida: informe CPF, CNPJ, e-mail, telefone com DDD ou chave aleatória',
  email: 'Chave PIX inválida: e-mail inválido',
  cpf: 'Chave PIX inválida: CPF inválido',
  cpfOrPhone: 'Chave PIX inválida: CPF ou telefone inválido',
  cnpj: 'Chave PIX inválida: CNPJ inválido',
  phone: 'Chave PIX inválida: telefone inválido',
  random: 'Chave PIX inválida: a chave aleatória tem 32 caracteres hexadecimais (formato 8-4-4-4-12)',
} as const;

/** A random key (EVP): a UUID, 8-4-4-4-12 hex digits. */
const EVP_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Brazil's area codes (DDD). */
const AREA_CODES = new Set(
  '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99'.split(' '),
);
/** A Brazilian phone with area code: 10 digits (landline) or 11 with a 9 after the area code (mobile). */
const isPixPhone = (digits: string): boolean =>
  AREA_CODES.has(digits.slice(0, 2)) && (digits.length === 10 || (digits.length === 11 && digits[2] === '9'));
/** 000.000.000-00: written as a CPF, read only as one. */
const CPF_LAYOUT = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;

/** The type of a valid PIX key, or null when the key is not valid for any type. */
export function pixKeyType(value: string): PixKeyType | null {
  return classifyPixKey(value).type;
}

/** Null for a valid PIX key (or an empty one: required is a separate rule), else the pt-BR reason. */
export function pixKeyProblem(value: string): string | null {
  if (!value.trim()) return null;
  return classifyPixKey(value).problem;
}

function classifyPixKey(value: string): { type: PixKeyType; problem: null } | { type: null; problem: string } {
  const key = value.trim();
  const ok = (type: PixKeyType) => ({ type, problem: null }) as const;
  const fail = (problem: string) => ({ type: null, problem }) as const;
  if (EVP_PATTERN.test(key)) return ok('EVP');
  if (key.includes('@')) return isValidEmail(key) && key.length <= 77 ? ok('EMAIL') : fail(PIX_KEY_MESSAGES.email);
  if (/^[0-9a-f-]{30,}$/i.test(key) && /[a-f]/i.test(key)) return fail(PIX_KEY_MESSAGES.random);
  // Digits with the usual punctuation: CPF, CNPJ or phone (+55 optional).
  if (!/^\+?[\d\s.()/-]+$/.test(key)) return fail(PIX_KEY_MESSAGES.invalid);
  const digits = onlyDigits(key);
  if (key.startsWith('+')) return digits.startsWith('55') && isPixPhone(digits.slice(2)) ? ok('PHONE') : fail(PIX_KEY_MESSAGES.phone);
  if (CPF_LAYOUT.test(key)) return isValidCpf(digits) ? ok('CPF') : fail(PIX_KEY_MESSAGES.cpf);
  if (digits.length === 11) return isValidCpf(digits) ? ok('CPF') : isPixPhone(digits) ? ok('PHONE') : fail(PIX_KEY_MESSAGES.cpfOrPhone);
  if (digits.length === 14) return isValidCnpj(digits) ? ok('CNPJ') : fail(PIX_KEY_MESSAGES.cnpj);
  if (digits.length === 10) return isPixPhone(digits) ? ok('PHONE') : fail(PIX_KEY_MESSAGES.phone);
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return isPixPhone(digits.slice(2)) ? ok('PHONE') : fail(PIX_KEY_MESSAGES.phone);
  return fail(PIX_KEY_MESSAGES.invalid);
}

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

/** Business rules on employee input, after schema validation: trims, checks and canonical forms. */
import {
  isValidCpf,
  isValidEmail,
  isValidPhone,
  onlyDigits,
  PIX_KEY_MESSAGES,
  pixKeyProblem,
  pixKeyType,
  type CreateEmployee,
  type PixKeyType,
} from '@sge/shared/contract';
import { badRequest } from '../../http/errors';
import { blankToNull, collapse } from '../../lib/text';
import { EMPLOYEE_MESSAGES as M } from './messages';

export interface EmployeeInput {
  name: string;
  cpf: string;
  email: string | null;
  phone: string | null;
  function: string;
  payRate: string;
  active: boolean | undefined;
  /** Undefined: keep the stored key; null: no key. */
  pix: { key: string; type: PixKeyType } | null | undefined;
}

/**
 * The key as stored (trimmed) and its type. A type given must be one the key can be: an 11-digit
 * key that is both a valid CPF and a mobile number may be said to be a phone.
 */
export function toPixKey(key: string | null | undefined, type: PixKeyType | null | undefined): { key: string; type: PixKeyType } | null | undefined {
  if (key === undefined) return undefined;
  const value = key === null ? '' : key.trim();
  if (!value) return null;
  const problem = pixKeyProblem(value);
  if (problem) throw badRequest(problem);
  const read = pixKeyType(value)!;
  if (!type || type === read) return { key: value, type: read };
  if (type === 'PHONE' && read === 'CPF' && /^\d{11}$/.test(value) && value[2] === '9' && isValidPhone(value)) return { key: value, type };
  throw badRequest(PIX_KEY_MESSAGES.invalid);
}

/** Stores CPF and phone as digits only (11 and 10–11 digits); the screens format them. */
export function toEmployeeInput(body: CreateEmployee): EmployeeInput {
  const name = collapse(body.name);
  if (name.length < 2) throw badRequest(M.nameTooShort);
  const fn = collapse(body.function);
  if (fn.length < 2) throw badRequest(M.functionTooShort);
  if (!isValidCpf(body.cpf)) throw badRequest(M.invalidCpf);

  const email = blankToNull(body.email);
  if (email !== null && !isValidEmail(email)) throw badRequest(M.invalidEmail);
  const phone = blankToNull(body.phone);
  if (phone !== null && !isValidPhone(phone)) throw badRequest(M.invalidPhone);

  return {
    name,
    cpf: onlyDigits(body.cpf),
    email,
    phone: phone === null ? null : onlyDigits(phone).replace(/^55(?=\d{10,11}$)/, ''),
    function: fn,
    payRate: body.payRate,
    active: body.active,
    pix: toPixKey(body.pixKey, body.pixKeyType),
  };
}

/** Business rules on employee input, after schema validation: trims, checks and canonical forms. */
import { isValidCpf, isValidEmail, isValidPhone, onlyDigits, type CreateEmployee } from '@sge/shared/contract';
import { badRequest } from '../../http/errors';
import { blankToNull, collapse } from '../../lib/text';

export interface EmployeeInput {
  name: string;
  cpf: string;
  email: string | null;
  phone: string | null;
  function: string;
  payRate: string;
  active: boolean | undefined;
}

/** Stores CPF and phone as digits only (11 and 10–11 digits); the screens format them. */
export function toEmployeeInput(body: CreateEmployee): EmployeeInput {
  const name = collapse(body.name);
  if (name.length < 2) throw badRequest("Campo 'Nome' deve ter pelo menos 2 caracteres");
  const fn = collapse(body.function);
  if (fn.length < 2) throw badRequest("Campo 'Função' deve ter pelo menos 2 caracteres");
  if (!isValidCpf(body.cpf)) throw badRequest('CPF inválido');

  const email = blankToNull(body.email);
  if (email !== null && !isValidEmail(email)) throw badRequest('E-mail inválido');
  const phone = blankToNull(body.phone);
  if (phone !== null && !isValidPhone(phone)) throw badRequest('Telefone inválido');

  return {
    name,
    cpf: onlyDigits(body.cpf),
    email,
    phone: phone === null ? null : onlyDigits(phone).replace(/^55(?=\d{10,11}$)/, ''),
    function: fn,
    payRate: body.payRate,
    active: body.active,
  };
}

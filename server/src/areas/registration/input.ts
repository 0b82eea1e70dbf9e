/** Business rules on the registration area's input, after schema validation: trims, checks, canonical forms. */
import {
  isValidCpf,
  isValidEmail,
  isValidPhone,
  MIN_WORKER_AGE,
  onlyDigits,
  pixKeyProblem,
  type ApproveRegistration,
  type CreateInvitationLink,
  type PreRegistrationForm,
} from '@sge/shared/contract';
import { badRequest } from '../../http/errors';
import { REGISTRATION_MESSAGES as M } from './messages';
import { isCalendarDate, todayInCompanyZone } from '../../lib/calendar';
import { collapse, requiredText } from '../../lib/text';

function date(value: string): string {
  if (!isCalendarDate(value)) throw badRequest(M.invalidDate);
  return value;
}

/** 'YYYY-MM-DD' moved by whole years, as a string (a 29 February stays one, and still sorts right). */
const plusYears = (day: string, years: number): string => `${String(Number(day.slice(0, 4)) + years).padStart(4, '0')}${day.slice(4)}`;

export interface LinkInput {
  label: string;
  expiresOn: string;
  maxUses: number;
  eventId: number | null;
  function: string | null;
}

export function toLinkInput(body: CreateInvitationLink, today = todayInCompanyZone()): LinkInput {
  const expiresOn = date(body.expiresOn);
  if (expiresOn < today) throw badRequest(M.linkExpiryInPast);
  const fn = body.function ? collapse(body.function) : '';
  return {
    label: requiredText(body.label, 'Descrição'),
    expiresOn,
    maxUses: body.maxUses,
    eventId: body.eventId ?? null,
    function: fn ? requiredText(fn, 'Função') : null,
  };
}

export interface FormInput {
  name: string;
  cpf: string;
  birthDate: string;
  phone: string;
  email: string;
  address: string;
  function: string;
  pixKey: string;
}

/** Stores CPF and phone as digits only, like the employees table does. */
export function toFormInput(body: PreRegistrationForm, today = todayInCompanyZone()): FormInput {
  if (body.consent !== true) throw badRequest(M.consentRequired);
  const name = requiredText(body.name, 'Nome');
  if (!isValidCpf(body.cpf)) throw badRequest(M.invalidCpf);
  const birthDate = date(body.birthDate);
  if (birthDate > today) throw badRequest(M.birthDateInFuture);
  if (plusYears(birthDate, MIN_WORKER_AGE) > today) throw badRequest(M.tooYoung(MIN_WORKER_AGE));
  if (plusYears(birthDate, 120) < today) throw badRequest(M.tooOld);
  if (!isValidPhone(body.phone)) throw badRequest(M.invalidPhone);
  const email = body.email.trim();
  if (!isValidEmail(email)) throw badRequest(M.invalidEmail);
  // Valid for its type (CPF, CNPJ, e-mail, phone, random key): the form's own rule.
  const pixProblem = body.pixKey.trim() ? pixKeyProblem(body.pixKey) : null;
  if (pixProblem) throw badRequest(pixProblem);
  return {
    name,
    cpf: onlyDigits(body.cpf),
    birthDate,
    phone: onlyDigits(body.phone).replace(/^55(?=\d{10,11}$)/, ''),
    email,
    address: requiredText(body.address, 'Endereço', 5),
    function: requiredText(body.function, 'Função desejada'),
    pixKey: requiredText(body.pixKey, 'Chave PIX', 1),
  };
}

export interface ApprovalInput {
  function: string | undefined;
  payRate: string | undefined;
}

export function toApprovalInput(body: ApproveRegistration | undefined | null): ApprovalInput {
  return {
    function: body?.function === undefined ? undefined : requiredText(body.function, 'Função'),
    payRate: body?.payRate,
  };
}

export function toRejectionReason(reason: string): string {
  return requiredText(reason, 'Motivo', 3);
}

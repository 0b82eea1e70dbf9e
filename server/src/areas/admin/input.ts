/**
 * Business rules on the admin area's input, after schema validation: trims, collapses spaces,
 * lower-cases usernames and checks what the schemas cannot (names of 2+ characters, username and
 * password rules, e-mail). The repositories take these shapes.
 */
import {
  checkLogoUrl,
  checkPassword,
  checkSettingsCnpj,
  checkUsername,
  isValidEmail,
  onlyDigits,
  type CategoryType,
  type GatewayEnvironment,
  type PaymentProvider,
  type Role,
  type SaveCategory,
  type SaveService,
  type SaveSettings,
  type UpdatePaymentGateway,
  type UpdateUser,
} from '@sge/shared/contract';
import { badRequest } from '../../http/errors';
import { blankToNull, collapse } from '../../lib/text';
import { ADMIN_MESSAGES as M } from './messages';

export interface CategoryInput {
  name: string;
  type: CategoryType;
  color: string | undefined;
  description: string | null;
  parentId: number | null;
  active: boolean | undefined;
}

export interface GatewayInput {
  name: string;
  provider: PaymentProvider;
  environment: GatewayEnvironment;
  description: string | null;
  /** Given credentials; on update a blank or missing one keeps the stored value. */
  credentials: Record<string, string>;
}

export interface ServiceInput {
  name: string;
  description: string | null;
  unit: string;
  unitPrice: string;
  staffFunction: string | null;
  staffPerUnit: number;
  active: boolean | undefined;
}

export interface UserInput {
  username: string;
  name: string;
  email: string | null;
  role: Role;
  active: boolean | undefined;
}

export interface SettingsInput {
  companyName: string;
  /** Digits only, or null. */
  cnpj: string | null;
  address: string | null;
  logoUrl: string | null;
  dueSoonDays: number;
  offlinePurgeDays: number;
  /** Undefined from older clients: the stored value stays. */
  clockSkewMinutes: number | undefined;
  notificationLocation: SaveSettings['notificationLocation'];
}

/** A name of at least 2 characters, its spaces collapsed. */
function nameOf(value: string): string {
  const name = collapse(value);
  if (name.length < 2) throw badRequest(M.nameTooShort);
  return name;
}

export function toCategoryInput(body: SaveCategory): CategoryInput {
  return {
    name: nameOf(body.name),
    type: body.type,
    color: body.color,
    description: blankToNull(body.description),
    parentId: body.parentId ?? null,
    active: body.active,
  };
}

export function toGatewayInput(body: UpdatePaymentGateway): GatewayInput {
  return {
    name: nameOf(body.name),
    provider: body.provider,
    environment: body.environment,
    description: blankToNull(body.description),
    credentials: body.credentials ?? {},
  };
}

export function toServiceInput(body: SaveService): ServiceInput {
  const name = nameOf(body.name);
  const unit = collapse(body.unit);
  if (!unit) throw badRequest(M.unitRequired);
  return {
    name,
    description: blankToNull(body.description),
    unit,
    unitPrice: body.unitPrice,
    staffFunction: body.staffFunction ? collapse(body.staffFunction) || null : null,
    staffPerUnit: body.staffPerUnit,
    active: body.active,
  };
}

/** Trims, lower-cases the username (logins ignore case) and checks the fields the schema cannot. */
export function toUserInput(body: UpdateUser): UserInput {
  const usernameProblem = checkUsername(body.username);
  if (usernameProblem) throw badRequest(usernameProblem);
  const name = nameOf(body.name);
  const email = blankToNull(body.email);
  if (email !== null && !isValidEmail(email)) throw badRequest(M.invalidEmail);
  return { username: body.username.trim().toLowerCase(), name, email, role: body.role, active: body.active };
}

/** The password rules of the contract (length, not the username, ...). */
export function checkNewPassword(password: string, username: string): void {
  const problem = checkPassword(password, username);
  if (problem) throw badRequest(problem);
}

/** The company's name (2+ characters), CNPJ and logo address checked; blank optional texts → null. */
export function toSettingsInput(body: SaveSettings): SettingsInput {
  const companyName = collapse(body.companyName);
  if (companyName.length < 2) throw badRequest(M.companyNameTooShort);
  const cnpjProblem = checkSettingsCnpj(body.cnpj);
  if (cnpjProblem) throw badRequest(cnpjProblem);
  const logoUrl = blankToNull(body.logoUrl);
  if (logoUrl) {
    const logoProblem = checkLogoUrl(logoUrl);
    if (logoProblem) throw badRequest(logoProblem);
  }
  return {
    companyName,
    cnpj: body.cnpj?.trim() ? onlyDigits(body.cnpj) : null,
    address: blankToNull(body.address),
    logoUrl,
    dueSoonDays: body.dueSoonDays,
    offlinePurgeDays: body.offlinePurgeDays,
    clockSkewMinutes: body.clockSkewMinutes,
    notificationLocation: body.notificationLocation,
  };
}

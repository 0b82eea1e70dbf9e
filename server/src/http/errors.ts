/**
 * The error envelope: every failed call answers `{ message }` in pt-BR with the matching status.
 * Routes and hooks throw HttpError; anything else is mapped here (validation, body parsing,
 * database constraints) or becomes a logged 500 that leaks nothing.
 */
import type { FastifyError } from 'fastify';
import type { ErrorBody } from '@sge/shared/contract';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MESSAGES = {
  badRequest: 'Requisição inválida',
  invalidBody: 'Corpo da requisição inválido',
  bodyTooLarge: 'Corpo da requisição muito grande',
  unsupportedMediaType: 'Tipo de conteúdo não suportado',
  authRequired: 'Autenticação necessária',
  invalidToken: 'Token inválido ou expirado',
  forbidden: 'Acesso não autorizado.',
  notFound: 'Recurso não encontrado',
  conflict: 'Conflito com dados existentes',
  linkedRecords: 'Registro possui vínculos e não pode ser excluído',
  tooManyRequests: 'Muitas requisições. Tente novamente em alguns instantes.',
  internal: 'Erro interno do servidor',
} as const;

export const badRequest = (message: string = MESSAGES.badRequest) => new HttpError(400, message);
export const unauthorized = (message: string = MESSAGES.invalidToken) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string = MESSAGES.conflict) => new HttpError(409, message);
export const tooManyRequests = (message: string = MESSAGES.tooManyRequests) => new HttpError(429, message);

/** pt-BR messages for named constraints; the name is the contract between SQL and the user. */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  employees_cpf_key: 'Já existe um funcionário com este CPF',
  users_username_key: 'Já existe um usuário com este nome de usuário',
  event_employees_employee_id_fkey: 'Funcionário possui vínculos com eventos e não pode ser excluído',
  event_days_event_date_key: 'Este dia já existe no evento',
  event_employees_event_employee_day_key: 'Funcionário já está escalado neste dia do evento',
  payment_requests_active_key: 'Pagamento já solicitado',
  payment_requests_event_employee_id_fkey:
    'Funcionário possui solicitações de pagamento (payment_request) e não pode ser removido do evento',
  service_catalog_name_key: 'Já existe um serviço com este nome',
};

/**
 * Lets an area name the pt-BR message of its own constraints (called once, at module load, from the
 * area's plugin), so errors.ts does not grow a line per table. A name already taken is a bug.
 */
export function registerConstraintMessages(messages: Record<string, string>): void {
  for (const [name, message] of Object.entries(messages)) {
    const current = CONSTRAINT_MESSAGES[name];
    if (current !== undefined && current !== message) throw new Error(`Constraint message already registered: ${name}`);
    CONSTRAINT_MESSAGES[name] = message;
  }
}

const PG = {
  UNIQUE_VIOLATION: '23505',
  FOREIGN_KEY_VIOLATION: '23503',
  RESTRICT_VIOLATION: '23001',
  NOT_NULL_VIOLATION: '23502',
  CHECK_VIOLATION: '23514',
  INVALID_TEXT_REPRESENTATION: '22P02',
  NUMERIC_OUT_OF_RANGE: '22003',
  STRING_TOO_LONG: '22001',
  INVALID_DATETIME: '22007',
  DATETIME_OUT_OF_RANGE: '22008',
  CHARACTER_NOT_IN_REPERTOIRE: '22021',
  UNTRANSLATABLE_CHARACTER: '22P05',
} as const;

interface PgError {
  code: string;
  constraint?: string;
}

function isPgError(error: unknown): error is PgError {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

function fromDatabase(error: PgError): HttpError | null {
  const named = error.constraint ? CONSTRAINT_MESSAGES[error.constraint] : undefined;
  switch (error.code) {
    case PG.UNIQUE_VIOLATION:
      return conflict(named ?? MESSAGES.conflict);
    case PG.FOREIGN_KEY_VIOLATION:
    case PG.RESTRICT_VIOLATION:
      return conflict(named ?? MESSAGES.linkedRecords);
    case PG.NOT_NULL_VIOLATION:
    case PG.CHECK_VIOLATION:
    case PG.INVALID_TEXT_REPRESENTATION:
    case PG.NUMERIC_OUT_OF_RANGE:
    case PG.STRING_TOO_LONG:
    case PG.INVALID_DATETIME:
    case PG.DATETIME_OUT_OF_RANGE:
      return badRequest(named ?? 'Dados inválidos');
    // NUL in text or JSON: refused before it reaches SQL (text-input.ts); mapped here defensively.
    case PG.CHARACTER_NOT_IN_REPERTOIRE:
    case PG.UNTRANSLATABLE_CHARACTER:
      return badRequest('Dados contêm caracteres inválidos');
    default:
      return null;
  }
}

function fromFastify(error: FastifyError): HttpError | null {
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) return null;
  if (status === 413) return new HttpError(413, MESSAGES.bodyTooLarge);
  if (status === 415) return new HttpError(415, MESSAGES.unsupportedMediaType);
  if (status === 400 && (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError)) {
    return badRequest(MESSAGES.invalidBody);
  }
  if (status === 401) return unauthorized();
  if (status === 403) return forbidden();
  if (status === 404) return notFound();
  if (status === 429) return tooManyRequests();
  return new HttpError(status, MESSAGES.badRequest);
}

/** The 500's message: what went wrong stays in the log, under the code the user can quote. */
export const internalMessage = (requestId?: string): string => (requestId ? `${MESSAGES.internal} (código ${requestId})` : MESSAGES.internal);

export interface ErrorContext {
  /**
   * The request only reads (GET, HEAD): its input was checked before any SQL ran, so a database
   * error (an overflow, a division by zero, a bad cast) is the server's fault, never a 400.
   */
  read?: boolean;
  /** The request's id, named in a 500's message and in its log line. */
  requestId?: string;
}

/** Maps any thrown value to the status and body the client gets; `internal` marks a 500 to log. */
export function toErrorResponse(error: unknown, context: ErrorContext = {}): { statusCode: number; body: ErrorBody; internal: boolean } {
  const mapped =
    error instanceof HttpError
      ? error
      : isPgError(error)
        ? context.read
          ? null
          : fromDatabase(error)
        : fromFastify(error as FastifyError);
  if (mapped) return { statusCode: mapped.statusCode, body: { message: mapped.message }, internal: false };
  return { statusCode: 500, body: { message: internalMessage(context.requestId) }, internal: true };
}

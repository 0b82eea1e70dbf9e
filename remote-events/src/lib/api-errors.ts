/** Reading an `ApiError` the same way across the area's stores and dialogs. */
import { ApiError } from '@sge/shared/http';

/**
 * True when the http client has already told the user (401 and 403 follow the session rules and
 * always notify) or the caller cancelled: a store must not add a second message.
 */
export function alreadyReported(error: unknown): boolean {
  return error instanceof ApiError && (error.aborted || error.status === 401 || error.status === 403);
}

/** The server's own `{ message }`, when its body carried one. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body;
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message
    ? body.message
    : null;
}

/**
 * The reason to show beside a form or dialog after a refused change (400 bad input, 404 gone,
 * 409 conflict): the server's pt-BR message. Null for other failures, which the notification covers.
 */
export function refusalReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || ![400, 404, 409, 422].includes(error.status)) return null;
  return serverMessage(error);
}

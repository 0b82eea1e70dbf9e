/**
 * Fastify's own refusals, in the pt-BR `{ message }` envelope (issue 15): a malformed `%` escape in
 * the path (400), a route param over the router's length limit (414, answered before
 * authentication), and the errors Node's HTTP parser raises before Fastify sees a request
 * (431 for oversized headers, 408, 400). None of them echoes the URL back.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { MESSAGES, internalMessage } from './errors';

export const FRAMEWORK_MESSAGES = {
  badUrl: 'Endereço da requisição inválido',
  uriTooLong: 'Endereço da requisição muito longo',
  headersTooLarge: 'Cabeçalhos da requisição muito grandes',
  timeout: 'Tempo da requisição esgotado',
} as const;

export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      reply.code(400).send({ message: FRAMEWORK_MESSAGES.badUrl });
      return;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      reply.code(414).send({ message: FRAMEWORK_MESSAGES.uriTooLong });
      return;
    default: {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'request failed');
      reply.code(status).send({ message: status === 500 ? internalMessage(request.id) : MESSAGES.badRequest });
    }
  }
}

/** Answers on the raw socket, like Fastify's default handler, with the envelope instead. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, FRAMEWORK_MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, FRAMEWORK_MESSAGES.timeout]
        : [400, MESSAGES.badRequest];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The options to spread into `Fastify({ … })`. */
export const frameworkErrorOptions = {
  frameworkErrors,
  clientErrorHandler,
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;

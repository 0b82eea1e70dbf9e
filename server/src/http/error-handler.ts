import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, toErrorResponse } from './errors';

/** Answers a request no route matched; returns false to get the JSON 404. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean> | boolean;

export function registerErrorHandling(app: FastifyInstance, fallback?: NotFoundFallback): void {
  app.setErrorHandler((error, request, reply) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    const { statusCode, body, internal } = toErrorResponse(error, { read, requestId: request.id });
    if (internal) request.log.error({ err: error }, 'request failed');
    return reply.status(statusCode).send(body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (fallback && (await fallback(request, reply))) return reply;
    return reply.status(404).send({ message: MESSAGES.notFound });
  });
}

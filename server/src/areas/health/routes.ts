/**
 * GET /api/health, /api/health/ready (the database answers → 200, else 503) and /api/health/live
 * (the process answers, no database call). Public, never cached.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Envelope, Type } from '@sge/shared/contract';
import { HttpError } from '../../http/errors';
import { HEALTH_MESSAGES as M } from './messages';
import { pingDatabase } from './repository';

const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('postgres'), Type.Literal('pglite')]),
});
const LiveSchema = Type.Object({ status: Type.Literal('ok') });

async function checkDatabase(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  try {
    await pingDatabase(app);
  } catch (error) {
    request.log.error({ err: error }, 'health check: database unavailable');
    throw new HttpError(503, M.databaseUnavailable);
  }
  reply.header('cache-control', 'no-store');
  return { data: { status: 'ok' as const, database: app.database.kind } };
}

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const databaseSchema = { response: { 200: Envelope(HealthSchema) } };
  app.get('/health', { schema: databaseSchema }, (request, reply) => checkDatabase(app, request, reply));
  app.get('/health/ready', { schema: databaseSchema }, (request, reply) => checkDatabase(app, request, reply));
  app.get('/health/live', { schema: { response: { 200: Envelope(LiveSchema) } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: { status: 'ok' as const } };
  });
};

/**
 * Health, public, never cached:
 *   GET /api/health        the database answers → 200 { status, database }; else 503 (the e2e setup waits on it);
 *   GET /api/health/live   the process answers (no database call): a load balancer's liveness probe;
 *   GET /api/health/ready  ready for traffic: the database answers → 200, else 503 with a pt-BR message.
 * A server that is shutting down answers every new request 503 (Fastify's return503OnClosing), so
 * a load balancer polling `ready` drains it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Envelope, Type } from '@sge/shared/contract';
import { HttpError } from '../../http/errors';

export const DATABASE_UNAVAILABLE = 'Banco de dados indisponível';

const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('postgres'), Type.Literal('pglite')]),
});
const LiveSchema = Type.Object({ status: Type.Literal('ok') });

async function checkDatabase(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  try {
    await sql`SELECT 1`.execute(app.db);
  } catch (error) {
    request.log.error({ err: error }, 'health check: database unavailable');
    throw new HttpError(503, DATABASE_UNAVAILABLE);
  }
  reply.header('cache-control', 'no-store');
  return { data: { status: 'ok' as const, database: app.database.kind } };
}

export const healthArea: FastifyPluginAsyncTypebox = async (app) => {
  const databaseSchema = { response: { 200: Envelope(HealthSchema) } };
  app.get('/health', { schema: databaseSchema }, (request, reply) => checkDatabase(app, request, reply));
  app.get('/health/ready', { schema: databaseSchema }, (request, reply) => checkDatabase(app, request, reply));
  app.get('/health/live', { schema: { response: { 200: Envelope(LiveSchema) } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: { status: 'ok' as const } };
  });
};

/** GET /api/health: public; 503 when the database does not answer. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Envelope, Type } from '@sge/shared/contract';
import { HttpError } from '../../http/errors';

const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('postgres'), Type.Literal('pglite')]),
});

export const healthArea: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { response: { 200: Envelope(HealthSchema) } } }, async (request, reply) => {
    try {
      await sql`SELECT 1`.execute(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      throw new HttpError(503, 'Banco de dados indisponível');
    }
    reply.header('cache-control', 'no-store');
    return { data: { status: 'ok' as const, database: app.database.kind } };
  });
};

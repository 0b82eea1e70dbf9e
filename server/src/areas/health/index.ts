/**
 * Health, public, never cached:
 *   GET /api/health        the database answers → 200 { status, database }; else 503 (the e2e setup waits on it);
 *   GET /api/health/live   the process answers (no database call): a load balancer's liveness probe;
 *   GET /api/health/ready  ready for traffic: the database answers → 200, else 503 with a pt-BR message.
 * A server that is shutting down answers every new request 503 (Fastify's return503OnClosing), so
 * a load balancer polling `ready` drains it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthRoutes } from './routes';

export const healthArea: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(healthRoutes);
};

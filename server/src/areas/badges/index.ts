/**
 * The badges area (issue 13, DESIGN.md §9 "Badges"), under /api: an employee's badge
 * (/employees/{id}/badge: read it, or issue a new code that replaces it) and the badges to print
 * for an event's staff (/events/{id}/badges). Codes are read by admin, manager and coordinator;
 * only admin and manager issue new ones (auth/permissions.ts). The device copy of an event carries
 * hashes only (event-hashes.ts, used by GET /events/{id}).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createBadgesRepository, type BadgesRepository } from './repository';
import { badgesRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    badges: BadgesRepository;
  }
}

export const badgesArea: FastifyPluginAsyncTypebox = async (app) => {
  app.decorate('badges', createBadgesRepository(app));
  await app.register(badgesRoutes);
};

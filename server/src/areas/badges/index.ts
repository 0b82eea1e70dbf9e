/**
 * The badges area (issue 13, DESIGN.md §9 "Badges"), under /api: an employee's badge
 * (/employees/{id}/badge: read it, or issue a new code that replaces it) and the badges to print
 * for an event's staff (/events/{id}/badges). Codes are read by admin, manager and coordinator;
 * only admin and manager issue new ones (auth/permissions.ts). The device copy of an event carries
 * hashes only (event-hashes.ts, used by GET /events/{id}).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadgeSchema, Envelope, EventBadgeSchema, EventBadgesQuerySchema, IdParamsSchema, Type } from '@sge/shared/contract';
import { authenticate, requireRoles } from '../../auth/guard';
import { PERMISSIONS } from '../../auth/permissions';
import { assertCalendarDate } from '../events/dates';
import { createBadgesRepository, type BadgesRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    badges: BadgesRepository;
  }
}

const BadgeEnvelope = Envelope(BadgeSchema);

export const badgesArea: FastifyPluginAsyncTypebox = async (app) => {
  app.decorate('badges', createBadgesRepository(app));
  app.addHook('onRequest', authenticate);
  const read = requireRoles(...PERMISSIONS.badges);

  app.get(
    '/employees/:id/badge',
    { onRequest: read, schema: { params: IdParamsSchema, response: { 200: BadgeEnvelope } } },
    async (request) => ({ data: await app.badges.current(request.params.id) }),
  );

  app.post(
    '/employees/:id/badge',
    { onRequest: requireRoles(...PERMISSIONS.badgesReplace), schema: { params: IdParamsSchema, response: { 201: BadgeEnvelope } } },
    async (request, reply) => reply.status(201).send({ data: await app.badges.replace(request.params.id, request.user!.id) }),
  );

  app.get(
    '/events/:id/badges',
    {
      onRequest: read,
      schema: { params: IdParamsSchema, querystring: EventBadgesQuerySchema, response: { 200: Envelope(Type.Array(EventBadgeSchema)) } },
    },
    async (request) => {
      const { day } = request.query;
      return { data: await app.badges.forEvent(request.params.id, day === undefined ? undefined : assertCalendarDate(day)) };
    },
  );
};

/** /api/employees/{id}/badge and /api/events/{id}/badges, each with the roles it admits (auth/permissions.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadgeSchema, Envelope, EventBadgeSchema, EventBadgesQuerySchema, IdParamsSchema, Type } from '@sge/shared/contract';
import { authenticate, requireRoles } from '../../auth/guard';
import { PERMISSIONS } from '../../auth/permissions';
import { assertCalendarDate } from '../events/dates';

const BadgeEnvelope = Envelope(BadgeSchema);

export const badgesRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

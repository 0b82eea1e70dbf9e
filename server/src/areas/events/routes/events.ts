/**
 * /api/events: list (paged, with staff counts), read, create, edit, delete and finalize events with
 * their days; their clock flags. GET /events/{id} answers each day's full staff: it is the device copy
 * and also carries the staff's badge hashes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ClockFlagSchema,
  DeletedSchema,
  Envelope,
  EventListItemSchema,
  EventListQuerySchema,
  EventSchema,
  IdParamsSchema,
  PagedEnvelope,
  SaveEventSchema,
  Type,
} from '@sge/shared/contract';
import { requireRoles } from '../../../auth/guard';
import { PERMISSIONS } from '../../../auth/permissions';
import { notFound } from '../../../http/errors';
import { withBadgeHashes } from '../../badges/event-hashes';
import { toEventInput } from '../input';
import { EVENT_MESSAGES } from '../messages';

const EventEnvelope = Envelope(EventSchema);

export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = requireRoles(...PERMISSIONS.events);
  const manage = requireRoles(...PERMISSIONS.eventsManage);

  app.get(
    '/',
    { onRequest: read, schema: { querystring: EventListQuerySchema, response: { 200: PagedEnvelope(EventListItemSchema) } } },
    async (request) => app.events.list(request.query),
  );

  app.post(
    '/',
    { onRequest: manage, schema: { body: SaveEventSchema, response: { 201: EventEnvelope } } },
    async (request, reply) => reply.status(201).send({ data: await app.events.create(toEventInput(request.body)) }),
  );

  app.get('/:id', { onRequest: read, schema: { params: IdParamsSchema, response: { 200: EventEnvelope } } }, async (request) => {
    const event = await app.events.findById(request.params.id);
    if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
    // The device copy (offline check-in): badge hashes per staff day, never a code.
    return { data: await withBadgeHashes(app.db, event) };
  });

  app.put(
    '/:id',
    { onRequest: manage, schema: { params: IdParamsSchema, body: SaveEventSchema, response: { 200: EventEnvelope } } },
    async (request) => ({ data: await app.events.update(request.params.id, toEventInput(request.body)) }),
  );

  app.delete(
    '/:id',
    { onRequest: manage, schema: { params: IdParamsSchema, response: { 200: Envelope(DeletedSchema) } } },
    async (request) => {
      await app.events.remove(request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  app.put(
    '/:id/finalize',
    { onRequest: manage, schema: { params: IdParamsSchema, response: { 200: EventEnvelope } } },
    async (request) => ({ data: await app.events.finalize(request.params.id) }),
  );

  app.get(
    '/:id/clock-flags',
    {
      onRequest: requireRoles(...PERMISSIONS.eventsClockFlags),
      schema: { params: IdParamsSchema, response: { 200: Envelope(Type.Array(ClockFlagSchema)) } },
    },
    async (request) => ({ data: await app.clockFlags(request.params.id) }),
  );
};

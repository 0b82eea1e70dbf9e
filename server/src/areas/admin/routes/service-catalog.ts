/**
 * /api/service-catalog: every signed-in role reads the catalogue (budgets and the events' staff
 * limits use it; `?active=true` gives what can still be sold); administrators change it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeletedSchema,
  Envelope,
  IdParamsSchema,
  PagedEnvelope,
  SaveServiceSchema,
  ServiceCatalogItemSchema,
  ServiceListQuerySchema,
} from '@sge/shared/contract';
import { requireRoles } from '../../../auth/guard';
import { PERMISSIONS } from '../../../auth/permissions';
import { notFound } from '../../../http/errors';
import { ADMIN_MESSAGES } from '../messages';
import { toServiceInput } from '../input';
import { createServiceCatalogRepository } from '../repository/service-catalog';

const ServiceEnvelope = Envelope(ServiceCatalogItemSchema);

export const serviceCatalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = createServiceCatalogRepository(app);
  const read = requireRoles(...PERMISSIONS.referenceData);
  const manage = requireRoles(...PERMISSIONS.administration);

  app.get(
    '/',
    { onRequest: read, schema: { querystring: ServiceListQuerySchema, response: { 200: PagedEnvelope(ServiceCatalogItemSchema) } } },
    async (request) => services.list(request.query),
  );

  app.post('/', { onRequest: manage, schema: { body: SaveServiceSchema, response: { 201: ServiceEnvelope } } }, async (request, reply) =>
    reply.status(201).send({ data: await services.create(toServiceInput(request.body)) }),
  );

  app.get('/:id', { onRequest: read, schema: { params: IdParamsSchema, response: { 200: ServiceEnvelope } } }, async (request) => {
    const service = await services.findById(request.params.id);
    if (!service) throw notFound(ADMIN_MESSAGES.serviceNotFound);
    return { data: service };
  });

  app.put(
    '/:id',
    { onRequest: manage, schema: { params: IdParamsSchema, body: SaveServiceSchema, response: { 200: ServiceEnvelope } } },
    async (request) => ({ data: await services.update(request.params.id, toServiceInput(request.body)) }),
  );

  app.delete('/:id', { onRequest: manage, schema: { params: IdParamsSchema, response: { 200: Envelope(DeletedSchema) } } }, async (request) => {
    await services.remove(request.params.id);
    return { data: { id: request.params.id } };
  });
};

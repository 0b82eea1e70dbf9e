/**
 * /api/categories: every signed-in role reads the categories (payables and receivables pick from
 * them); administrators create, edit, (de)activate, delete and see the statistics.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategoryListQuerySchema,
  CategoryQuerySchema,
  CategoryStatisticsSchema,
  DeletedSchema,
  Envelope,
  FinancialCategorySchema,
  IdParamsSchema,
  PagedEnvelope,
  SaveCategorySchema,
  Type,
} from '@sge/shared/contract';
import { requireRoles } from '../../../auth/guard';
import { PERMISSIONS } from '../../../auth/permissions';
import { notFound } from '../../../http/errors';
import { toCategoryInput } from '../input';
import { createCategoriesRepository } from '../repository/categories';
import { ADMIN_MESSAGES } from '../messages';

const CategoryEnvelope = Envelope(FinancialCategorySchema);
const CategoryList = Envelope(Type.Array(FinancialCategorySchema));

export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const categories = createCategoriesRepository(app);
  const read = requireRoles(...PERMISSIONS.referenceData);
  const manage = requireRoles(...PERMISSIONS.administration);

  app.get(
    '/',
    { onRequest: read, schema: { querystring: CategoryListQuerySchema, response: { 200: PagedEnvelope(FinancialCategorySchema) } } },
    async (request) => categories.list(request.query),
  );

  app.get('/search', { onRequest: read, schema: { querystring: CategoryQuerySchema, response: { 200: CategoryList } } }, async (request) => ({
    data: await categories.search(request.query),
  }));

  app.get('/statistics', { onRequest: manage, schema: { response: { 200: Envelope(CategoryStatisticsSchema) } } }, async () => ({
    data: await categories.statistics(),
  }));

  app.post('/', { onRequest: manage, schema: { body: SaveCategorySchema, response: { 201: CategoryEnvelope } } }, async (request, reply) =>
    reply.status(201).send({ data: await categories.create(toCategoryInput(request.body)) }),
  );

  app.get('/:id', { onRequest: read, schema: { params: IdParamsSchema, response: { 200: CategoryEnvelope } } }, async (request) => {
    const category = await categories.findById(request.params.id);
    if (!category) throw notFound(ADMIN_MESSAGES.categoryNotFound);
    return { data: category };
  });

  app.put(
    '/:id',
    { onRequest: manage, schema: { params: IdParamsSchema, body: SaveCategorySchema, response: { 200: CategoryEnvelope } } },
    async (request) => ({ data: await categories.update(request.params.id, toCategoryInput(request.body)) }),
  );

  app.delete('/:id', { onRequest: manage, schema: { params: IdParamsSchema, response: { 200: Envelope(DeletedSchema) } } }, async (request) => {
    await categories.remove(request.params.id);
    return { data: { id: request.params.id } };
  });

  app.patch('/:id/activate', { onRequest: manage, schema: { params: IdParamsSchema, response: { 200: CategoryEnvelope } } }, async (request) => ({
    data: await categories.setActive(request.params.id, true),
  }));

  app.patch('/:id/deactivate', { onRequest: manage, schema: { params: IdParamsSchema, response: { 200: CategoryEnvelope } } }, async (request) => ({
    data: await categories.setActive(request.params.id, false),
  }));
};

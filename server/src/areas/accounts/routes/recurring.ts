/**
 * /api/recurring-accounts (SPEC §7): list, active, search, statistics, CRUD, toggle-active, generate, generate-all,
 * generated-accounts. The list, active and search answer pages (issue 14); generated-accounts (bounded by one
 * recurring account) stays whole.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeletedSchema,
  Envelope,
  GenerateAllQuerySchema,
  GenerateAllResultSchema,
  GenerateRecurringQuerySchema,
  IdParamsSchema,
  PagedEnvelope,
  PayableSchema,
  RecurringAccountSchema,
  RecurringActiveQuerySchema,
  RecurringListQuerySchema,
  RecurringSearchQuerySchema,
  RecurringStatisticsSchema,
  SaveRecurringAccountSchema,
  Type,
} from '@sge/shared/contract';
import { notFound } from '../../../http/errors';
import { toRecurringInput } from '../input';
import { ACCOUNT_MESSAGES as M } from '../messages';

const Item = Envelope(RecurringAccountSchema);
const List = PagedEnvelope(RecurringAccountSchema);
/** generate reads dueDate from the query (SPEC §7 "optional dueDate param") or, failing that, a JSON body. */
const GenerateBodySchema = Type.Union([
  Type.Object({ dueDate: Type.Optional(Type.String({ maxLength: 10, title: 'Vencimento' })) }, { additionalProperties: false }),
  Type.Null(),
]);

export const recurringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { querystring: RecurringListQuerySchema, response: { 200: List } } }, async (request) => app.recurring.list(request.query));

  app.get('/active', { schema: { querystring: RecurringActiveQuerySchema, response: { 200: List } } }, async (request) =>
    app.recurring.list({ ...request.query, active: true }),
  );

  app.get('/search', { schema: { querystring: RecurringSearchQuerySchema, response: { 200: List } } }, async (request) =>
    app.recurring.list(request.query, 'supplierName'),
  );

  app.get('/statistics', { schema: { response: { 200: Envelope(RecurringStatisticsSchema) } } }, async () => ({
    data: await app.recurring.statistics(),
  }));

  app.post('/generate-all', { schema: { querystring: GenerateAllQuerySchema, response: { 200: Envelope(GenerateAllResultSchema) } } }, async (request) => ({
    data: await app.recurring.generateAll(request.query.month, request.user!.id),
  }));

  app.post('/', { schema: { body: SaveRecurringAccountSchema, response: { 201: Item } } }, async (request, reply) =>
    reply.status(201).send({ data: await app.recurring.create(toRecurringInput(request.body), request.user!.id) }),
  );

  app.get('/:id', { schema: { params: IdParamsSchema, response: { 200: Item } } }, async (request) => {
    const account = await app.recurring.findById(request.params.id);
    if (!account) throw notFound(M.recurringNotFound);
    return { data: account };
  });

  app.put('/:id', { schema: { params: IdParamsSchema, body: SaveRecurringAccountSchema, response: { 200: Item } } }, async (request) => ({
    data: await app.recurring.update(request.params.id, toRecurringInput(request.body)),
  }));

  app.delete('/:id', { schema: { params: IdParamsSchema, response: { 200: Envelope(DeletedSchema) } } }, async (request) => {
    await app.recurring.remove(request.params.id);
    return { data: { id: request.params.id } };
  });

  app.patch('/:id/toggle-active', { schema: { params: IdParamsSchema, response: { 200: Item } } }, async (request) => ({
    data: await app.recurring.toggleActive(request.params.id),
  }));

  app.post(
    '/:id/generate',
    { schema: { params: IdParamsSchema, querystring: GenerateRecurringQuerySchema, body: GenerateBodySchema, response: { 201: Envelope(PayableSchema) } } },
    async (request, reply) => {
      const dueDate = request.query.dueDate ?? request.body?.dueDate ?? undefined;
      return reply.status(201).send({ data: await app.recurring.generate(request.params.id, dueDate || undefined, request.user!.id) });
    },
  );

  app.get('/:id/generated-accounts', { schema: { params: IdParamsSchema, response: { 200: Envelope(Type.Array(PayableSchema)) } } }, async (request) => ({
    data: await app.recurring.generatedAccounts(request.params.id),
  }));
};

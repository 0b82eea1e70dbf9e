/** /api/financial/defaulters (SPEC §7): list (paged, issue 14), reminder, bulk-reminders, contact, status, agreement. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddContactSchema,
  AgreementSchema,
  BulkRemindersResultSchema,
  BulkRemindersSchema,
  DefaulterListQuerySchema,
  DefaulterReminderSchema,
  DefaulterSchema,
  Envelope,
  IdParamsSchema,
  PagedEnvelope,
  SendReminderSchema,
  Type,
  UpdateCollectionStatusSchema,
} from '@sge/shared/contract';

const Item = Envelope(DefaulterSchema);
const OptionalReminder = Type.Union([SendReminderSchema, Type.Null()]);

export const defaulterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { querystring: DefaulterListQuerySchema, response: { 200: PagedEnvelope(DefaulterSchema) } } }, async (request) =>
    app.defaulters.list(request.query),
  );

  app.post('/bulk-reminders', { schema: { body: BulkRemindersSchema, response: { 200: Envelope(BulkRemindersResultSchema) } } }, async (request) => ({
    data: await app.defaulters.bulkReminders(request.body.ids, request.user!.id),
  }));

  app.post(
    '/:id/reminder',
    { schema: { params: IdParamsSchema, body: OptionalReminder, response: { 201: Envelope(DefaulterReminderSchema) } } },
    async (request, reply) =>
      reply.status(201).send({ data: await app.defaulters.reminder(request.params.id, request.body?.message, request.user!.id) }),
  );

  app.post('/:id/contact', { schema: { params: IdParamsSchema, body: AddContactSchema, response: { 201: Item } } }, async (request, reply) =>
    reply.status(201).send({ data: await app.defaulters.contact(request.params.id, request.body, request.user!.id) }),
  );

  app.patch('/:id/status', { schema: { params: IdParamsSchema, body: UpdateCollectionStatusSchema, response: { 200: Item } } }, async (request) => ({
    data: await app.defaulters.status(request.params.id, request.body, request.user!.id),
  }));

  app.post('/:id/agreement', { schema: { params: IdParamsSchema, body: AgreementSchema, response: { 201: Item } } }, async (request, reply) =>
    reply.status(201).send({ data: await app.defaulters.agreement(request.params.id, request.body, request.user!.id) }),
  );
};

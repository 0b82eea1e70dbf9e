/**
 * /api/event-employees: staff links, their lookups, check-in/out, offline sync, payment, and what
 * the event's approved budget allows. Static segments (event/, employee/, sync-offline/batch) win
 * over /:id in the router, so /event-employees/event/3 is never read as a link id.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApprovedServiceSchema,
  AssignmentCheckSchema,
  AvailableQuantitySchema,
  CheckTimeSchema,
  CreateEventEmployeeQuerySchema,
  CreateEventEmployeeSchema,
  DeletedSchema,
  EmployeeIdParamsSchema,
  Envelope,
  EventDayParamsSchema,
  EventEmployeeListQuerySchema,
  EventEmployeeParamsSchema,
  EventEmployeeSchema,
  EventIdParamsSchema,
  IdParamsSchema,
  PagedEnvelope,
  PaymentRequestReplySchema,
  RequestPaymentSchema,
  ServiceLimitSchema,
  SyncBatchResultSchema,
  SyncBatchSchema,
  SyncOfflineResultSchema,
  SyncOfflineSchema,
  Type,
  UpdateEventEmployeeSchema,
} from '@sge/shared/contract';
import type { FastifyRequest } from 'fastify';
import { requireRoles } from '../../../auth/guard';
import { PERMISSIONS } from '../../../auth/permissions';
import { assertCalendarDate } from '../dates';
import { toInstant, toLinkInput, toLinkUpdate, toSyncInput } from '../input';

const LinkEnvelope = Envelope(EventEmployeeSchema);
const LinksEnvelope = Envelope(Type.Array(EventEmployeeSchema));
const PaymentEnvelope = Envelope(PaymentRequestReplySchema);

/** Check-in/out and request-payment take an optional body: a request without one is read as `{}`. */
async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

export const eventEmployeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = requireRoles(...PERMISSIONS.events);
  const manage = requireRoles(...PERMISSIONS.eventsManage);
  const checkIn = requireRoles(...PERMISSIONS.eventsCheckIn);
  const requestPayment = requireRoles(...PERMISSIONS.eventsRequestPayment);
  const confirmPayment = requireRoles(...PERMISSIONS.eventsConfirmPayment);

  app.get(
    '/',
    { onRequest: read, schema: { querystring: EventEmployeeListQuerySchema, response: { 200: PagedEnvelope(EventEmployeeSchema) } } },
    async (request) => {
      const { eventDay } = request.query;
      return app.eventEmployees.page({ ...request.query, eventDay: eventDay && assertCalendarDate(eventDay) });
    },
  );

  app.post(
    '/',
    {
      onRequest: manage,
      schema: {
        querystring: CreateEventEmployeeQuerySchema,
        body: CreateEventEmployeeSchema,
        response: { 200: Envelope(AssignmentCheckSchema), 201: LinkEnvelope },
      },
    },
    async (request, reply) => {
      const input = toLinkInput(request.body);
      // ?dryRun=true: the same checks, and the other events the employee works that day; nothing is created.
      if (request.query.dryRun) return reply.status(200).send({ data: await app.eventEmployees.check(input) });
      return reply.status(201).send({ data: await app.eventEmployees.create(input) });
    },
  );

  app.get(
    '/event/:eventId/day/:day',
    { onRequest: read, schema: { params: EventDayParamsSchema, response: { 200: LinksEnvelope } } },
    async (request) => ({
      data: await app.eventEmployees.byEventDay(request.params.eventId, assertCalendarDate(request.params.day)),
    }),
  );

  app.get(
    '/event/:eventId',
    { onRequest: read, schema: { params: EventIdParamsSchema, response: { 200: LinksEnvelope } } },
    async (request) => ({ data: await app.eventEmployees.byEvent(request.params.eventId) }),
  );

  app.get(
    '/employee/:employeeId',
    { onRequest: read, schema: { params: EmployeeIdParamsSchema, response: { 200: LinksEnvelope } } },
    async (request) => ({ data: await app.eventEmployees.byEmployee(request.params.employeeId) }),
  );

  app.get(
    '/event/:eventId/employee/:employeeId',
    { onRequest: read, schema: { params: EventEmployeeParamsSchema, response: { 200: LinksEnvelope } } },
    async (request) => ({
      data: await app.eventEmployees.byEventAndEmployee(request.params.eventId, request.params.employeeId),
    }),
  );

  app.put(
    '/:id',
    { onRequest: manage, schema: { params: IdParamsSchema, body: UpdateEventEmployeeSchema, response: { 200: LinkEnvelope } } },
    async (request) => ({ data: await app.eventEmployees.update(request.params.id, toLinkUpdate(request.body)) }),
  );

  app.delete(
    '/:id',
    { onRequest: manage, schema: { params: IdParamsSchema, response: { 200: Envelope(DeletedSchema) } } },
    async (request) => {
      await app.eventEmployees.remove(request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  app.patch(
    '/:id/check-in',
    {
      onRequest: checkIn,
      preValidation: emptyBodyAsObject,
      schema: { params: IdParamsSchema, body: CheckTimeSchema, response: { 200: LinkEnvelope } },
    },
    async (request) => {
      const time = request.body.time === undefined ? undefined : toInstant(request.body.time, 'Horário');
      return { data: await app.eventEmployees.checkIn(request.params.id, time) };
    },
  );

  app.patch(
    '/:id/check-out',
    {
      onRequest: checkIn,
      preValidation: emptyBodyAsObject,
      schema: { params: IdParamsSchema, body: CheckTimeSchema, response: { 200: LinkEnvelope } },
    },
    async (request) => {
      const time = request.body.time === undefined ? undefined : toInstant(request.body.time, 'Horário');
      return { data: await app.eventEmployees.checkOut(request.params.id, time) };
    },
  );

  app.post(
    '/sync-offline/batch',
    {
      onRequest: checkIn,
      schema: { body: SyncBatchSchema, response: { 200: Envelope(SyncBatchResultSchema) } },
    },
    async (request, reply) => {
      const receivedAt = Math.round(Date.now() - reply.elapsedTime);
      return { data: await app.syncBatch(request.body.records, request.user!.id, receivedAt) };
    },
  );

  app.patch(
    '/:id/sync-offline',
    { onRequest: checkIn, schema: { params: IdParamsSchema, body: SyncOfflineSchema, response: { 200: Envelope(SyncOfflineResultSchema) } } },
    async (request) => ({ data: await app.syncOffline(request.params.id, toSyncInput(request.body), request.user!.id) }),
  );

  app.patch(
    '/:id/request-payment',
    {
      onRequest: requestPayment,
      preValidation: emptyBodyAsObject,
      schema: { params: IdParamsSchema, body: RequestPaymentSchema, response: { 200: PaymentEnvelope } },
    },
    async (request) => ({ data: await app.paymentRequests.request(request.params.id, request.body, request.user!.id) }),
  );

  app.patch(
    '/:id/confirm-payment',
    { onRequest: confirmPayment, schema: { params: IdParamsSchema, response: { 200: PaymentEnvelope } } },
    async (request) => ({ data: await app.paymentRequests.confirm(request.params.id, request.user?.id ?? null) }),
  );

  app.get(
    '/:eventId/service-limits',
    { onRequest: read, schema: { params: EventIdParamsSchema, response: { 200: Envelope(Type.Array(ServiceLimitSchema)) } } },
    async (request) => ({ data: await app.staffing.serviceLimits(request.params.eventId) }),
  );

  app.get(
    '/:eventId/available-quantities',
    { onRequest: read, schema: { params: EventIdParamsSchema, response: { 200: Envelope(Type.Array(AvailableQuantitySchema)) } } },
    async (request) => ({ data: await app.staffing.availableQuantities(request.params.eventId) }),
  );

  app.get(
    '/:eventId/available-quantities/day/:day',
    { onRequest: read, schema: { params: EventDayParamsSchema, response: { 200: Envelope(Type.Array(AvailableQuantitySchema)) } } },
    async (request) => ({
      data: await app.staffing.availableQuantitiesOnDay(request.params.eventId, assertCalendarDate(request.params.day)),
    }),
  );

  app.get(
    '/:eventId/approved-services',
    { onRequest: read, schema: { params: EventIdParamsSchema, response: { 200: Envelope(Type.Array(ApprovedServiceSchema)) } } },
    async (request) => ({ data: await app.staffing.approvedServices(request.params.eventId) }),
  );
};

/**
 * GET /events/{id}/close-out and POST /event-employees/request-payments (ADMIN, MANAGER,
 * FINANCIAL). The request is under /event-employees, as a day's request-payment is: a write there
 * marks stale the events, the staff days and the payment requests on every screen.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, EventCloseOutSchema, IdParamsSchema, RequestEventPaymentsReplySchema, RequestEventPaymentsSchema } from '@sge/shared/contract';
import { requireRoles } from '../../../auth/guard';
import { PERMISSIONS } from '../../../auth/permissions';
import { createCloseOut } from '../repository/close-out';

/** The roles that read PIX keys whole, in the payout views. */
const WHOLE_KEY_ROLES: readonly string[] = PERMISSIONS.paymentRequestsBulk;

export const closeOutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const closeOut = createCloseOut(app);
  const guard = requireRoles(...PERMISSIONS.eventsCloseOut);

  app.get(
    '/events/:id/close-out',
    { onRequest: guard, schema: { params: IdParamsSchema, response: { 200: Envelope(EventCloseOutSchema) } } },
    async (request) => ({ data: await closeOut.read(request.params.id, WHOLE_KEY_ROLES.includes(request.user!.role)) }),
  );

  app.post(
    '/event-employees/request-payments',
    { onRequest: guard, schema: { body: RequestEventPaymentsSchema, response: { 200: Envelope(RequestEventPaymentsReplySchema) } } },
    async (request) => ({ data: await closeOut.requestPayments(request.body.eventId, request.body.include ?? [], request.user!.id) }),
  );
};

/** The financial calls of /api/payment-requests: the list (a page of it), approve, pay and cancel. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApprovePaymentRequestBodySchema,
  CancelPaymentRequestSchema,
  Envelope,
  IdParamsSchema,
  PagedEnvelope,
  PaymentRequestItemSchema,
  PaymentRequestListQuerySchema,
  SettlementSchema,
} from '@sge/shared/contract';
import { requireRoles } from '../../../auth/guard';
import { PERMISSIONS } from '../../../auth/permissions';
import { badRequest } from '../../../http/errors';
import { toSettlementInput } from '../input';
import { BUDGETS_AREA_MESSAGES } from '../messages';

const RequestEnvelope = Envelope(PaymentRequestItemSchema);

export const paymentRequestFinanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = requireRoles(...PERMISSIONS.paymentRequests);
  const userId = (request: { user: { id: number } | null }): number => request.user!.id;

  app.get(
    '/',
    { onRequest: guard, schema: { querystring: PaymentRequestListQuerySchema, response: { 200: PagedEnvelope(PaymentRequestItemSchema) } } },
    async (request) => app.paymentRequestsLedger.list(request.query),
  );

  app.post(
    '/:id/approve',
    // The body is optional: an empty POST (no body, validated as null) approves with today's due date.
    { onRequest: guard, schema: { params: IdParamsSchema, body: ApprovePaymentRequestBodySchema, response: { 200: RequestEnvelope } } },
    async (request) => ({ data: await app.paymentRequestsLedger.approve(request.params.id, request.body ?? {}, userId(request)) }),
  );

  app.post(
    '/:id/pay',
    { onRequest: guard, schema: { params: IdParamsSchema, body: SettlementSchema, response: { 200: RequestEnvelope } } },
    async (request) => ({ data: await app.paymentRequestsLedger.pay(request.params.id, toSettlementInput(request.body), userId(request)) }),
  );

  app.post(
    '/:id/cancel',
    { onRequest: guard, schema: { params: IdParamsSchema, body: CancelPaymentRequestSchema, response: { 200: RequestEnvelope } } },
    async (request) => {
      const reason = request.body.reason.trim();
      if (reason.length < 3) throw badRequest(BUDGETS_AREA_MESSAGES.cancelReasonTooShort);
      return { data: await app.paymentRequestsLedger.cancel(request.params.id, reason, userId(request)) };
    },
  );
};

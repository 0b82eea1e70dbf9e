/** /api/payment-requests/{id}: a payment request as the events area sees it (SPEC §3 reply). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, IdParamsSchema, PaymentRequestReplySchema } from '@sge/shared/contract';
import { requireRoles } from '../../../auth/guard';
import { PERMISSIONS } from '../../../auth/permissions';

export const paymentRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id',
    {
      onRequest: requireRoles(...PERMISSIONS.paymentRequests),
      schema: { params: IdParamsSchema, response: { 200: Envelope(PaymentRequestReplySchema) } },
    },
    async (request) => ({ data: await app.paymentRequests.findById(request.params.id) }),
  );
};

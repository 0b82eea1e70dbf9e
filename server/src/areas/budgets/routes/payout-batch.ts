/** GET /payment-requests/payout-batch and /payout-batch/export (ADMIN, FINANCIAL). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, PayoutBatchExportQuerySchema, PayoutBatchQuerySchema, PayoutBatchSchema, SpreadsheetFileResponseSchema } from '@sge/shared/contract';
import { requireRoles } from '../../../auth/guard';
import { PERMISSIONS } from '../../../auth/permissions';
import { sendSpreadsheet } from '../../../http/spreadsheet';
import { batchSheet, createPayoutBatch } from '../repository/payout-batch';

export const payoutBatchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const batches = createPayoutBatch(app);
  const guard = requireRoles(...PERMISSIONS.paymentRequestsBulk);

  app.get(
    '/',
    { onRequest: guard, schema: { querystring: PayoutBatchQuerySchema, response: { 200: Envelope(PayoutBatchSchema) } } },
    async (request) => ({ data: await batches.read(request.query) }),
  );

  app.get('/export', { onRequest: guard, schema: { querystring: PayoutBatchExportQuerySchema, response: { 200: SpreadsheetFileResponseSchema } } }, async (request, reply) => {
    const { format, ...query } = request.query;
    const batch = await batches.read(query);
    return sendSpreadsheet(reply, `lote-pix-${batch.batchId}`, format, [batchSheet(batch)]);
  });
};

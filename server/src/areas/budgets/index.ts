/**
 * The budgets area, under /api: budgets (with their turning into events, /budgets) and the
 * financial side of staff payment requests (/payment-requests: list, approve, pay, cancel, one by one or in bulk; the
 * events area serves GET /payment-requests/{id}).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../../auth/guard';
import { createBudgetsRepository, type BudgetsRepository } from './repository/budgets';
import { paymentRequestBulkRoutes } from './routes/payment-requests-bulk';
import { payoutBatchRoutes } from './routes/payout-batch';
import { createPaymentRequestsLedger, type PaymentRequestsLedger } from './repository/payment-requests';
import { budgetRoutes } from './routes/budgets';
import { paymentRequestFinanceRoutes } from './routes/payment-requests';

declare module 'fastify' {
  interface FastifyInstance {
    budgets: BudgetsRepository;
    paymentRequestsLedger: PaymentRequestsLedger;
  }
}

export const budgetsArea: FastifyPluginAsyncTypebox = async (app) => {
  app.decorate('budgets', createBudgetsRepository(app));
  app.decorate('paymentRequestsLedger', createPaymentRequestsLedger(app));
  app.addHook('onRequest', authenticate);

  await app.register(budgetRoutes, { prefix: '/budgets' });
  await app.register(paymentRequestFinanceRoutes, { prefix: '/payment-requests' });
  await app.register(paymentRequestBulkRoutes, { prefix: '/payment-requests/bulk' });
  await app.register(payoutBatchRoutes, { prefix: '/payment-requests/payout-batch' });
};

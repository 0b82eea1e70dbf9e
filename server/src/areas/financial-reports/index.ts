/**
 * The financial-reports area, under /api/financial-charts: cash flow, the financial charts, the
 * dashboard KPIs and their CSV/XLSX exports. Read-only, for ADMIN, MANAGER and FINANCIAL
 * (PERMISSIONS.financialReports). What each figure means is documented in the contract.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, requireRoles } from '../../auth/guard';
import { PERMISSIONS } from '../../auth/permissions';
import { createFinancialReportsRepository, type FinancialReportsRepository } from './repository';
import { financialChartsRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    financialReports: FinancialReportsRepository;
  }
}

export const financialReportsArea: FastifyPluginAsyncTypebox = async (app) => {
  app.decorate('financialReports', createFinancialReportsRepository(app));
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireRoles(...PERMISSIONS.financialReports));
  await app.register(financialChartsRoutes, { prefix: '/financial-charts' });
};

/** The financial-reports area, under /api: cash flow, financial charts, dashboard KPIs and exports. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const financialReportsArea: FastifyPluginAsyncTypebox = async () => {};

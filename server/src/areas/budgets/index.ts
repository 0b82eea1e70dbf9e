/** The budgets area, under /api: budgets (with their turning into events) and the financial side of staff payment requests. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const budgetsArea: FastifyPluginAsyncTypebox = async () => {};

/** The accounts area, under /api: accounts receivable and payable, recurring accounts and defaulters. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const accountsArea: FastifyPluginAsyncTypebox = async () => {};

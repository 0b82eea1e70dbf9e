/** The inventory area, under /api: items, stock transactions and inventory reports. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const inventoryArea: FastifyPluginAsyncTypebox = async () => {};

/** The admin area, under /api: users, financial categories, service catalogue, payment gateways and system settings. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const adminArea: FastifyPluginAsyncTypebox = async () => {};

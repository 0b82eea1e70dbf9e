/** The registration area, under /api: invitation links, public pre-registration and registration requests. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const registrationArea: FastifyPluginAsyncTypebox = async () => {};

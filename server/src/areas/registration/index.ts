/**
 * The registration area, under /api/pre-registration: invitation links and registration requests
 * (admin and manager), walk-in registration (coordinator or above), and the two public calls of the
 * pre-registration page (no sign-in), which are rate-limited per client IP.
 *
 * The rate limiter is @fastify/rate-limit registered inside this plugin with `global: false`, so it
 * only counts the routes that name a `rateLimit` config (validate and submit). Its counters live in
 * the database (http/pg-rate-limit-store.ts), so several API servers behind a load balancer share
 * one count per client IP.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tooManyRequests } from '../../http/errors';
import { createPgRateLimitStore } from '../../http/pg-rate-limit-store';
import { createRegistrationRepository, type RegistrationRepository } from './repository';
import { registrationRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    registration: RegistrationRepository;
  }
}

export const registrationArea: FastifyPluginAsyncTypebox = async (app) => {
  app.decorate('registration', createRegistrationRepository(app));
  await app.register(rateLimit, {
    global: false,
    store: createPgRateLimitStore(app.db),
    errorResponseBuilder: () => tooManyRequests(),
  });
  await app.register(registrationRoutes);
};

/**
 * The events area, under /api: events and their days (/events, with the clock flags of their
 * synced records), the staff of each day with check-in/out, offline sync (per link and in
 * batches), payment and staffing limits (/event-employees), and the payment requests those days
 * raise (/payment-requests). One encapsulated plugin holding the area's
 * repositories; each route names the roles it admits (auth/permissions.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../../auth/guard';
import { closeOutRoutes } from './close-out/routes';
import { createClockFlags, type ClockFlags } from './clock-flags';
import { eventCountRoutes } from './counts';
import { createEventEmployeesRepository, type EventEmployeesRepository } from './event-employees-repository';
import { eventEmployeeRoutes } from './event-employees-routes';
import { createEventsRepository, type EventsRepository } from './events-repository';
import { eventRoutes } from './events-routes';
import { createPaymentRequestsRepository, type PaymentRequestsRepository } from './payment-requests-repository';
import { paymentRequestRoutes } from './payment-requests-routes';
import { createStaffingRepository, type StaffingRepository } from './staffing-repository';
import { createSyncBatch, type SyncBatch } from './sync-batch';
import { createSyncOffline, type SyncOffline } from './sync-offline';
import { todayEventRoutes } from './today';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventsRepository;
    eventEmployees: EventEmployeesRepository;
    paymentRequests: PaymentRequestsRepository;
    staffing: StaffingRepository;
    syncOffline: SyncOffline;
    syncBatch: SyncBatch;
    clockFlags: ClockFlags;
  }
}

export const eventsArea: FastifyPluginAsyncTypebox = async (app) => {
  app.decorate('events', createEventsRepository(app));
  app.decorate('eventEmployees', createEventEmployeesRepository(app));
  app.decorate('paymentRequests', createPaymentRequestsRepository(app));
  app.decorate('staffing', createStaffingRepository(app));
  app.decorate('syncOffline', createSyncOffline(app));
  app.decorate('syncBatch', createSyncBatch(app));
  app.decorate('clockFlags', createClockFlags(app));
  app.addHook('onRequest', authenticate);

  await app.register(eventRoutes, { prefix: '/events' });
  await app.register(eventCountRoutes, { prefix: '/events/counts' });
  await app.register(todayEventRoutes, { prefix: '/events/today' });
  await app.register(eventEmployeeRoutes, { prefix: '/event-employees' });
  await app.register(paymentRequestRoutes, { prefix: '/payment-requests' });
  await app.register(closeOutRoutes);
};

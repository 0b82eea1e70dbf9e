/**
 * The events area, under /api: events and their days (/events, with the clock flags of their
 * synced records), the staff of each day with check-in/out, offline sync (per link and in
 * batches), payment and staffing limits (/event-employees), and the payment requests those days
 * raise (/payment-requests). One encapsulated plugin holding the area's
 * repositories; each route names the roles it admits (auth/permissions.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../../auth/guard';
import { closeOutRoutes } from './routes/close-out';
import { createClockFlags, type ClockFlags } from './repository/clock-flags';
import { eventCountRoutes } from './routes/counts';
import { createEventEmployeesRepository, type EventEmployeesRepository } from './repository/event-employees';
import { eventEmployeeRoutes } from './routes/event-employees';
import { createEventsRepository, type EventsRepository } from './repository/events';
import { eventRoutes } from './routes/events';
import { createPaymentRequestsRepository, type PaymentRequestsRepository } from './repository/payment-requests';
import { paymentRequestRoutes } from './routes/payment-requests';
import { createStaffingRepository, type StaffingRepository } from './repository/staffing';
import { createSyncBatch, type SyncBatch } from './repository/sync-batch';
import { createSyncOffline, type SyncOffline } from './repository/sync-offline';
import { todayEventRoutes } from './routes/today';

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

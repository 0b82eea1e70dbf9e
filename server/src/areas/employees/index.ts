/** The employees area, under /api/employees: for ADMIN and MANAGER (SPEC §6, auth/permissions.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, requireRoles } from '../../auth/guard';
import { PERMISSIONS } from '../../auth/permissions';
import { createRepository, type EmployeesRepository } from './repository';
import { employeeRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    employees: EmployeesRepository;
  }
}

export const employeesArea: FastifyPluginAsyncTypebox = async (app) => {
  app.decorate('employees', createRepository(app));
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireRoles(...PERMISSIONS.employees));
  await app.register(employeeRoutes, { prefix: '/employees' });
};

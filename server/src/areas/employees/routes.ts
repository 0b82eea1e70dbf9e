/** /api/employees: list (paged), read, create, edit and delete employees. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateEmployeeSchema,
  EmployeeListQuerySchema,
  EmployeeSchema,
  Envelope,
  IdParamsSchema,
  PagedEnvelope,
  Type,
  UpdateEmployeeSchema,
} from '@sge/shared/contract';
import { notFound } from '../../http/errors';
import { toEmployeeInput } from './input';
import { EMPLOYEE_MESSAGES } from './messages';

const EmployeeEnvelope = Envelope(EmployeeSchema);

export const employeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { querystring: EmployeeListQuerySchema, response: { 200: PagedEnvelope(EmployeeSchema) } } },
    async (request) => app.employees.list(request.query),
  );

  app.post(
    '/',
    { schema: { body: CreateEmployeeSchema, response: { 201: EmployeeEnvelope } } },
    async (request, reply) => {
      const employee = await app.employees.create(toEmployeeInput(request.body));
      return reply.status(201).send({ data: employee });
    },
  );

  app.get('/:id', { schema: { params: IdParamsSchema, response: { 200: EmployeeEnvelope } } }, async (request) => {
    const employee = await app.employees.findById(request.params.id);
    if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
    return { data: employee };
  });

  app.put(
    '/:id',
    { schema: { params: IdParamsSchema, body: UpdateEmployeeSchema, response: { 200: EmployeeEnvelope } } },
    async (request) => {
      const employee = await app.employees.update(request.params.id, toEmployeeInput(request.body));
      if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
      return { data: employee };
    },
  );

  app.delete(
    '/:id',
    { schema: { params: IdParamsSchema, response: { 200: Envelope(Type.Object({ id: Type.Integer() })) } } },
    async (request) => {
      if (!(await app.employees.remove(request.params.id))) throw notFound(EMPLOYEE_MESSAGES.notFound);
      return { data: { id: request.params.id } };
    },
  );
};

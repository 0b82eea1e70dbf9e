/** /api/budgets: the budgets (a page of them), their flow and their turning into events. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApproveBudgetSchema,
  BUDGET_MESSAGES,
  BudgetEventCreatedSchema,
  BudgetListQuerySchema,
  BudgetSchema,
  ConfirmBudgetPaymentSchema,
  DeletedSchema,
  Envelope,
  IdParamsSchema,
  PagedEnvelope,
  SaveBudgetSchema,
} from '@sge/shared/contract';
import { requireRoles } from '../../../auth/guard';
import { PERMISSIONS } from '../../../auth/permissions';
import { badRequest, notFound } from '../../../http/errors';
import { assertDate, toBudgetInput, toSettlementInput } from '../input';
import { todayInCompanyZone } from '../../../lib/calendar';
import { blankToNull } from '../../../lib/text';
import { BUDGETS_AREA_MESSAGES } from '../messages';

const BudgetEnvelope = Envelope(BudgetSchema);

export const budgetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = requireRoles(...PERMISSIONS.budgets);
  const userId = (request: { user: { id: number } | null }): number => request.user!.id;

  app.get(
    '/',
    { onRequest: guard, schema: { querystring: BudgetListQuerySchema, response: { 200: PagedEnvelope(BudgetSchema) } } },
    async (request) => app.budgets.list(request.query),
  );

  app.post('/', { onRequest: guard, schema: { body: SaveBudgetSchema, response: { 201: BudgetEnvelope } } }, async (request, reply) =>
    reply.status(201).send({ data: await app.budgets.create(toBudgetInput(request.body, todayInCompanyZone()), userId(request)) }),
  );

  app.get('/:id', { onRequest: guard, schema: { params: IdParamsSchema, response: { 200: BudgetEnvelope } } }, async (request) => {
    const budget = await app.budgets.findById(request.params.id);
    if (!budget) throw notFound(BUDGET_MESSAGES.notFound);
    return { data: budget };
  });

  app.put(
    '/:id',
    { onRequest: guard, schema: { params: IdParamsSchema, body: SaveBudgetSchema, response: { 200: BudgetEnvelope } } },
    async (request) => ({ data: await app.budgets.update(request.params.id, toBudgetInput(request.body, todayInCompanyZone())) }),
  );

  app.delete('/:id', { onRequest: guard, schema: { params: IdParamsSchema, response: { 200: Envelope(DeletedSchema) } } }, async (request) => {
    await app.budgets.remove(request.params.id);
    return { data: { id: request.params.id } };
  });

  app.post('/:id/send', { onRequest: guard, schema: { params: IdParamsSchema, response: { 200: BudgetEnvelope } } }, async (request) => ({
    data: await app.budgets.send(request.params.id),
  }));

  app.post(
    '/:id/approve',
    { onRequest: guard, schema: { params: IdParamsSchema, body: ApproveBudgetSchema, response: { 200: BudgetEnvelope } } },
    async (request) => {
      const { approved, reason, dueDate } = request.body;
      if (dueDate) assertDate(dueDate);
      const why = blankToNull(reason);
      if (!approved && !why) throw badRequest(BUDGETS_AREA_MESSAGES.refusalReasonRequired);
      return { data: await app.budgets.decide(request.params.id, approved, why, dueDate ?? null, userId(request)) };
    },
  );

  app.patch(
    '/:id/confirm-payment',
    { onRequest: guard, schema: { params: IdParamsSchema, body: ConfirmBudgetPaymentSchema, response: { 200: BudgetEnvelope } } },
    async (request) => ({ data: await app.budgets.confirmPayment(request.params.id, toSettlementInput(request.body), userId(request)) }),
  );

  app.post(
    '/:id/create-event',
    { onRequest: guard, schema: { params: IdParamsSchema, response: { 201: Envelope(BudgetEventCreatedSchema) } } },
    async (request, reply) => reply.status(201).send({ data: await app.budgets.createEvent(request.params.id) }),
  );
};

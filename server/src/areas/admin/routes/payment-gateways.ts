/** /api/payment-gateways: administrators and the financial role configure the payment gateways. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatePaymentGatewaySchema,
  DeletedSchema,
  Envelope,
  GatewayTestResultSchema,
  IdParamsSchema,
  PaymentGatewaySchema,
  Type,
  UpdatePaymentGatewaySchema,
} from '@sge/shared/contract';
import { requireRoles } from '../../../auth/guard';
import { PERMISSIONS } from '../../../auth/permissions';
import type { CredentialsCipher } from '../credentials-cipher';
import { toGatewayInput } from '../input';
import { createPaymentGatewaysRepository } from '../repository/payment-gateways';

const GatewayEnvelope = Envelope(PaymentGatewaySchema);

export const paymentGatewayRoutes: FastifyPluginAsyncTypebox<{ cipher: CredentialsCipher }> = async (app, { cipher }) => {
  const gateways = createPaymentGatewaysRepository(app, cipher);
  app.addHook('onRequest', requireRoles(...PERMISSIONS.paymentGateways));

  app.get('/', { schema: { response: { 200: Envelope(Type.Array(PaymentGatewaySchema)) } } }, async () => ({ data: await gateways.list() }));

  app.post('/', { schema: { body: CreatePaymentGatewaySchema, response: { 201: GatewayEnvelope } } }, async (request, reply) =>
    reply.status(201).send({ data: await gateways.create(toGatewayInput(request.body)) }),
  );

  app.get('/:id', { schema: { params: IdParamsSchema, response: { 200: GatewayEnvelope } } }, async (request) => ({
    data: await gateways.findById(request.params.id),
  }));

  app.put('/:id', { schema: { params: IdParamsSchema, body: UpdatePaymentGatewaySchema, response: { 200: GatewayEnvelope } } }, async (request) => ({
    data: await gateways.update(request.params.id, toGatewayInput(request.body)),
  }));

  app.delete('/:id', { schema: { params: IdParamsSchema, response: { 200: Envelope(DeletedSchema) } } }, async (request) => {
    await gateways.remove(request.params.id);
    return { data: { id: request.params.id } };
  });

  app.patch('/:id/activate', { schema: { params: IdParamsSchema, response: { 200: GatewayEnvelope } } }, async (request) => ({
    data: await gateways.activate(request.params.id),
  }));

  app.post('/:id/test', { schema: { params: IdParamsSchema, response: { 200: Envelope(GatewayTestResultSchema) } } }, async (request) => ({
    data: await gateways.test(request.params.id),
  }));
};

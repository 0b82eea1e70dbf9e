/** /api/inventory: the area's routes, each with the roles it admits (auth/permissions.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateInventoryItemSchema,
  CreateInventoryTransactionSchema,
  DeletedSchema,
  Envelope,
  EventInventoryBalanceSchema,
  EventUsageReportQuerySchema,
  EventUsageReportSchema,
  IdParamsSchema,
  InventoryExportQuerySchema,
  InventoryItemListQuerySchema,
  InventoryItemSchema,
  InventoryOverviewSchema,
  InventoryTransactionListQuerySchema,
  InventoryTransactionSchema,
  MovementsReportQuerySchema,
  MovementsReportSchema,
  PagedEnvelope,
  StockReportQuerySchema,
  SpreadsheetFileResponseSchema,
  StockReportSchema,
  UpdateInventoryItemSchema,
} from '@sge/shared/contract';
import { authenticate, requireRoles } from '../../auth/guard';
import { PERMISSIONS } from '../../auth/permissions';
import { notFound } from '../../http/errors';
import { sendSpreadsheet } from '../../http/spreadsheet';
import { toItemInput, toTransactionInput } from './input';
import { INVENTORY_MESSAGES } from './messages';

const ItemEnvelope = Envelope(InventoryItemSchema);

export const inventoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', authenticate);
  const read = requireRoles(...PERMISSIONS.inventory);
  const manage = requireRoles(...PERMISSIONS.inventoryManage);
  const move = requireRoles(...PERMISSIONS.inventoryMove);

  app.get(
    '/overview',
    { onRequest: read, schema: { response: { 200: Envelope(InventoryOverviewSchema) } } },
    async () => ({ data: await app.inventoryReports.overview() }),
  );

  app.get(
    '/items',
    { onRequest: read, schema: { querystring: InventoryItemListQuerySchema, response: { 200: PagedEnvelope(InventoryItemSchema) } } },
    async (request) => app.inventory.listItems(request.query),
  );

  app.post(
    '/items',
    { onRequest: manage, schema: { body: CreateInventoryItemSchema, response: { 201: ItemEnvelope } } },
    async (request, reply) => {
      const item = await app.inventory.createItem(toItemInput(request.body), request.body.initialQuantity ?? 0, request.user!.id);
      return reply.status(201).send({ data: item });
    },
  );

  app.get('/items/:id', { onRequest: read, schema: { params: IdParamsSchema, response: { 200: ItemEnvelope } } }, async (request) => {
    const item = await app.inventory.findItem(request.params.id);
    if (!item) throw notFound(INVENTORY_MESSAGES.itemNotFound);
    return { data: item };
  });

  app.put(
    '/items/:id',
    { onRequest: manage, schema: { params: IdParamsSchema, body: UpdateInventoryItemSchema, response: { 200: ItemEnvelope } } },
    async (request) => ({ data: await app.inventory.updateItem(request.params.id, toItemInput(request.body)) }),
  );

  app.delete(
    '/items/:id',
    { onRequest: manage, schema: { params: IdParamsSchema, response: { 200: Envelope(DeletedSchema) } } },
    async (request) => {
      await app.inventory.removeItem(request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  app.get(
    '/transactions',
    {
      onRequest: read,
      schema: { querystring: InventoryTransactionListQuerySchema, response: { 200: PagedEnvelope(InventoryTransactionSchema) } },
    },
    async (request) => app.inventory.listTransactions(request.query),
  );

  app.post(
    '/transactions',
    { onRequest: move, schema: { body: CreateInventoryTransactionSchema, response: { 201: Envelope(InventoryTransactionSchema) } } },
    async (request, reply) => {
      const transaction = await app.inventory.postTransaction(toTransactionInput(request.body), request.user!.id);
      return reply.status(201).send({ data: transaction });
    },
  );

  app.get(
    '/events/:id/balance',
    { onRequest: read, schema: { params: IdParamsSchema, response: { 200: Envelope(EventInventoryBalanceSchema) } } },
    async (request) => ({ data: await app.inventory.eventBalance(request.params.id) }),
  );

  app.get(
    '/reports/stock',
    { onRequest: read, schema: { querystring: StockReportQuerySchema, response: { 200: Envelope(StockReportSchema) } } },
    async (request) => ({ data: await app.inventoryReports.stock(request.query) }),
  );

  app.get(
    '/reports/movements',
    { onRequest: read, schema: { querystring: MovementsReportQuerySchema, response: { 200: Envelope(MovementsReportSchema) } } },
    async (request) => ({ data: await app.inventoryReports.movements(request.query) }),
  );

  app.get(
    '/reports/event-usage',
    { onRequest: read, schema: { querystring: EventUsageReportQuerySchema, response: { 200: Envelope(EventUsageReportSchema) } } },
    async (request) => ({ data: await app.inventoryReports.eventUsage(request.query) }),
  );

  app.get(
    '/reports/export',
    { onRequest: read, schema: { querystring: InventoryExportQuerySchema, response: { 200: SpreadsheetFileResponseSchema } } },
    async (request, reply) => {
      const { basename, sheets } = await app.inventoryReports.exportSheets(request.query);
      return sendSpreadsheet(reply, basename, request.query.format, sheets);
    },
  );
};

/**
 * The inventory area, under /api/inventory: items, the stock ledger, event balances, reports and
 * exports (the calls are listed in @sge/shared/contract/inventory). Every role that opens
 * /inventory reads it all; items are edited by admin and manager; movements are posted by admin,
 * manager and coordinator (auth/permissions.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerConstraintMessages } from '../../http/errors';
import { createReports, type InventoryReports } from './reports';
import { createRepository, type InventoryRepository } from './repository';
import { inventoryRoutes } from './routes';

// Backstops: the repository checks both cases first and answers with the same messages.
registerConstraintMessages({
  inventory_transactions_event_id_fkey: 'Evento possui movimentações de estoque e não pode ser excluído',
  inventory_transactions_item_id_fkey: 'Este item possui movimentações e não pode ser excluído. Desative-o para que deixe de ser usado.',
});

declare module 'fastify' {
  interface FastifyInstance {
    inventory: InventoryRepository;
    inventoryReports: InventoryReports;
  }
}

export const inventoryArea: FastifyPluginAsyncTypebox = async (app) => {
  app.decorate('inventory', createRepository(app));
  app.decorate('inventoryReports', createReports(app));
  await app.register(inventoryRoutes, { prefix: '/inventory' });
};

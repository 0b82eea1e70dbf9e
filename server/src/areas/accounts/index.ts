/**
 * The accounts area, under /api: accounts receivable and payable (/accounts-receivable,
 * /accounts-payable), recurring accounts (/recurring-accounts) and defaulters
 * (/financial/defaulters). Every route needs a token and PERMISSIONS.accounts (admin, financial).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Payable, Receivable } from '@sge/shared/contract';
import { authenticate, requireRoles } from '../../auth/guard';
import { PERMISSIONS } from '../../auth/permissions';
import { createDefaultersRepository, type DefaultersRepository } from './repository/defaulters';
import { defaulterRoutes } from './routes/defaulters';
import { createLedger, type Ledger } from './repository/ledger';
import { payableRoutes, receivableRoutes } from './routes/ledger';
import { createRecurringRepository, type RecurringRepository } from './repository/recurring';
import { recurringRoutes } from './routes/recurring';
import { registerConstraintMessages } from '../../http/errors';

// Backstops: the repositories check both cases first and answer with the same messages.
registerConstraintMessages({
  accounts_payable_recurring_period_key: 'A conta deste período já foi gerada',
  accounts_payable_recurring_account_id_fkey: 'Conta recorrente possui contas geradas e não pode ser excluída; desative-a',
});

declare module 'fastify' {
  interface FastifyInstance {
    receivables: Ledger<Receivable>;
    payables: Ledger<Payable>;
    recurring: RecurringRepository;
    defaulters: DefaultersRepository;
  }
}

export const accountsArea: FastifyPluginAsyncTypebox = async (app) => {
  const payables = createLedger<Payable>(app, 'payable');
  app.decorate('receivables', createLedger<Receivable>(app, 'receivable'));
  app.decorate('payables', payables);
  app.decorate('recurring', createRecurringRepository(app, payables));
  app.decorate('defaulters', createDefaultersRepository(app));
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireRoles(...PERMISSIONS.accounts));

  await app.register(receivableRoutes, { prefix: '/accounts-receivable' });
  await app.register(payableRoutes, { prefix: '/accounts-payable' });
  await app.register(recurringRoutes, { prefix: '/recurring-accounts' });
  await app.register(defaulterRoutes, { prefix: '/financial/defaulters' });
};

/**
 * /api/accounts-receivable and /api/accounts-payable (SPEC §7): list with filters, create, read,
 * update, delete, receive / pay, cancel, statistics, overdue, due-soon and categories. The list,
 * overdue and due-soon answer pages (issue 14); categories (a few active ones of one type) stay whole.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountCategorySchema,
  AccountStatisticsSchema,
  CancelAccountSchema,
  DeletedSchema,
  Envelope,
  IdParamsSchema,
  PagedEnvelope,
  PayableDueSoonQuerySchema,
  PayableListQuerySchema,
  PayableOverdueQuerySchema,
  PayableSchema,
  PaymentPayloadSchema,
  ReceivableDueSoonQuerySchema,
  ReceivableListQuerySchema,
  ReceivableOverdueQuerySchema,
  ReceivableSchema,
  SavePayableSchema,
  SaveReceivableSchema,
  StatisticsQuerySchema,
  Type,
  type PageQuery,
  type Payable,
  type Receivable,
  type SavePayable,
  type SaveReceivable,
} from '@sge/shared/contract';
import { notFound } from '../../../http/errors';
import { toPayableInput, toReceivableInput, type AccountInput } from '../input';
import type { Ledger, LedgerListQuery } from '../repository/ledger';
import { ACCOUNT_MESSAGES as M } from '../messages';

interface LedgerRoutesOptions {
  ledger: (app: Parameters<FastifyPluginAsyncTypebox>[0]) => Ledger<Receivable> | Ledger<Payable>;
  item: typeof ReceivableSchema | typeof PayableSchema;
  save: typeof SaveReceivableSchema | typeof SavePayableSchema;
  listQuery: typeof ReceivableListQuerySchema | typeof PayableListQuerySchema;
  overdueQuery: typeof ReceivableOverdueQuerySchema | typeof PayableOverdueQuerySchema;
  dueSoonQuery: typeof ReceivableDueSoonQuerySchema | typeof PayableDueSoonQuerySchema;
  toInput: (body: SaveReceivable & SavePayable) => AccountInput;
  /** 'receive' or 'pay'. */
  action: string;
  notFound: string;
}

function ledgerRoutes(options: LedgerRoutesOptions): FastifyPluginAsyncTypebox {
  return async (app) => {
    const ledger = options.ledger(app);
    const item = Envelope(options.item);
    const page = PagedEnvelope(options.item);
    const found = <T>(account: T | undefined): T => {
      if (!account) throw notFound(options.notFound);
      return account;
    };

    app.get('/', { schema: { querystring: options.listQuery, response: { 200: page } } }, async (request) =>
      ledger.list(request.query as LedgerListQuery),
    );

    app.get('/statistics', { schema: { querystring: StatisticsQuerySchema, response: { 200: Envelope(AccountStatisticsSchema) } } }, async (request) => ({
      data: await ledger.statistics(request.query),
    }));

    app.get('/overdue', { schema: { querystring: options.overdueQuery, response: { 200: page } } }, async (request) =>
      ledger.overdue(request.query as PageQuery),
    );

    app.get('/due-soon', { schema: { querystring: options.dueSoonQuery, response: { 200: page } } }, async (request) => {
      const { days, ...query } = request.query as PageQuery & { days?: number };
      return ledger.dueSoon(days ?? 7, query);
    });

    app.get('/categories', { schema: { response: { 200: Envelope(Type.Array(AccountCategorySchema)) } } }, async () => ({
      data: await ledger.categories(),
    }));

    app.post('/', { schema: { body: options.save, response: { 201: item } } }, async (request, reply) => {
      const account = await ledger.create(options.toInput(request.body as SaveReceivable & SavePayable), request.user!.id);
      return reply.status(201).send({ data: account });
    });

    app.get('/:id', { schema: { params: IdParamsSchema, response: { 200: item } } }, async (request) => ({
      data: found(await ledger.findById(request.params.id)),
    }));

    app.put('/:id', { schema: { params: IdParamsSchema, body: options.save, response: { 200: item } } }, async (request) => ({
      data: await ledger.update(request.params.id, options.toInput(request.body as SaveReceivable & SavePayable)),
    }));

    app.delete('/:id', { schema: { params: IdParamsSchema, response: { 200: Envelope(DeletedSchema) } } }, async (request) => {
      await ledger.remove(request.params.id);
      return { data: { id: request.params.id } };
    });

    app.post(
      `/:id/${options.action}`,
      { schema: { params: IdParamsSchema, body: PaymentPayloadSchema, response: { 200: item } } },
      async (request) => ({ data: await ledger.pay(request.params.id, request.body, request.user!.id) }),
    );

    app.post('/:id/cancel', { schema: { params: IdParamsSchema, body: CancelAccountSchema, response: { 200: item } } }, async (request) => ({
      data: await ledger.cancel(request.params.id, request.body.reason),
    }));
  };
}

export const receivableRoutes = ledgerRoutes({
  ledger: (app) => app.receivables,
  item: ReceivableSchema,
  save: SaveReceivableSchema,
  listQuery: ReceivableListQuerySchema,
  overdueQuery: ReceivableOverdueQuerySchema,
  dueSoonQuery: ReceivableDueSoonQuerySchema,
  toInput: toReceivableInput,
  action: 'receive',
  notFound: M.receivableNotFound,
});

export const payableRoutes = ledgerRoutes({
  ledger: (app) => app.payables,
  item: PayableSchema,
  save: SavePayableSchema,
  listQuery: PayableListQuerySchema,
  overdueQuery: PayableOverdueQuerySchema,
  dueSoonQuery: PayableDueSoonQuerySchema,
  toInput: toPayableInput,
  action: 'pay',
  notFound: M.payableNotFound,
});

/**
 * POST /payment-requests/bulk/approve and /bulk/pay (ADMIN, FINANCIAL): many requests at once, each
 * in its own transaction with the single call's locks and rules, so each gets its own outcome (as
 * the offline batch sync answers) and one refusal never stops the rest. Paying takes one date and
 * one method; each request raises (when still pending) and settles its own payable, so payables and
 * cash flow show each one as a single payment does. Two bulk pays of the same requests at once pay
 * each request exactly once: the second finds it PAID under the request's row lock and is refused.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BulkApprovePaymentRequestsSchema,
  BulkPaymentRequestsReplySchema,
  BulkPayPaymentRequestsSchema,
  Envelope,
  PAYMENT_REQUEST_BULK_MAX,
  PAYOUT_MESSAGES,
  type BulkPaymentRequestResult,
  type BulkPaymentRequestsReply,
  type PaymentRequestFilter,
} from '@sge/shared/contract';
import type { FastifyInstance } from 'fastify';
import { requireRoles } from '../../../auth/guard';
import { PERMISSIONS } from '../../../auth/permissions';
import { badRequest, HttpError } from '../../../http/errors';
import { toSettlementInput } from '../input';

/** PostgreSQL's deadlock and serialization failures: the request is tried again. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * How many requests of one bulk call run at once, each in its own transaction (a fifth of the
 * PostgreSQL pool of 10 would leave the rest to other calls; PGlite's one connection runs them in turn).
 */
const CONCURRENCY = 4;

/** Requests paid in one transaction by the bulk pay. */
const CHUNK = 100;

/** Runs `run` again (twice at most) after a deadlock or serialization failure. */
async function retrying<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt < 2 && RETRYABLE.has((error as { code?: string }).code ?? '')) continue;
      throw error;
    }
  }
}

async function outcomeOf(id: number, run: () => Promise<void>): Promise<BulkPaymentRequestResult> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await run();
      return { id, outcome: 'applied', reason: null, status: null, employeeName: null, eventDay: null };
    } catch (error) {
      if (error instanceof HttpError) return { id, outcome: 'refused', reason: error.message, status: null, employeeName: null, eventDay: null };
      if (attempt < 2 && RETRYABLE.has((error as { code?: string }).code ?? '')) continue;
      throw error;
    }
  }
}

/** The selected ids, ascending and without repeats: by number, or all matching the filter. */
async function selectedIds(app: FastifyInstance, body: { ids?: number[]; filter?: PaymentRequestFilter }): Promise<number[]> {
  if ((body.ids === undefined) === (body.filter === undefined)) throw badRequest(PAYOUT_MESSAGES.selectionRequired);
  if (body.ids) return [...new Set(body.ids)].sort((a, b) => a - b);
  const ids = await app.paymentRequestsLedger.matchingIds(body.filter!, PAYMENT_REQUEST_BULK_MAX + 1);
  if (ids.length > PAYMENT_REQUEST_BULK_MAX) throw badRequest(PAYOUT_MESSAGES.selectionTooLarge(PAYMENT_REQUEST_BULK_MAX));
  return ids;
}

/** Runs `run` on every id, `CONCURRENCY` at a time; the results keep the ids' order. */
async function eachId(ids: number[], run: (id: number) => Promise<BulkPaymentRequestResult>): Promise<BulkPaymentRequestResult[]> {
  const results = new Array<BulkPaymentRequestResult>(ids.length);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const index = next++;
      results[index] = await run(ids[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
  return results;
}

/** Fills each request's status now, name and day, in one query (what the screen lists). */
async function describe(app: FastifyInstance, results: BulkPaymentRequestResult[]): Promise<BulkPaymentRequestsReply> {
  const ids = results.map((r) => r.id);
  if (ids.length) {
    const rows = await app.db
      .selectFrom('payment_requests as pr')
      .innerJoin('event_employees as ee', 'ee.id', 'pr.event_employee_id')
      .innerJoin('employees as e', 'e.id', 'ee.employee_id')
      .select(['pr.id', 'pr.status', 'e.name', 'ee.event_day'])
      .where('pr.id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    for (const result of results) {
      const row = byId.get(result.id);
      if (row) Object.assign(result, { status: row.status, employeeName: row.name, eventDay: row.event_day });
    }
  }
  const applied = results.filter((r) => r.outcome === 'applied').length;
  return { results, applied, refused: results.length - applied };
}

export const paymentRequestBulkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = requireRoles(...PERMISSIONS.paymentRequestsBulk);
  const ReplyEnvelope = Envelope(BulkPaymentRequestsReplySchema);

  app.post(
    '/approve',
    { onRequest: guard, schema: { body: BulkApprovePaymentRequestsSchema, response: { 200: ReplyEnvelope } } },
    async (request) => {
      const userId = request.user!.id;
      const ids = await selectedIds(app, request.body);
      const body = request.body.dueDate ? { dueDate: request.body.dueDate } : {};
      const results = await eachId(ids, (id) => outcomeOf(id, () => app.paymentRequestsLedger.approveOnly(id, body, userId)));
      return { data: await describe(app, results) };
    },
  );

  app.post(
    '/pay',
    { onRequest: guard, schema: { body: BulkPayPaymentRequestsSchema, response: { 200: ReplyEnvelope } } },
    async (request) => {
      const userId = request.user!.id;
      const ids = await selectedIds(app, request.body);
      const { paymentDate, paymentMethod, paymentReference, paymentNotes } = request.body;
      const payment = toSettlementInput({ paymentDate, paymentMethod, paymentReference, paymentNotes });
      // Set-based, CHUNK requests a transaction (the single pay's rules and effects, payMany).
      const results: BulkPaymentRequestResult[] = [];
      for (let at = 0; at < ids.length; at += CHUNK) {
        const chunk = ids.slice(at, at + CHUNK);
        const outcomes = await retrying(() => app.paymentRequestsLedger.payMany(chunk, payment, userId));
        for (const { id, reason } of outcomes) {
          results.push({ id, outcome: reason === null ? 'applied' : 'refused', reason, status: null, employeeName: null, eventDay: null });
        }
      }
      return { data: await describe(app, results) };
    },
  );
};

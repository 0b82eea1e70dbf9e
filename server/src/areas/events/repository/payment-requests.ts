/**
 * Payment requests for worked staff days: asked from the event (request-payment), confirmed by the
 * financial side (confirm-payment, or its payable paid in accounts payable, which marks it PAID).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { PaymentRequestReply, RequestPayment } from '@sge/shared/contract';
import { conflict, notFound } from '../../../http/errors';
import { blankToNull } from '../../../lib/text';
import { confirmRequestFromEvent } from '../../budgets/repository/payment-requests';
import type { Executor } from '../links-query';
import { lockLink } from '../locks';
import { EVENT_MESSAGES } from '../messages';

async function findReply(db: Executor, requestId: number): Promise<PaymentRequestReply | undefined> {
  return db
    .selectFrom('payment_requests as pr')
    .innerJoin('event_employees as ee', 'ee.id', 'pr.event_employee_id')
    .select([
      'pr.id as paymentRequestId',
      'pr.status',
      'ee.paid as eventEmployeePaymentConfirmed',
      'pr.event_employee_id as eventEmployeeId',
      'pr.amount',
      'pr.requested_at as requestedAt',
      'pr.paid_at as paidAt',
    ])
    .where('pr.id', '=', requestId)
    .executeTakeFirst();
}

/** The link's live (not cancelled) request, locked. */
function liveRequest(db: Executor, linkId: number) {
  return db
    .selectFrom('payment_requests')
    .select(['id', 'status'])
    .where('event_employee_id', '=', linkId)
    .where('status', '<>', 'CANCELLED')
    .forUpdate()
    .executeTakeFirst();
}

/** "160.5" → 16050: money strings (≤ 12 integer digits) compared exactly in cents. */
const toCents = (amount: string): number => Math.round(Number(amount) * 100);

export function createPaymentRequestsRepository(app: FastifyInstance) {
  const { db } = app;
  return {
    /** Opens a request for a worked day (check-in and check-out); amount defaults to the link's pay rate. */
    request(linkId: number, body: RequestPayment, userId: number): Promise<PaymentRequestReply> {
      return db.transaction().execute(async (trx) => {
        const link = await lockLink(trx, linkId);
        if (!link.checkIn || !link.checkOut) throw conflict(EVENT_MESSAGES.dayNotWorked);
        if (await liveRequest(trx, linkId)) throw conflict(EVENT_MESSAGES.paymentAlreadyRequested);
        // A day is paid at most its pay rate (issue 15: 99,999,999.99 was requested for a 100.00 day).
        if (body.amount !== undefined && toCents(body.amount) > toCents(link.payRate)) {
          throw conflict(EVENT_MESSAGES.paymentAboveRate(Number(link.payRate).toFixed(2)));
        }
        const { id } = await trx
          .insertInto('payment_requests')
          .values({
            event_employee_id: linkId,
            amount: body.amount ?? link.payRate,
            notes: blankToNull(body.notes),
            // A token outlives a deleted user: then the request is simply unattributed.
            requested_by: sql<number | null>`(SELECT id FROM users WHERE id = ${userId})`,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return (await findReply(trx, id))!;
      });
    },

    /**
     * Marks the link's request PAID (paying its account payable) and the link paid. Idempotent:
     * confirming again answers the same.
     * Allowed on a finalized event: payment usually comes after the event.
     */
    confirm(linkId: number, userId: number | null = null): Promise<PaymentRequestReply> {
      return db.transaction().execute(async (trx) => {
        await lockLink(trx, linkId, { allowFinalized: true });
        const request = await liveRequest(trx, linkId);
        if (!request) throw conflict(EVENT_MESSAGES.noPaymentRequest);
        // Paid through the financial ledger: its account payable is raised (when still PENDING)
        // and settled, so the money side never misses a staff payment confirmed here.
        if (request.status !== 'PAID') await confirmRequestFromEvent(trx, request.id, userId);
        await markLinkPaid(trx, linkId);
        return (await findReply(trx, request.id))!;
      });
    },

    /** Reads a request; a PAID one confirms its link's payment first (SPEC §4), once. */
    findById(requestId: number): Promise<PaymentRequestReply> {
      return db.transaction().execute(async (trx) => {
        const request = await trx
          .selectFrom('payment_requests')
          .select(['status', 'event_employee_id'])
          .where('id', '=', requestId)
          .executeTakeFirst();
        if (!request) throw notFound(EVENT_MESSAGES.paymentRequestNotFound);
        if (request.status === 'PAID') await markLinkPaid(trx, request.event_employee_id);
        return (await findReply(trx, requestId))!;
      });
    },
  };
}

/** Sets the link paid; a no-op (no row touched) when it already is. */
async function markLinkPaid(db: Executor, linkId: number): Promise<void> {
  await db
    .updateTable('event_employees')
    .set({ paid: true, last_updated_at: sql<string>`now()` })
    .where('id', '=', linkId)
    .where('paid', '=', false)
    .execute();
}

export type PaymentRequestsRepository = ReturnType<typeof createPaymentRequestsRepository>;

/**
 * Paying an event's staff in bulk: payment requests approved or paid many at once, each with its own
 * outcome (as the offline batch sync answers).
 */
import Type from 'typebox';
import { BusinessDateSchema } from './common';
import { DateOnlySchema, PaymentRequestStatusSchema } from './events';
import { SettlementMethodSchema } from './budgets';
import { PAYMENT_REQUEST_BULK_MAX } from './values/payouts';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The list's filters (GET /payment-requests without paging or sort): 'all N matching the filter'. */
export const PaymentRequestFilterSchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 100, title: 'Pesquisa' })),
    status: Type.Optional(PaymentRequestStatusSchema),
    eventId: Type.Optional(Type.Integer({ minimum: 1, title: 'evento' })),
    employeeId: Type.Optional(Type.Integer({ minimum: 1, title: 'funcionário' })),
    from: Type.Optional(BusinessDateSchema('Data inicial')),
    to: Type.Optional(BusinessDateSchema('Data final')),
  },
  { additionalProperties: false },
);
export type PaymentRequestFilter = Type.Static<typeof PaymentRequestFilterSchema>;

/** Which requests: their numbers, or every one matching the filter (exactly one of the two). */
const selectionFields = {
  ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: PAYMENT_REQUEST_BULK_MAX, title: 'Solicitações' })),
  filter: Type.Optional(PaymentRequestFilterSchema),
};

/** POST /payment-requests/bulk/approve. */
export const BulkApprovePaymentRequestsSchema = Type.Object(
  { ...selectionFields, dueDate: Type.Optional(BusinessDateSchema('Vencimento')) },
  { additionalProperties: false },
);
export type BulkApprovePaymentRequests = Type.Static<typeof BulkApprovePaymentRequestsSchema>;

/** POST /payment-requests/bulk/pay: one date and one method for every request. */
export const BulkPayPaymentRequestsSchema = Type.Object(
  {
    ...selectionFields,
    paymentDate: BusinessDateSchema('Data do pagamento'),
    paymentMethod: SettlementMethodSchema,
    paymentReference: Type.Optional(Nullable(Type.String({ maxLength: 100, title: 'Referência' }))),
    paymentNotes: Type.Optional(Nullable(Type.String({ maxLength: 500, title: 'Observações' }))),
  },
  { additionalProperties: false },
);
export type BulkPayPaymentRequests = Type.Static<typeof BulkPayPaymentRequestsSchema>;

export const BulkPaymentRequestResultSchema = Type.Object({
  id: Type.Integer(),
  outcome: Type.Union([Type.Literal('applied'), Type.Literal('refused')]),
  /** pt-BR reason of a refusal. */
  reason: Nullable(Type.String()),
  /** The request's status now (null when it does not exist). */
  status: Nullable(PaymentRequestStatusSchema),
  employeeName: Nullable(Type.String()),
  eventDay: Nullable(DateOnlySchema),
});
export type BulkPaymentRequestResult = Type.Static<typeof BulkPaymentRequestResultSchema>;

export const BulkPaymentRequestsReplySchema = Type.Object({
  results: Type.Array(BulkPaymentRequestResultSchema),
  applied: Type.Integer(),
  refused: Type.Integer(),
});
export type BulkPaymentRequestsReply = Type.Static<typeof BulkPaymentRequestsReplySchema>;

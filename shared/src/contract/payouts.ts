/**
 * Paying an event's staff in bulk: payment requests approved or paid many at once, each with its own
 * outcome (as the offline batch sync answers).
 */
import Type from 'typebox';
import { BusinessDateSchema, MoneySchema, TimestampSchema } from './common';
import { PixKeyTypeSchema } from './employees';
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

// ─────────────────────────── The event close-out ('Fechamento do evento') ───────────────────────────

export const CloseOutExceptionSchema = Type.Union([
  Type.Literal('NO_CHECKOUT'),
  Type.Literal('ABSENT'),
  Type.Literal('OTHER_EVENT_SAME_DAY'),
  Type.Literal('CLOCK_SKEW'),
  Type.Literal('NO_PIX_KEY'),
]);

/** One staff day of the event. */
export const CloseOutRowSchema = Type.Object({
  eventEmployeeId: Type.Integer(),
  employeeId: Type.Integer(),
  employeeName: Type.String(),
  function: Type.String(),
  eventDay: DateOnlySchema,
  checkIn: Nullable(TimestampSchema),
  checkOut: Nullable(TimestampSchema),
  /** Worked hours (check-out minus check-in), two decimals; null without both. */
  hours: Nullable(Type.Number()),
  payRate: MoneySchema,
  paymentRequestId: Nullable(Type.Integer()),
  paymentRequestStatus: Nullable(PaymentRequestStatusSchema),
  /** Whole for ADMIN and FINANCIAL, masked for the others (LGPD). */
  pixKey: Nullable(Type.String()),
  pixKeyType: Nullable(PixKeyTypeSchema),
  exceptions: Type.Array(CloseOutExceptionSchema),
});
export type CloseOutRow = Type.Static<typeof CloseOutRowSchema>;

/** Per function (and overall, function null): the days worked against the approved budget's staff lines. */
export const CloseOutTotalSchema = Type.Object({
  function: Nullable(Type.String()),
  staffDays: Type.Integer(),
  workedDays: Type.Integer(),
  hours: Type.Number(),
  /** The pay of the worked days (pay rate of each day with a check-in). */
  payroll: MoneySchema,
  /** Staff days the APROVADO/PAGO budgets contracted for this function (0 without a budget). */
  budgetedStaffDays: Type.Integer(),
  /** What those budget lines charge the client. */
  budgetedAmount: MoneySchema,
});
export type CloseOutTotal = Type.Static<typeof CloseOutTotalSchema>;

export const EventCloseOutSchema = Type.Object({
  eventId: Type.Integer(),
  eventName: Type.String(),
  isFinalized: Type.Boolean(),
  /** Exceptions first, then by day and name. */
  rows: Type.Array(CloseOutRowSchema),
  byFunction: Type.Array(CloseOutTotalSchema),
  overall: CloseOutTotalSchema,
  /** True when an APROVADO or PAGO budget names the event. */
  hasApprovedBudget: Type.Boolean(),
});
export type EventCloseOut = Type.Static<typeof EventCloseOutSchema>;

/** POST /event-employees/request-payments: 'Solicitar pagamento dos presentes'. */
export const RequestEventPaymentsSchema = Type.Object(
  {
    eventId: Type.Integer({ minimum: 1, title: 'Evento' }),
    /** The staff days with exceptions ticked one by one to be included. */
    include: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 5000, title: 'Dias incluídos' })),
  },
  { additionalProperties: false },
);
export type RequestEventPayments = Type.Static<typeof RequestEventPaymentsSchema>;

export const RequestEventPaymentResultSchema = Type.Object({
  eventEmployeeId: Type.Integer(),
  employeeName: Type.String(),
  eventDay: DateOnlySchema,
  outcome: Type.Union([Type.Literal('created'), Type.Literal('existing'), Type.Literal('skipped'), Type.Literal('refused')]),
  reason: Nullable(Type.String()),
  paymentRequestId: Nullable(Type.Integer()),
});
export type RequestEventPaymentResult = Type.Static<typeof RequestEventPaymentResultSchema>;

export const RequestEventPaymentsReplySchema = Type.Object({
  results: Type.Array(RequestEventPaymentResultSchema),
  created: Type.Integer(),
  existing: Type.Integer(),
  skipped: Type.Integer(),
  refused: Type.Integer(),
});
export type RequestEventPaymentsReply = Type.Static<typeof RequestEventPaymentsReplySchema>;

// ─────────────────────────── The PIX payout batch ('Lote de pagamento PIX') ───────────────────────────

/** GET /payment-requests/payout-batch: the open (pending or approved) requests of an event, or these ids. */
export const PayoutBatchQuerySchema = Type.Object(
  {
    eventId: Type.Optional(Type.Integer({ minimum: 1, title: 'Evento' })),
    /** Request numbers, comma separated. */
    ids: Type.Optional(Type.String({ pattern: '^\\d{1,9}(,\\d{1,9}){0,1999}$', maxLength: 20000, title: 'Solicitações' })),
  },
  { additionalProperties: false },
);
export type PayoutBatchQuery = Type.Static<typeof PayoutBatchQuerySchema>;

export const PayoutBatchExportQuerySchema = Type.Object(
  { ...PayoutBatchQuerySchema.properties, format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { title: 'Formato' }) },
  { additionalProperties: false },
);
export type PayoutBatchExportQuery = Type.Static<typeof PayoutBatchExportQuerySchema>;

export const PayoutBatchDaySchema = Type.Object({
  paymentRequestId: Type.Integer(),
  eventName: Type.String(),
  eventDay: DateOnlySchema,
  amount: MoneySchema,
  status: PaymentRequestStatusSchema,
});
export type PayoutBatchDay = Type.Static<typeof PayoutBatchDaySchema>;

/** One person: their days summed, the PIX key whole (ADMIN, FINANCIAL), and the static BR Code. */
export const PayoutBatchLineSchema = Type.Object({
  employeeId: Type.Integer(),
  employeeName: Type.String(),
  cpf: Type.String(),
  pixKey: Nullable(Type.String()),
  pixKeyType: Nullable(PixKeyTypeSchema),
  amount: MoneySchema,
  days: Type.Array(PayoutBatchDaySchema),
  /** Names the batch and the person (≤ 25 letters and digits). */
  txid: Type.String(),
  /** The 'copia e cola' code; null when the line has a problem. */
  brCode: Nullable(Type.String()),
  /** Why the line has no code ('Sem chave PIX', an amount refused). */
  problem: Nullable(Type.String()),
});
export type PayoutBatchLine = Type.Static<typeof PayoutBatchLineSchema>;

export const PayoutBatchSchema = Type.Object({
  batchId: Type.String(),
  eventId: Nullable(Type.Integer()),
  eventName: Nullable(Type.String()),
  lines: Type.Array(PayoutBatchLineSchema),
  total: MoneySchema,
  /** Every request of the batch ('Marcar lote como pago' pays them). */
  paymentRequestIds: Type.Array(Type.Integer()),
});
export type PayoutBatch = Type.Static<typeof PayoutBatchSchema>;

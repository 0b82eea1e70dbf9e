/**
 * Contract of the budgets area: budgets (with their turning into events) and the financial side of
 * staff payment requests.
 *
 * Budget status flow (BUDGET_TRANSITIONS):
 *   RASCUNHO --send--> ENVIADO --approve {approved: true}--> APROVADO --confirm-payment--> PAGO
 *                      ENVIADO --approve {approved: false}--> RECUSADO
 *   EXPIRADO is computed, never set: a RASCUNHO or ENVIADO budget whose validUntil has passed
 *   (São Paulo date). An expired ENVIADO budget can no longer be approved; an expired RASCUNHO
 *   can still be edited (a new validity revives it).
 *   Edits (PUT) only in RASCUNHO. Delete only in RASCUNHO, RECUSADO or EXPIRADO.
 *   Approval raises an account receivable (budgetId) for the total; confirm-payment records the
 *   payment against it (RECEBIDO) and sets PAGO, in one transaction.
 *   create-event (APROVADO or PAGO, once) creates the event with the budget's planned days; the
 *   budget's items become the services the events area reads as staff limits.
 *   Any other transition answers 409 with a pt-BR message.
 * total = Σ(quantity × unitPrice × days) − discount, computed in SQL (NUMERIC(14,2)).
 */
import Type from 'typebox';
import { AmountInputSchema, BusinessDateSchema, MoneySchema, TimestampSchema } from './common';
import { DateOnlySchema, PaymentRequestStatusSchema } from './events';
import { pageQueryFields } from './paging';
import { BUDGET_SORTS, PAYMENT_REQUEST_SORTS } from './values/budgets';
export * from './values/budgets';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A decimal amount typed by the client: up to 12 integer digits and 2 decimals. */

export const BudgetStatusSchema = Type.Union([
  Type.Literal('RASCUNHO'),
  Type.Literal('ENVIADO'),
  Type.Literal('APROVADO'),
  Type.Literal('PAGO'),
  Type.Literal('RECUSADO'),
  Type.Literal('EXPIRADO'),
]);

export const SettlementMethodSchema = Type.Union(
  [
    Type.Literal('PIX'),
    Type.Literal('DINHEIRO'),
    Type.Literal('CARTAO_CREDITO'),
    Type.Literal('CARTAO_DEBITO'),
    Type.Literal('BOLETO'),
    Type.Literal('TRANSFERENCIA'),
    Type.Literal('CHEQUE'),
    Type.Literal('OUTRO'),
  ],
  { title: 'Forma de pagamento' },
);

export const BudgetItemSchema = Type.Object({
  id: Type.Integer(),
  serviceId: Type.Integer(),
  serviceName: Type.String(),
  unit: Type.String(),
  staffFunction: Nullable(Type.String()),
  quantity: Type.Integer(),
  unitPrice: MoneySchema,
  days: Type.Integer(),
  /** quantity × unitPrice × days */
  total: MoneySchema,
});
export type BudgetItem = Type.Static<typeof BudgetItemSchema>;

export const BudgetSchema = Type.Object({
  id: Type.Integer(),
  /** The effective status (EXPIRADO computed). */
  status: BudgetStatusSchema,
  clientName: Type.String(),
  /** CPF (11) or CNPJ (14) digits. */
  clientDocument: Nullable(Type.String()),
  clientEmail: Nullable(Type.String()),
  clientPhone: Nullable(Type.String()),
  eventName: Nullable(Type.String()),
  eventLocation: Nullable(Type.String()),
  /** Planned days of the event, ascending. */
  eventDays: Type.Array(DateOnlySchema),
  validUntil: Nullable(DateOnlySchema),
  items: Type.Array(BudgetItemSchema),
  subtotal: MoneySchema,
  discount: MoneySchema,
  total: MoneySchema,
  notes: Nullable(Type.String()),
  /** The event created from the budget (or linked to it). */
  eventId: Nullable(Type.Integer()),
  linkedEventName: Nullable(Type.String()),
  /** The receivable its approval raised, and how much of it was received. */
  receivableId: Nullable(Type.Integer()),
  receivableStatus: Nullable(Type.String()),
  receivedAmount: MoneySchema,
  sentAt: Nullable(TimestampSchema),
  approvedAt: Nullable(TimestampSchema),
  refusedAt: Nullable(TimestampSchema),
  refusalReason: Nullable(Type.String()),
  paidAt: Nullable(TimestampSchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Budget = Type.Static<typeof BudgetSchema>;

export const BudgetListQuerySchema = Type.Object({
  ...pageQueryFields(BUDGET_SORTS),
  status: Type.Optional(BudgetStatusSchema),
  /** Client, document, e-mail, event name or location. */
  search: Type.Optional(Type.String({ maxLength: 100, title: 'Pesquisa' })),
  /** Created from / to (São Paulo dates). */
  from: Type.Optional(BusinessDateSchema('Data inicial')),
  to: Type.Optional(BusinessDateSchema('Data final')),
});
export type BudgetListQuery = Type.Static<typeof BudgetListQuerySchema>;

export const SaveBudgetItemSchema = Type.Object(
  {
    serviceId: Type.Integer({ minimum: 1, title: 'Serviço' }),
    quantity: Type.Integer({ minimum: 1, maximum: 100000, title: 'Quantidade' }),
    /** Defaults to the catalogue price. */
    unitPrice: Type.Optional(AmountInputSchema('Valor unitário')),
    /** Defaults to the number of planned days; never more than them. */
    days: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, title: 'Dias' })),
  },
  { additionalProperties: false },
);
export type SaveBudgetItem = Type.Static<typeof SaveBudgetItemSchema>;

/** Create or replace a budget (PUT only while RASCUNHO). */
export const SaveBudgetSchema = Type.Object(
  {
    clientName: Type.String({ minLength: 2, maxLength: 150, title: 'Cliente' }),
    clientDocument: Type.Optional(Nullable(Type.String({ maxLength: 20, title: 'CPF/CNPJ' }))),
    clientEmail: Type.Optional(Nullable(Type.String({ maxLength: 200, title: 'E-mail' }))),
    clientPhone: Type.Optional(Nullable(Type.String({ maxLength: 20, title: 'Telefone' }))),
    eventName: Type.String({ minLength: 2, maxLength: 150, title: 'Evento' }),
    eventLocation: Type.String({ minLength: 2, maxLength: 200, title: 'Local' }),
    eventDays: Type.Array(BusinessDateSchema('Datas do evento'), { maxItems: 60, title: 'Datas do evento' }),
    validUntil: BusinessDateSchema('Validade'),
    discount: Type.Optional(AmountInputSchema('Desconto')),
    notes: Type.Optional(Nullable(Type.String({ maxLength: 2000, title: 'Observações' }))),
    items: Type.Array(SaveBudgetItemSchema, { maxItems: 100, title: 'Itens' }),
  },
  { additionalProperties: false },
);
export type SaveBudget = Type.Static<typeof SaveBudgetSchema>;

/** POST /budgets/{id}/approve: approve (raises the receivable) or refuse (with a reason). */
export const ApproveBudgetSchema = Type.Object(
  {
    approved: Type.Boolean({ title: 'Aprovado' }),
    reason: Type.Optional(Type.String({ maxLength: 500, title: 'Motivo' })),
    /** Due date of the receivable; default: the first planned day, or today when that has passed. */
    dueDate: Type.Optional(BusinessDateSchema('Vencimento')),
  },
  { additionalProperties: false },
);
export type ApproveBudget = Type.Static<typeof ApproveBudgetSchema>;

/** The payment payload of SPEC §3; paymentValue, when given, must be the open balance. */
export const SettlementSchema = Type.Object(
  {
    paymentDate: BusinessDateSchema('Data do pagamento'),
    paymentMethod: SettlementMethodSchema,
    paymentValue: Type.Optional(AmountInputSchema('Valor pago')),
    paymentReference: Type.Optional(Nullable(Type.String({ maxLength: 100, title: 'Referência' }))),
    paymentNotes: Type.Optional(Nullable(Type.String({ maxLength: 500, title: 'Observações' }))),
  },
  { additionalProperties: false },
);
export type Settlement = Type.Static<typeof SettlementSchema>;

/** PATCH /budgets/{id}/confirm-payment body. */
export const ConfirmBudgetPaymentSchema = SettlementSchema;
export type ConfirmBudgetPayment = Settlement;

/** What create-event answers: the budget (now with its eventId). */
export const BudgetEventCreatedSchema = Type.Object({ budget: BudgetSchema, eventId: Type.Integer() });
export type BudgetEventCreated = Type.Static<typeof BudgetEventCreatedSchema>;

/** A staff payment request as the financial side lists it (GET /payment-requests). */
export const PaymentRequestItemSchema = Type.Object({
  id: Type.Integer(),
  status: PaymentRequestStatusSchema,
  amount: MoneySchema,
  notes: Nullable(Type.String()),
  eventEmployeeId: Type.Integer(),
  eventId: Type.Integer(),
  eventName: Type.String(),
  eventDay: DateOnlySchema,
  employeeId: Type.Integer(),
  employeeName: Type.String(),
  function: Type.String(),
  requestedAt: TimestampSchema,
  requestedByName: Nullable(Type.String()),
  approvedAt: Nullable(TimestampSchema),
  paidAt: Nullable(TimestampSchema),
  cancelledAt: Nullable(TimestampSchema),
  cancelReason: Nullable(Type.String()),
  /** The account payable its approval raised. */
  payableId: Nullable(Type.Integer()),
  payableStatus: Nullable(Type.String()),
  /** SPEC §4: PAID confirms the staff day's payment. */
  eventEmployeePaymentConfirmed: Type.Boolean(),
});
export type PaymentRequestItem = Type.Static<typeof PaymentRequestItemSchema>;

export const PaymentRequestListQuerySchema = Type.Object({
  ...pageQueryFields(PAYMENT_REQUEST_SORTS),
  /** Employee, event, function, notes, or the request's number. */
  search: Type.Optional(Type.String({ maxLength: 100, title: 'Pesquisa' })),
  status: Type.Optional(PaymentRequestStatusSchema),
  eventId: Type.Optional(Type.Integer({ minimum: 1, title: 'evento' })),
  employeeId: Type.Optional(Type.Integer({ minimum: 1, title: 'funcionário' })),
  /** Worked day from / to. */
  from: Type.Optional(BusinessDateSchema('Data inicial')),
  to: Type.Optional(BusinessDateSchema('Data final')),
});
export type PaymentRequestListQuery = Type.Static<typeof PaymentRequestListQuerySchema>;

/** POST /payment-requests/{id}/approve: optional due date of the payable (default today). */
export const ApprovePaymentRequestSchema = Type.Object({ dueDate: Type.Optional(BusinessDateSchema('Vencimento')) }, { additionalProperties: false });
export type ApprovePaymentRequest = Type.Static<typeof ApprovePaymentRequestSchema>;
/** The approve call's body as sent: the due date, `{}`, or none at all (today's due date). */
export const ApprovePaymentRequestBodySchema = Nullable(ApprovePaymentRequestSchema);

/** POST /payment-requests/{id}/cancel. */
export const CancelPaymentRequestSchema = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: 500, title: 'Motivo' }) },
  { additionalProperties: false },
);
export type CancelPaymentRequest = Type.Static<typeof CancelPaymentRequestSchema>;

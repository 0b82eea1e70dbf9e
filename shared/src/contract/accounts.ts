/**
 * Contract of the accounts area: accounts receivable and payable (with their payments ledger),
 * recurring accounts and defaulters.
 *
 * Status flows:
 * - receivable: PENDENTE → PARCIAL → RECEBIDO, or → CANCELADO (from PENDENTE or PARCIAL);
 * - payable:    PENDENTE → PARCIAL → PAGO,     or → CANCELADO.
 * "Vencida" (overdue) is not stored: an open account (PENDENTE/PARCIAL) whose due date has passed
 * in São Paulo. A defaulter is one overdue receivable (the row a collection works on), with its
 * collection status, contact history, reminders and agreements.
 */
import Type from 'typebox';
import { BusinessDateSchema, MoneySchema, PositiveAmountSchema, TimestampSchema } from './common';
import { DateOnlySchema } from './events';
import { pageQueryFields } from './paging';
import {
  ACCOUNT_SITUATIONS,
  COLLECTION_STATUSES,
  CONTACT_CHANNELS,
  DEFAULTER_SORTS,
  PAYABLE_SORTS,
  PAYABLE_STATUSES,
  PAYMENT_METHODS,
  RECEIVABLE_SORTS,
  RECEIVABLE_STATUSES,
  RECURRING_FREQUENCIES,
  RECURRING_SORTS,
} from './values/accounts';
export * from './values/accounts';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A union of string literals whose static type is the union of the values. */
const literals = <const T extends readonly string[]>(values: T, options: { title?: string } = {}) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v)), options));

/** A positive amount typed by a user. */
export const PositiveMoneySchema = PositiveAmountSchema('Valor');

/** One receipt of a receivable or payment of a payable (a row of the ledger). */
export const AccountPaymentSchema = Type.Object({
  id: Type.Integer(),
  paymentDate: DateOnlySchema,
  paymentMethod: Type.String(),
  paymentValue: MoneySchema,
  paymentReference: Nullable(Type.String()),
  paymentNotes: Nullable(Type.String()),
  userName: Nullable(Type.String()),
  createdAt: TimestampSchema,
});
export type AccountPayment = Type.Static<typeof AccountPaymentSchema>;

/** SPEC §3 "Accounts-payable payment", also the body of POST /accounts-receivable/{id}/receive. */
export const PaymentPayloadSchema = Type.Object(
  {
    paymentDate: BusinessDateSchema('Data do pagamento'),
    paymentMethod: literals(PAYMENT_METHODS, { title: 'Forma de pagamento' }),
    paymentValue: PositiveAmountSchema('Valor do pagamento'),
    paymentReference: Type.Optional(Nullable(Type.String({ maxLength: 120, title: 'Referência' }))),
    paymentNotes: Type.Optional(Nullable(Type.String({ maxLength: 1000, title: 'Observações' }))),
  },
  { additionalProperties: false },
);
export type PaymentPayload = Type.Static<typeof PaymentPayloadSchema>;

/** SPEC §3 "Cancellation". */
export const CancelAccountSchema = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: 500, title: 'Motivo' }) },
  { additionalProperties: false },
);
export type CancelAccount = Type.Static<typeof CancelAccountSchema>;

const accountCommon = {
  id: Type.Integer(),
  description: Type.String(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  categoryColor: Type.String(),
  eventId: Nullable(Type.Integer()),
  eventName: Nullable(Type.String()),
  amount: MoneySchema,
  /** Sum of the payments (SQL). */
  paidAmount: MoneySchema,
  /** amount − paidAmount; 0.00 once settled or cancelled. */
  openAmount: MoneySchema,
  issueDate: DateOnlySchema,
  dueDate: DateOnlySchema,
  /** Open and past its due date (São Paulo). */
  overdue: Type.Boolean(),
  /** Days past the due date when overdue, else 0. */
  daysOverdue: Type.Integer(),
  documentNumber: Nullable(Type.String()),
  notes: Nullable(Type.String()),
  cancelReason: Nullable(Type.String()),
  cancelledAt: Nullable(TimestampSchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  /** Present on reads of one account (GET /{id}, pay/receive, …). */
  payments: Type.Optional(Type.Array(AccountPaymentSchema)),
};

export const ReceivableSchema = Type.Object({
  ...accountCommon,
  status: literals(RECEIVABLE_STATUSES),
  clientName: Type.String(),
  clientDocument: Nullable(Type.String()),
  clientEmail: Nullable(Type.String()),
  clientPhone: Nullable(Type.String()),
  budgetId: Nullable(Type.Integer()),
});
export type Receivable = Type.Static<typeof ReceivableSchema>;

export const PayableSchema = Type.Object({
  ...accountCommon,
  status: literals(PAYABLE_STATUSES),
  supplierName: Type.String(),
  supplierDocument: Nullable(Type.String()),
  paymentRequestId: Nullable(Type.Integer()),
  recurringAccountId: Nullable(Type.Integer()),
  /** The period a recurring account generated this payable for ('2026-11', '2026', '2026-W47'). */
  recurringPeriod: Nullable(Type.String()),
});
export type Payable = Type.Static<typeof PayableSchema>;

const saveCommon = {
  description: Type.String({ minLength: 2, maxLength: 200, title: 'Descrição' }),
  categoryId: Type.Integer({ minimum: 1, title: 'Categoria' }),
  eventId: Type.Optional(Nullable(Type.Integer({ minimum: 1, title: 'Evento' }))),
  amount: PositiveMoneySchema,
  /** Default: today. */
  issueDate: Type.Optional(Nullable(BusinessDateSchema('Data de emissão'))),
  dueDate: BusinessDateSchema('Vencimento'),
  documentNumber: Type.Optional(Nullable(Type.String({ maxLength: 60, title: 'Número do documento' }))),
  notes: Type.Optional(Nullable(Type.String({ maxLength: 2000, title: 'Observações' }))),
};

/** Body of POST and PUT /accounts-receivable. The document is a CPF or CNPJ (checked). */
export const SaveReceivableSchema = Type.Object(
  {
    ...saveCommon,
    clientName: Type.String({ minLength: 2, maxLength: 150, title: 'Cliente' }),
    clientDocument: Type.Optional(Nullable(Type.String({ maxLength: 20, title: 'CPF/CNPJ' }))),
    clientEmail: Type.Optional(Nullable(Type.String({ maxLength: 200, title: 'E-mail' }))),
    clientPhone: Type.Optional(Nullable(Type.String({ maxLength: 20, title: 'Telefone' }))),
  },
  { additionalProperties: false },
);
export type SaveReceivable = Type.Static<typeof SaveReceivableSchema>;

/** Body of POST and PUT /accounts-payable. */
export const SavePayableSchema = Type.Object(
  {
    ...saveCommon,
    supplierName: Type.String({ minLength: 2, maxLength: 150, title: 'Fornecedor' }),
    supplierDocument: Type.Optional(Nullable(Type.String({ maxLength: 20, title: 'CPF/CNPJ' }))),
  },
  { additionalProperties: false },
);
export type SavePayable = Type.Static<typeof SavePayableSchema>;

const listCommon = {
  situation: Type.Optional(literals(ACCOUNT_SITUATIONS, { title: 'Situação' })),
  /** Text in the description, the party's name or document, or the document number. */
  search: Type.Optional(Type.String({ maxLength: 100, title: 'Pesquisa' })),
  /** Due date from (inclusive). */
  startDate: Type.Optional(BusinessDateSchema('Data inicial')),
  /** Due date until (inclusive). */
  endDate: Type.Optional(BusinessDateSchema('Data final')),
  categoryId: Type.Optional(Type.Integer({ minimum: 1, title: 'Categoria' })),
  eventId: Type.Optional(Type.Integer({ minimum: 1, title: 'Evento' })),
  /** true: only open accounts past their due date. */
  overdue: Type.Optional(Type.Boolean({ title: 'Vencidas' })),
};

export const ReceivableListQuerySchema = Type.Object({
  ...pageQueryFields(RECEIVABLE_SORTS),
  ...listCommon,
  status: Type.Optional(literals(RECEIVABLE_STATUSES, { title: 'Situação' })),
  clientName: Type.Optional(Type.String({ maxLength: 150, title: 'Cliente' })),
});
export type ReceivableListQuery = Type.Static<typeof ReceivableListQuerySchema>;

export const PayableListQuerySchema = Type.Object({
  ...pageQueryFields(PAYABLE_SORTS),
  ...listCommon,
  status: Type.Optional(literals(PAYABLE_STATUSES, { title: 'Situação' })),
  supplierName: Type.Optional(Type.String({ maxLength: 150, title: 'Fornecedor' })),
  recurringAccountId: Type.Optional(Type.Integer({ minimum: 1, title: 'Conta recorrente' })),
});
export type PayableListQuery = Type.Static<typeof PayableListQuerySchema>;

export const DueSoonQuerySchema = Type.Object({
  /** Window in days from today (default 7). */
  days: Type.Optional(Type.Integer({ minimum: 0, maximum: 365, default: 7, title: 'Dias' })),
});
export type DueSoonQuery = Type.Static<typeof DueSoonQuerySchema>;

/** GET /accounts-receivable/overdue and /due-soon: paged like the list (oldest due date first). */
export const ReceivableOverdueQuerySchema = Type.Object(pageQueryFields(RECEIVABLE_SORTS));
export const ReceivableDueSoonQuerySchema = Type.Object({ ...pageQueryFields(RECEIVABLE_SORTS), ...DueSoonQuerySchema.properties });
/** GET /accounts-payable/overdue and /due-soon: paged like the list (oldest due date first). */
export const PayableOverdueQuerySchema = Type.Object(pageQueryFields(PAYABLE_SORTS));
export const PayableDueSoonQuerySchema = Type.Object({ ...pageQueryFields(PAYABLE_SORTS), ...DueSoonQuerySchema.properties });

/** Totals of GET /accounts-receivable/statistics and /accounts-payable/statistics (cancelled left out of the amounts). */
export const AccountStatisticsSchema = Type.Object({
  count: Type.Integer(),
  totalAmount: MoneySchema,
  paidAmount: MoneySchema,
  openAmount: MoneySchema,
  overdueCount: Type.Integer(),
  overdueAmount: MoneySchema,
  /** The window of dueSoonCount/dueSoonAmount: today … today + dueSoonDays. */
  dueSoonDays: Type.Integer(),
  dueSoonCount: Type.Integer(),
  dueSoonAmount: MoneySchema,
  byStatus: Type.Array(Type.Object({ status: Type.String(), count: Type.Integer(), amount: MoneySchema })),
});
export type AccountStatistics = Type.Static<typeof AccountStatisticsSchema>;

export const StatisticsQuerySchema = Type.Object({
  startDate: Type.Optional(BusinessDateSchema('Data inicial')),
  endDate: Type.Optional(BusinessDateSchema('Data final')),
  /** The due-soon window in days (default 7, SPEC §9; the pages send the system setting). */
  dueSoonDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, title: 'dias' })),
});
export type StatisticsQuery = Type.Static<typeof StatisticsQuerySchema>;

/** An active category offered by the forms (GET /accounts-receivable/categories: RECEITA; payable: DESPESA). */
export const AccountCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: literals(['RECEITA', 'DESPESA'] as const),
  color: Type.String(),
  parentId: Nullable(Type.Integer()),
  parentName: Nullable(Type.String()),
});
export type AccountCategory = Type.Static<typeof AccountCategorySchema>;

// ─── Recurring accounts ───────────────────────────────────────────────────────────────────────

/**
 * A payable that repeats (rent, internet…). Its occurrences fall on startDate + n weeks / months /
 * years (a month-end date is clamped: 31 → 30/28). Each occurrence becomes one account payable for
 * its period ('2026-11', '2026', ISO week '2026-W47'), and a period is never generated twice.
 */
export const RecurringAccountSchema = Type.Object({
  id: Type.Integer(),
  description: Type.String(),
  supplierName: Type.String(),
  supplierDocument: Nullable(Type.String()),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  amount: MoneySchema,
  frequency: literals(RECURRING_FREQUENCIES),
  startDate: DateOnlySchema,
  endDate: Nullable(DateOnlySchema),
  active: Type.Boolean(),
  notes: Nullable(Type.String()),
  generatedCount: Type.Integer(),
  lastGeneratedDueDate: Nullable(DateOnlySchema),
  /** The first occurrence from today on whose period is not generated yet; null when none is left. */
  nextDueDate: Nullable(DateOnlySchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type RecurringAccount = Type.Static<typeof RecurringAccountSchema>;

export const SaveRecurringAccountSchema = Type.Object(
  {
    description: Type.String({ minLength: 2, maxLength: 200, title: 'Descrição' }),
    supplierName: Type.String({ minLength: 2, maxLength: 150, title: 'Fornecedor' }),
    supplierDocument: Type.Optional(Nullable(Type.String({ maxLength: 20, title: 'CPF/CNPJ' }))),
    categoryId: Type.Integer({ minimum: 1, title: 'Categoria' }),
    amount: PositiveMoneySchema,
    frequency: literals(RECURRING_FREQUENCIES, { title: 'Frequência' }),
    startDate: BusinessDateSchema('Primeiro vencimento'),
    endDate: Type.Optional(Nullable(BusinessDateSchema('Último vencimento'))),
    active: Type.Optional(Type.Boolean({ title: 'Ativa' })),
    notes: Type.Optional(Nullable(Type.String({ maxLength: 2000, title: 'Observações' }))),
  },
  { additionalProperties: false },
);
export type SaveRecurringAccount = Type.Static<typeof SaveRecurringAccountSchema>;

export const RecurringListQuerySchema = Type.Object({
  ...pageQueryFields(RECURRING_SORTS),
  /** Text in the description or the supplier's name or document. */
  search: Type.Optional(Type.String({ maxLength: 100, title: 'Pesquisa' })),
  supplierName: Type.Optional(Type.String({ maxLength: 150, title: 'Fornecedor' })),
  active: Type.Optional(Type.Boolean({ title: 'Ativa' })),
  frequency: Type.Optional(literals(RECURRING_FREQUENCIES, { title: 'Frequência' })),
});
export type RecurringListQuery = Type.Static<typeof RecurringListQuerySchema>;

/** GET /recurring-accounts/active: the list's paging and search, active accounts only. */
export const RecurringActiveQuerySchema = Type.Object({
  ...pageQueryFields(RECURRING_SORTS),
  search: Type.Optional(Type.String({ maxLength: 100, title: 'Pesquisa' })),
  frequency: Type.Optional(literals(RECURRING_FREQUENCIES, { title: 'Frequência' })),
});
export type RecurringActiveQuery = Type.Static<typeof RecurringActiveQuerySchema>;

/** GET /recurring-accounts/search (SPEC §7: param supplierName), paged like the list; sorted by supplier by default. */
export const RecurringSearchQuerySchema = Type.Object({
  ...pageQueryFields(RECURRING_SORTS),
  supplierName: Type.String({ maxLength: 150, title: 'Fornecedor' }),
});
export type RecurringSearchQuery = Type.Static<typeof RecurringSearchQuerySchema>;

/** Optional dueDate of POST /recurring-accounts/{id}/generate (SPEC §3: query param; a body field is read too). */
export const GenerateRecurringQuerySchema = Type.Object({ dueDate: Type.Optional(BusinessDateSchema('Vencimento')) });
export type GenerateRecurringQuery = Type.Static<typeof GenerateRecurringQuerySchema>;

/** POST /recurring-accounts/generate-all: the month to generate (default: the current one). */
export const GenerateAllQuerySchema = Type.Object({
  month: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', title: 'Mês' })),
});
export type GenerateAllQuery = Type.Static<typeof GenerateAllQuerySchema>;

export const GenerateAllResultSchema = Type.Object({
  month: Type.String(),
  count: Type.Integer(),
  generated: Type.Array(PayableSchema),
});
export type GenerateAllResult = Type.Static<typeof GenerateAllResultSchema>;

export const RecurringStatisticsSchema = Type.Object({
  total: Type.Integer(),
  active: Type.Integer(),
  inactive: Type.Integer(),
  /** Active accounts normalised to a month (weekly × 52 / 12, yearly / 12), summed in SQL. */
  monthlyAmount: MoneySchema,
  byFrequency: Type.Array(Type.Object({ frequency: Type.String(), count: Type.Integer(), amount: MoneySchema })),
  /** Payables generated for this month's periods. */
  generatedThisMonth: Type.Integer(),
  /** Occurrences of active accounts in this month not generated yet (what generate-all would create). */
  pendingThisMonth: Type.Integer(),
});
export type RecurringStatistics = Type.Static<typeof RecurringStatisticsSchema>;

// ─── Defaulters ───────────────────────────────────────────────────────────────────────────────

export const DefaulterContactSchema = Type.Object({
  id: Type.Integer(),
  channel: Type.String(),
  description: Type.String(),
  contactDate: DateOnlySchema,
  userName: Nullable(Type.String()),
  createdAt: TimestampSchema,
});
export type DefaulterContact = Type.Static<typeof DefaulterContactSchema>;

/** A reminder kept in the outbox: this server sends no e-mail, so `sentAt` stays null until a sender exists. */
export const DefaulterReminderSchema = Type.Object({
  id: Type.Integer(),
  receivableId: Type.Integer(),
  recipient: Nullable(Type.String()),
  message: Type.String(),
  sentAt: Nullable(TimestampSchema),
  userName: Nullable(Type.String()),
  createdAt: TimestampSchema,
});
export type DefaulterReminder = Type.Static<typeof DefaulterReminderSchema>;

export const DefaulterAgreementSchema = Type.Object({
  id: Type.Integer(),
  previousDueDate: DateOnlySchema,
  newDueDate: DateOnlySchema,
  notes: Nullable(Type.String()),
  userName: Nullable(Type.String()),
  createdAt: TimestampSchema,
});
export type DefaulterAgreement = Type.Static<typeof DefaulterAgreementSchema>;

/** One overdue open receivable; `id` is the receivable's id. */
export const DefaulterSchema = Type.Object({
  id: Type.Integer(),
  description: Type.String(),
  clientName: Type.String(),
  clientDocument: Nullable(Type.String()),
  clientEmail: Nullable(Type.String()),
  clientPhone: Nullable(Type.String()),
  categoryName: Type.String(),
  amount: MoneySchema,
  paidAmount: MoneySchema,
  openAmount: MoneySchema,
  dueDate: DateOnlySchema,
  daysOverdue: Type.Integer(),
  receivableStatus: Type.String(),
  collectionStatus: literals(COLLECTION_STATUSES),
  collectionNotes: Nullable(Type.String()),
  remindersCount: Type.Integer(),
  lastReminderAt: Nullable(TimestampSchema),
  lastContactAt: Nullable(DateOnlySchema),
  contacts: Type.Array(DefaulterContactSchema),
  agreements: Type.Array(DefaulterAgreementSchema),
});
export type Defaulter = Type.Static<typeof DefaulterSchema>;

export const DefaulterListQuerySchema = Type.Object({
  ...pageQueryFields(DEFAULTER_SORTS),
  search: Type.Optional(Type.String({ maxLength: 100, title: 'Pesquisa' })),
  collectionStatus: Type.Optional(literals(COLLECTION_STATUSES, { title: 'Situação da cobrança' })),
  minDaysOverdue: Type.Optional(Type.Integer({ minimum: 0, maximum: 36500, title: 'Dias de atraso' })),
  clientName: Type.Optional(Type.String({ maxLength: 150, title: 'Cliente' })),
});
export type DefaulterListQuery = Type.Static<typeof DefaulterListQuerySchema>;

export const SendReminderSchema = Type.Object(
  { message: Type.Optional(Nullable(Type.String({ maxLength: 2000, title: 'Mensagem' }))) },
  { additionalProperties: false },
);
export type SendReminder = Type.Static<typeof SendReminderSchema>;

export const BulkRemindersSchema = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500, title: 'Inadimplentes' }) },
  { additionalProperties: false },
);
export type BulkReminders = Type.Static<typeof BulkRemindersSchema>;

export const BulkRemindersResultSchema = Type.Object({
  count: Type.Integer(),
  reminders: Type.Array(DefaulterReminderSchema),
  /** Ids that are not (or no longer) overdue open receivables, with the reason. */
  skipped: Type.Array(Type.Object({ id: Type.Integer(), reason: Type.String() })),
});
export type BulkRemindersResult = Type.Static<typeof BulkRemindersResultSchema>;

export const AddContactSchema = Type.Object(
  {
    channel: literals(CONTACT_CHANNELS, { title: 'Canal' }),
    description: Type.String({ minLength: 3, maxLength: 2000, title: 'Descrição do contato' }),
    /** Default: today. */
    contactDate: Type.Optional(BusinessDateSchema('Data do contato')),
  },
  { additionalProperties: false },
);
export type AddContact = Type.Static<typeof AddContactSchema>;

export const UpdateCollectionStatusSchema = Type.Object(
  {
    status: literals(COLLECTION_STATUSES, { title: 'Situação da cobrança' }),
    notes: Type.Optional(Nullable(Type.String({ maxLength: 1000, title: 'Observações' }))),
  },
  { additionalProperties: false },
);
export type UpdateCollectionStatus = Type.Static<typeof UpdateCollectionStatusSchema>;

/** The receivable's due date moves to newDueDate (today or later) and the agreement is recorded. */
export const AgreementSchema = Type.Object(
  {
    newDueDate: BusinessDateSchema('Nova data de vencimento'),
    notes: Type.Optional(Nullable(Type.String({ maxLength: 1000, title: 'Observações' }))),
  },
  { additionalProperties: false },
);
export type Agreement = Type.Static<typeof AgreementSchema>;

import Type from 'typebox';
import { AmountInputSchema, BusinessDateSchema, MoneySchema, PositiveAmountSchema, TimestampSchema } from './common';
import { pageQueryFields } from './paging';
import { EVENT_EMPLOYEE_SORTS, EVENT_SORTS, SYNC_BATCH_MAX } from './values/events';
export * from './values/events';

/** A calendar date, YYYY-MM-DD (read as a local date: SPEC §5). */
export const DateOnlySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', title: 'Data' });

export const SyncStatusSchema = Type.Union([Type.Literal('PENDING'), Type.Literal('SYNCED'), Type.Literal('REJECTED')]);

export const PaymentRequestStatusSchema = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('APPROVED'),
  Type.Literal('PAID'),
  Type.Literal('CANCELLED'),
]);

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * The link between an employee and one day of an event (SPEC §3 "Event-employee link"), with the
 * assignment's function and pay rate and the day's check-in/out and payment state.
 */
export const EventEmployeeSchema = Type.Object({
  id: Type.Integer(),
  eventId: Type.Integer(),
  employeeId: Type.Integer(),
  eventDay: DateOnlySchema,
  employeeName: Type.String(),
  employeeFullName: Type.String(),
  employeeEmail: Nullable(Type.String()),
  employeePhone: Nullable(Type.String()),
  /** The employee's CPF (digits), so the venue's search finds a person by document too. */
  employeeDocument: Type.Optional(Nullable(Type.String())),
  function: Type.String(),
  payRate: MoneySchema,
  checkIn: Nullable(TimestampSchema),
  checkOut: Nullable(TimestampSchema),
  paymentRequested: Type.Boolean(),
  paymentRequestId: Nullable(Type.Integer()),
  paid: Type.Boolean(),
  syncStatus: SyncStatusSchema,
  lastUpdatedAt: TimestampSchema,
});
export type EventEmployee = Type.Static<typeof EventEmployeeSchema>;

/** An employee as listed inside an event day (SPEC §3: id, name, function, payRate, checkIn, checkOut, paid). */
export const EventDayEmployeeSchema = Type.Object({
  /** The event-employee link id. */
  id: Type.Integer(),
  employeeId: Type.Integer(),
  name: Type.String(),
  function: Type.String(),
  payRate: MoneySchema,
  checkIn: Nullable(TimestampSchema),
  checkOut: Nullable(TimestampSchema),
  paymentRequested: Type.Boolean(),
  paid: Type.Boolean(),
  syncStatus: SyncStatusSchema,
  /** SHA-256 (hex) of the employee's current badge code; only in GET /events/{id} (the device copy). */
  badgeHash: Type.Optional(Nullable(Type.String())),
  /** SHA-256 (hex) of the badge's short code, for a code typed by hand. */
  badgeShortHash: Type.Optional(Nullable(Type.String())),
});
export type EventDayEmployee = Type.Static<typeof EventDayEmployeeSchema>;

export const EventDaySchema = Type.Object({
  date: DateOnlySchema,
  employees: Type.Array(EventDayEmployeeSchema),
});
export type EventDay = Type.Static<typeof EventDaySchema>;

/** Per employee: days worked and the amount due, frozen when the event is finalized. */
export const EmployeeSummaryItemSchema = Type.Object({
  employeeId: Type.Integer(),
  name: Type.String(),
  days: Type.Integer(),
  total: MoneySchema,
});
export type EmployeeSummaryItem = Type.Static<typeof EmployeeSummaryItemSchema>;

export const EventSummarySchema = Type.Object({
  employeeSummary: Type.Array(EmployeeSummaryItemSchema),
  eventTotal: MoneySchema,
  finalizedDate: TimestampSchema,
});
export type EventSummary = Type.Static<typeof EventSummarySchema>;

/** SPEC §3 "Event". */
export const EventSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  location: Type.String(),
  description: Nullable(Type.String()),
  eventDays: Type.Array(EventDaySchema),
  isFinalized: Type.Boolean(),
  summary: Nullable(EventSummarySchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  /** Hashes (full and short) of replaced badge codes of this event's staff; only in GET /events/{id}. */
  replacedBadgeHashes: Type.Optional(Type.Array(Type.String())),
});
export type Event = Type.Static<typeof EventSchema>;

/** A day as GET /events lists it: its date and how many staff work it (the staff itself is in GET /events/{id}). */
export const EventListDaySchema = Type.Object({
  date: DateOnlySchema,
  staffCount: Type.Integer({ minimum: 0 }),
});
export type EventListDay = Type.Static<typeof EventListDaySchema>;

/**
 * A row of GET /events (issue 14): the event with its days and staff counts, never the staff itself,
 * so a page stays small whatever the size of the events. GET /events/{id} answers the whole `Event`.
 */
export const EventListItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  location: Type.String(),
  description: Nullable(Type.String()),
  isFinalized: Type.Boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  /** The days in calendar order, each with its staff count. */
  eventDays: Type.Array(EventListDaySchema),
  /** Different people working the event, over all its days. */
  staffCount: Type.Integer({ minimum: 0 }),
  /** Staff days: the sum of the days' staff counts. */
  staffDays: Type.Integer({ minimum: 0 }),
});
export type EventListItem = Type.Static<typeof EventListItemSchema>;

export const EventListQuerySchema = Type.Object({
  ...pageQueryFields(EVENT_SORTS),
  /** Name, location or description. */
  search: Type.Optional(Type.String({ maxLength: 100, title: 'Pesquisa' })),
  /**
   * active: not finalized; finalized; upcoming: not finalized with a day from today (São Paulo) on,
   * soonest first unless `sort` says otherwise (what a device prepares for offline use).
   */
  status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('finalized'), Type.Literal('upcoming')], { title: 'Situação' })),
});
export type EventListQuery = Type.Static<typeof EventListQuerySchema>;

/**
 * Create or replace an event's data. `eventDays` lists the dates the event has: a date may appear
 * only once (409), and a day that has staff cannot be removed (409).
 */
export const SaveEventSchema = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 150, title: 'Nome' }),
    location: Type.String({ minLength: 2, maxLength: 200, title: 'Local' }),
    description: Type.Optional(Nullable(Type.String({ maxLength: 2000, title: 'Descrição' }))),
    eventDays: Type.Optional(Type.Array(Type.Object({ date: BusinessDateSchema('Data') }, { additionalProperties: false }), { maxItems: 60, title: 'Dias' })),
  },
  { additionalProperties: false },
);
export type SaveEvent = Type.Static<typeof SaveEventSchema>;

export const CreateEventEmployeeSchema = Type.Object(
  {
    eventId: Type.Integer({ minimum: 1, title: 'Evento' }),
    employeeId: Type.Integer({ minimum: 1, title: 'Funcionário' }),
    eventDay: DateOnlySchema,
    /** Defaults to the employee's function. */
    function: Type.Optional(Type.String({ minLength: 2, maxLength: 80, title: 'Função' })),
    /** Defaults to the employee's pay rate. */
    payRate: Type.Optional(AmountInputSchema('Valor da diária')),
    /**
     * The user confirmed the booking although the employee already works another event that day.
     * Without it such a booking answers 409 naming the other event(s).
     */
    confirmOverlap: Type.Optional(Type.Boolean({ title: 'Confirmar escala em dois eventos no mesmo dia' })),
  },
  { additionalProperties: false },
);
export type CreateEventEmployee = Type.Static<typeof CreateEventEmployeeSchema>;

/** Query of POST /event-employees: `dryRun=true` checks the assignment and answers its overlaps, creating nothing. */
export const CreateEventEmployeeQuerySchema = Type.Object({ dryRun: Type.Optional(Type.Boolean({ title: 'simulação' })) });
export type CreateEventEmployeeQuery = Type.Static<typeof CreateEventEmployeeQuerySchema>;

/** Another event the employee already works on the same day (double booking). */
export const EmployeeDayOverlapSchema = Type.Object({
  /** The other event's staff link. */
  eventEmployeeId: Type.Integer(),
  eventId: Type.Integer(),
  eventName: Type.String(),
  eventLocation: Type.String(),
  eventDay: DateOnlySchema,
  checkIn: Nullable(TimestampSchema),
  checkOut: Nullable(TimestampSchema),
});
export type EmployeeDayOverlap = Type.Static<typeof EmployeeDayOverlapSchema>;

/** Answer of POST /event-employees?dryRun=true: the assignment would be accepted; these events share its day. */
export const AssignmentCheckSchema = Type.Object({ overlaps: Type.Array(EmployeeDayOverlapSchema) });
export type AssignmentCheck = Type.Static<typeof AssignmentCheckSchema>;

/** Paging, search (the employee's name or CPF) and the optional filters of GET /event-employees. */
export const EventEmployeeListQuerySchema = Type.Object({
  ...pageQueryFields(EVENT_EMPLOYEE_SORTS),
  search: Type.Optional(Type.String({ maxLength: 100, title: 'Pesquisa' })),
  eventId: Type.Optional(Type.Integer({ minimum: 1, title: 'evento' })),
  employeeId: Type.Optional(Type.Integer({ minimum: 1, title: 'funcionário' })),
  eventDay: Type.Optional(DateOnlySchema),
});
export type EventEmployeeListQuery = Type.Static<typeof EventEmployeeListQuerySchema>;

export const UpdateEventEmployeeSchema = Type.Object(
  {
    function: Type.String({ minLength: 2, maxLength: 80, title: 'Função' }),
    payRate: AmountInputSchema('Valor da diária'),
  },
  { additionalProperties: false },
);
export type UpdateEventEmployee = Type.Static<typeof UpdateEventEmployeeSchema>;

/** Optional body of check-in/check-out: the moment it happened (default: the server's now). */
export const CheckTimeSchema = Type.Object({ time: Type.Optional(Type.String({ format: 'date-time', title: 'Horário' })) }, { additionalProperties: false });
export type CheckTime = Type.Static<typeof CheckTimeSchema>;

export const RequestPaymentSchema = Type.Object(
  {
    /** Defaults to the link's pay rate. */
    amount: Type.Optional(PositiveAmountSchema('Valor')),
    notes: Type.Optional(Type.String({ maxLength: 500, title: 'Observações' })),
  },
  { additionalProperties: false },
);
export type RequestPayment = Type.Static<typeof RequestPaymentSchema>;

/** SPEC §3 "Payment request reply". */
export const PaymentRequestReplySchema = Type.Object({
  paymentRequestId: Type.Integer(),
  status: PaymentRequestStatusSchema,
  eventEmployeePaymentConfirmed: Type.Boolean(),
  eventEmployeeId: Type.Integer(),
  amount: MoneySchema,
  requestedAt: TimestampSchema,
  paidAt: Nullable(TimestampSchema),
});
export type PaymentRequestReply = Type.Static<typeof PaymentRequestReplySchema>;

/** Longest ISO instant a device sends ("2025-01-01T12:00:00.000-03:00" is 29 characters). */
const DEVICE_TIME_MAX = 40;
const DeviceTime = (title?: string) => Type.String({ format: 'date-time', maxLength: DEVICE_TIME_MAX, ...(title ? { title } : {}) });

/**
 * The offline record a device sends back (SPEC §3 "Offline record"): exactly the fields the device's
 * sync engine sends (shared/src/offline/sync.ts), closed and bounded, since the server keeps it in
 * offline_sync_log (issue 15: an open object let a caller store a megabyte, or nest it 10,000 deep).
 */
export const OfflineRecordSchema = Type.Object(
  {
    id: Type.Optional(Type.Integer()),
    eventId: Type.Integer(),
    employeeId: Type.Integer(),
    checkinTime: Type.Optional(Nullable(DeviceTime())),
    checkoutTime: Type.Optional(Nullable(DeviceTime())),
    syncStatus: Type.Optional(SyncStatusSchema),
    timestamp: Type.Optional(Type.Union([Type.String({ maxLength: DEVICE_TIME_MAX }), Type.Number()])),
    lastUpdatedAt: Type.Optional(Type.Union([Type.String({ maxLength: DEVICE_TIME_MAX }), Type.Number()])),
    type: Type.Optional(Type.Union([Type.Literal('checkin'), Type.Literal('checkout')])),
  },
  { additionalProperties: false, title: 'Registro local' },
);
export type OfflineRecordPayload = Type.Static<typeof OfflineRecordSchema>;

/** Body of PATCH /event-employees/{id}/sync-offline (SPEC §7). */
export const SyncOfflineSchema = Type.Object(
  {
    eventId: Type.Integer({ minimum: 1 }),
    employeeId: Type.Integer({ minimum: 1 }),
    shouldUpdateCheckin: Type.Boolean(),
    shouldUpdateCheckout: Type.Boolean(),
    checkinTime: Type.Optional(Nullable(DeviceTime('Horário de entrada'))),
    checkoutTime: Type.Optional(Nullable(DeviceTime('Horário de saída'))),
    localRecord: Type.Optional(OfflineRecordSchema),
  },
  { additionalProperties: false },
);
export type SyncOffline = Type.Static<typeof SyncOfflineSchema>;

/** What sync-offline answers: the link as it now is, and what the server applied or discarded. */
export const SyncOfflineResultSchema = Type.Object({
  eventEmployee: EventEmployeeSchema,
  checkinApplied: Type.Boolean(),
  checkoutApplied: Type.Boolean(),
  /** pt-BR reasons for parts the server discarded because it already had earlier data. */
  discarded: Type.Array(Type.String()),
});
export type SyncOfflineResult = Type.Static<typeof SyncOfflineResultSchema>;

// ─────────────────────────── Offline sync in batches (DESIGN.md §9) ───────────────────────────

/**
 * One check-in/out made on a device. `clientRecordId` is made on the device at the tap and is the
 * idempotency key: the server answers a replay with the first outcome and changes nothing.
 */
export const SyncBatchRecordSchema = Type.Object(
  {
    clientRecordId: Type.String({ format: 'uuid', title: 'Identificador do registro' }),
    /** The event-employee link. */
    eventEmployeeId: Type.Integer({ minimum: 1, title: 'Vínculo' }),
    eventId: Type.Integer({ minimum: 1, title: 'Evento' }),
    employeeId: Type.Integer({ minimum: 1, title: 'Funcionário' }),
    checkinTime: Type.Optional(Nullable(DeviceTime('Horário de entrada'))),
    checkoutTime: Type.Optional(Nullable(DeviceTime('Horário de saída'))),
    /** The device clock when this batch was sent. */
    deviceSentAt: DeviceTime('Horário do aparelho no envio'),
    /** Server clock minus device clock (ms), as the device knew it when the record was made; null if never measured. */
    clockOffsetMs: Type.Optional(Nullable(Type.Integer({ minimum: -1e12, maximum: 1e12, title: 'Diferença de relógio' }))),
    /** The user signed in on the device when the tap happened (the sender may be another user). */
    recordedBy: Type.Optional(Nullable(Type.Integer({ minimum: 1, title: 'Registrado por' }))),
    localRecord: Type.Optional(OfflineRecordSchema),
  },
  { additionalProperties: false },
);
export type SyncBatchRecord = Type.Static<typeof SyncBatchRecordSchema>;

/** Body of POST /event-employees/sync-offline/batch. */
export const SyncBatchSchema = Type.Object(
  { records: Type.Array(SyncBatchRecordSchema, { minItems: 1, maxItems: SYNC_BATCH_MAX, title: 'Registros' }) },
  { additionalProperties: false },
);
export type SyncBatch = Type.Static<typeof SyncBatchSchema>;

export const SyncBatchItemResultSchema = Type.Object({
  clientRecordId: Type.String(),
  outcome: Type.Union([Type.Literal('applied'), Type.Literal('discarded'), Type.Literal('refused')]),
  /** pt-BR reason for a discarded or refused record. */
  reason: Nullable(Type.String()),
  /** The link as it now stands (null when it does not exist). */
  eventEmployee: Nullable(EventEmployeeSchema),
  /** True when this is the stored answer of a record received before (nothing changed now). */
  replayed: Type.Boolean(),
  /** Receive time minus the device clock at sending (ms): how far the device clock was off. */
  clockSkewMs: Nullable(Type.Integer()),
  /** The skew passed the system setting's threshold. The time was still applied by SPEC §5's rule. */
  clockFlagged: Type.Boolean(),
});
export type SyncBatchItemResult = Type.Static<typeof SyncBatchItemResultSchema>;

export const SyncBatchResultSchema = Type.Object({
  results: Type.Array(SyncBatchItemResultSchema),
  serverTime: TimestampSchema,
});
export type SyncBatchResult = Type.Static<typeof SyncBatchResultSchema>;

/** GET /events/{id}/clock-flags: records whose device clock was off by more than the threshold. */
export const ClockFlagSchema = Type.Object({
  id: Type.Integer(),
  eventEmployeeId: Type.Integer(),
  employeeId: Type.Integer(),
  employeeName: Type.String(),
  eventDay: DateOnlySchema,
  kind: Type.Union([Type.Literal('checkin'), Type.Literal('checkout')]),
  deviceTime: TimestampSchema,
  receivedAt: TimestampSchema,
  clockSkewMs: Type.Integer(),
  applied: Type.Boolean(),
  /** Who made the record on the device, and who sent it. */
  recordedBy: Nullable(Type.String()),
  sentBy: Nullable(Type.String()),
});
export type ClockFlag = Type.Static<typeof ClockFlagSchema>;

/** A service the event's approved budget contracted, with how many staff it brings per day. */
export const ServiceLimitSchema = Type.Object({
  serviceId: Type.Integer(),
  serviceName: Type.String(),
  staffFunction: Type.String(),
  quantity: Type.Integer(),
  staffPerUnit: Type.Integer(),
  /** quantity × staffPerUnit: staff of this function allowed per day. */
  limitPerDay: Type.Integer(),
});
export type ServiceLimit = Type.Static<typeof ServiceLimitSchema>;

export const AvailableQuantitySchema = Type.Object({
  staffFunction: Type.String(),
  /** Per day (for /day/{day}) or summed over the event's days. */
  limit: Type.Integer(),
  assigned: Type.Integer(),
  available: Type.Integer(),
});
export type AvailableQuantity = Type.Static<typeof AvailableQuantitySchema>;

export const ApprovedServiceSchema = Type.Object({
  budgetId: Type.Integer(),
  serviceId: Type.Integer(),
  serviceName: Type.String(),
  description: Nullable(Type.String()),
  unit: Type.String(),
  unitPrice: MoneySchema,
  quantity: Type.Integer(),
  days: Type.Integer(),
  staffFunction: Nullable(Type.String()),
  staffPerUnit: Type.Integer(),
  total: MoneySchema,
});
export type ApprovedService = Type.Static<typeof ApprovedServiceSchema>;

export const EventIdParamsSchema = Type.Object({ eventId: Type.Integer({ minimum: 1, title: 'evento' }) });
export const EventDayParamsSchema = Type.Object({ eventId: Type.Integer({ minimum: 1, title: 'evento' }), day: DateOnlySchema });
export const EmployeeIdParamsSchema = Type.Object({ employeeId: Type.Integer({ minimum: 1, title: 'funcionário' }) });
export const EventEmployeeParamsSchema = Type.Object({
  eventId: Type.Integer({ minimum: 1, title: 'evento' }),
  employeeId: Type.Integer({ minimum: 1, title: 'funcionário' }),
});

export { offlineTimeWins } from './reconcile';

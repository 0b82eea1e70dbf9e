/** Event and staff values of the contract (TypeBox-free, for the browser apps). */

/** SPEC §3/§4: the sync state of an event-employee link and of an offline record. */
export const SYNC_STATUSES = ['PENDING', 'SYNCED', 'REJECTED'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

/**
 * PENDING (asked from the event) → APPROVED (the financial side raised its account payable) → PAID
 * (payable paid, staff day confirmed paid); CANCELLED, with a reason, while not PAID.
 */
export const PAYMENT_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'PAID', 'CANCELLED'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

/**
 * What GET /events sorts by. Without `sort` the list keeps its order: active events first, each by
 * its first day (events without days last), then by name.
 */
export const EVENT_SORTS = ['name', 'location', 'status', 'firstDay', 'staffCount', 'createdAt'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

/**
 * What GET /event-employees sorts by. Without `sort` it keeps its order: by day, then by the
 * employee's name.
 */
export const EVENT_EMPLOYEE_SORTS = ['eventDay', 'employeeName', 'function', 'payRate', 'checkIn', 'checkOut', 'eventId'] as const;
export type EventEmployeeSort = (typeof EVENT_EMPLOYEE_SORTS)[number];

/** Records one POST /event-employees/sync-offline/batch takes at most. */
export const SYNC_BATCH_MAX = 500;

/** The response header of every /api answer that carries the server's clock, in ms since the epoch. */
export const SERVER_TIME_HEADER = 'X-Server-Time';

/** Default of the system setting: a device clock further off than this (minutes) is flagged. */
export const DEFAULT_CLOCK_SKEW_MINUTES = 5;

/**
 * applied: the server took the record's time; discarded: SPEC §5's rule kept the server's time (the
 * reason says which); refused: the record itself can never apply (unknown link, finalized event,
 * link of another event or employee). Every one of them is logged in offline_sync_log.
 */
export const SYNC_OUTCOMES = ['applied', 'discarded', 'refused'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

/** pt-BR error texts of SPEC §8 the client shows in the events area. */
export const EVENT_STORE_ERRORS = {
  add: 'Failed to add event',
  update: 'Failed to update event',
  delete: 'Failed to delete event',
  details: 'Failed to load event details',
  finalize: 'Failed to finalize event',
  load: 'Failed to load events',
} as const;

export const STAFF_STORE_ERRORS = {
  load: 'Erro ao carregar funcionários de eventos.',
  add: 'Erro ao atualizar funcionário do evento.',
  availableQuantities: 'Erro ao buscar quantidades disponíveis para o evento.',
  availableQuantitiesByDay: 'Erro ao buscar quantidades disponíveis por dia do evento.',
  removeBlocked:
    'Este funcionário não pode ser removido do evento pois existem solicitações de pagamento associadas a ele. Remova as solicitações de pagamento primeiro.',
  remove: 'Erro ao remover funcionário do evento',
} as const;

/** At most this many of today's events are listed on the coordinator's dashboard (the rest are on /events). */
export const TODAY_EVENTS_MAX = 20;

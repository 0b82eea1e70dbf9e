/**
 * The staff store (SPEC §8 "Staff store"): the changes to the event-employee links of the event open
 * in the detail view, and the taps still within their undo window. The links themselves (with the
 * device's PENDING records applied) and the budget's available quantities are server state, read
 * through the query layer (queries.ts); the changes write into that cache. Calls whose failure has a
 * text in STAFF_STORE_ERRORS ask the http client not to notify and show that text once; the others
 * (check-in/out, payment) show the server's pt-BR message.
 *
 * Check-in/out writes first (DESIGN.md §6, issue 12): every tap, online or not, is written to the
 * device's offline records at the moment of the tap, and the row changes only once that write is on
 * disk; the shared sync engine sends it after the undo window (`UNDO_WINDOW_MS`). For that window
 * the link keeps a confirmation with 'Desfazer', which takes the record back off the device while
 * it has not been sent. With no connection the day's staff comes from the device's copy of the
 * links, with the PENDING records applied.
 */
import { create } from 'zustand';
import {
  STAFF_STORE_ERRORS,
  type CreateEventEmployee,
  type EventEmployee,
  type PaymentRequestReply,
  type RequestPayment,
  type UpdateEventEmployee,
} from '@sge/shared/contract';
import { ApiError } from '@sge/shared/http';
import { apiKey, queryClient } from '@sge/shared/query';
import { notify } from '@sge/shared/notify';
import {
  DB_NOT_INITIALIZED,
  QUOTA_ERROR,
  UNDO_WINDOW_MS,
  getOfflineLinks,
  getRecordsOfEvent,
  notifyRecordSaved,
  saveOfflineRecord,
  undoOfflineRecord,
  type OfflineRecord,
} from '@sge/shared/offline';
import { alreadyReported, serverMessage } from '../../lib/api-errors';
import {
  STAFF_PATHS,
  confirmEventEmployeePayment,
  createEventEmployee,
  deleteEventEmployee,
  requestEventEmployeePayment,
  updateEventEmployee,
} from './api';
import { OFFLINE_STAFF_MESSAGES } from './messages';

/** Where the offline check-ins and the device's copy of the links come from (a seam for tests). */
export interface OfflineStaffSource {
  getLinks: (eventId: number) => Promise<EventEmployee[]>;
  getRecords: (eventId: number) => Promise<OfflineRecord[]>;
  saveRecord: typeof saveOfflineRecord;
  /** Called once a record is on disk and shown: the sync engine sends it once its hold ends. */
  recordSaved: () => void;
  /** Takes a record back off the device; false when it has already been sent. */
  undoRecord: (id: number) => Promise<boolean>;
}

/** The device's offline database (`@sge/shared/offline`). */
export const deviceStaffSource: OfflineStaffSource = {
  getLinks: getOfflineLinks,
  getRecords: getRecordsOfEvent,
  saveRecord: (input) => saveOfflineRecord(input),
  recordSaved: notifyRecordSaved,
  undoRecord: (id) => undoOfflineRecord(id),
};

/** How long 'Já enviado; não é mais possível desfazer' stays on the card. */
export const UNDO_NOTE_MS = 5_000;

/** The last tap of a link, confirmed on its card while it can still be undone. */
export interface CheckConfirmation {
  recordId: number;
  type: 'checkin' | 'checkout';
  /** ISO time recorded. */
  time: string;
  /** The link's values before the tap, restored by an undo. */
  before: Pick<EventEmployee, 'checkIn' | 'checkOut' | 'syncStatus'>;
  /** open: 'Desfazer' offered; undoing: the undo runs; sent: too late, the record left the device. */
  status: 'open' | 'undoing' | 'sent';
}

/** The links of an event as the device knows them, and its offline records. */
export interface StaffSnapshot {
  /** The server's links (or the device's copy), with PENDING offline records applied. */
  links: EventEmployee[];
  /** The offline records of the event (PENDING, SYNCED, REJECTED). */
  records: OfflineRecord[];
  /** True when `links` came from the device's copy rather than the API. */
  fromOffline: boolean;
}

/** The cache keys of an event's staff: its links, and (under `event`) what its budget allows. */
export const staffKeys = {
  links: (eventId: number) => apiKey(STAFF_PATHS.byEvent(eventId)),
  event: (eventId: number) => apiKey(STAFF_PATHS.link(eventId)),
};

/** The links of an event as the cache holds them now. */
export const staffOf = (eventId: number | null): StaffSnapshot | undefined =>
  eventId === null ? undefined : queryClient.getQueryData<StaffSnapshot>(staffKeys.links(eventId));

/** The links of the event open in the detail view, as the cache holds them now. */
export const currentLinks = (): EventEmployee[] => staffOf(useStaffStore.getState().eventId)?.links ?? [];

/** Changes the cached links of an event (nothing when they were never loaded). */
const patchStaff = (eventId: number, change: (staff: StaffSnapshot) => Partial<StaffSnapshot>) =>
  queryClient.setQueryData<StaffSnapshot>(staffKeys.links(eventId), (staff) => (staff ? { ...staff, ...change(staff) } : staff));

export interface StaffState {
  /** The event open in the detail view. */
  eventId: number | null;
  /** The taps still within their undo window, by link id. */
  confirmations: Record<number, CheckConfirmation>;
  offlineSource: OfflineStaffSource;
  /** Opens an event's staff (a new event drops the other's confirmations). */
  open: (eventId: number) => void;
  add: (body: CreateEventEmployee) => Promise<EventEmployee>;
  update: (id: number, body: UpdateEventEmployee) => Promise<EventEmployee>;
  remove: (id: number) => Promise<void>;
  /**
   * Records the entrance on the device at the tap's time (online or not) and confirms it on the
   * link (`confirmations`); rejects (already told) when it could not be recorded. A second tap on a
   * link whose write still runs is ignored.
   */
  checkIn: (id: number, time?: string) => Promise<EventEmployee>;
  checkOut: (id: number, time?: string) => Promise<EventEmployee>;
  /**
   * Undoes the link's last tap while its window is open: true when the record was taken off the
   * device (the link is back as it was), false when it had already been sent (the confirmation
   * then says 'Já enviado; não é mais possível desfazer').
   */
  undo: (linkId: number) => Promise<boolean>;
  requestPayment: (id: number, body?: RequestPayment) => Promise<PaymentRequestReply>;
  confirmPayment: (id: number) => Promise<PaymentRequestReply>;
  reset: () => void;
}

const quiet = { notifyError: false } as const;

/** Why an offline record could not be written (SPEC §8 'Database não inicializada', or the quota). */
export function offlineSaveErrorText(error: unknown): string {
  return error instanceof Error && error.message === QUOTA_ERROR ? QUOTA_ERROR : DB_NOT_INITIALIZED;
}

/** SPEC §8: why a staff link could not be removed. */
export function removalErrorText(error: unknown): string {
  const message = serverMessage(error);
  const blocked =
    (error instanceof ApiError && error.status === 409) ||
    (message !== null && /foreign[\s_-]?key|payment_request/i.test(message));
  if (blocked) return STAFF_STORE_ERRORS.removeBlocked;
  return message ?? STAFF_STORE_ERRORS.remove;
}

const keepLink = (links: EventEmployee[], link: EventEmployee): EventEmployee[] =>
  links.some((l) => l.id === link.id) ? links.map((l) => (l.id === link.id ? link : l)) : [...links, link];

/** The link with this id among the current event's, wherever it is cached. */
const findLink = (id: number): EventEmployee | undefined => currentLinks().find((l) => l.id === id);

export const useStaffStore = create<StaffState>()((set, get) => {
  const patchLink = (id: number, patch: Partial<EventEmployee>) => {
    const link = findLink(id);
    if (link) patchStaff(link.eventId, (staff) => ({ links: staff.links.map((l) => (l.id === id ? { ...l, ...patch } : l)) }));
  };

  /** Links whose write is in progress (a second tap meanwhile is ignored). */
  const writing = new Set<number>();

  const dropConfirmation = (linkId: number, recordId: number, unless?: CheckConfirmation['status']) =>
    set((s) => {
      const current = s.confirmations[linkId];
      if (!current || current.recordId !== recordId || current.status === unless) return s;
      const { [linkId]: _dropped, ...rest } = s.confirmations;
      return { confirmations: rest };
    });

  /** Writes the record at `time`, then (only then) shows it on the link with its confirmation. */
  const check = async (type: 'checkin' | 'checkout', id: number, time?: string): Promise<EventEmployee> => {
    const link = findLink(id);
    if (!link) {
      notify.error(OFFLINE_STAFF_MESSAGES.linkNotFound);
      throw new Error(OFFLINE_STAFF_MESSAGES.linkNotFound);
    }
    if (writing.has(id)) return link;
    if (type === 'checkout' && !link.checkIn) {
      notify.error(OFFLINE_STAFF_MESSAGES.checkOutNeedsCheckIn);
      throw new Error(OFFLINE_STAFF_MESSAGES.checkOutNeedsCheckIn);
    }
    const field = type === 'checkin' ? 'checkIn' : 'checkOut';
    const tappedAt = time ?? new Date().toISOString();
    const source = get().offlineSource;
    writing.add(id);
    let record: OfflineRecord;
    try {
      record = await source.saveRecord({ link, type, time: tappedAt });
    } catch (error) {
      notify.error(offlineSaveErrorText(error));
      throw error;
    } finally {
      writing.delete(id);
    }
    const recorded = (type === 'checkin' ? record.checkinTime : record.checkoutTime) ?? tappedAt;
    const updated: EventEmployee = { ...link, [field]: recorded, syncStatus: 'PENDING' };
    if (get().eventId === link.eventId && record.id !== undefined) {
      const recordId = record.id;
      const current = findLink(id) ?? link;
      const confirmation: CheckConfirmation = {
        recordId,
        type,
        time: recorded,
        before: { checkIn: current.checkIn, checkOut: current.checkOut, syncStatus: current.syncStatus },
        status: 'open',
      };
      patchStaff(link.eventId, (staff) => ({
        links: staff.links.map((l) => (l.id === id ? { ...l, [field]: recorded, syncStatus: 'PENDING' } : l)),
        records: [...staff.records, record],
      }));
      set((s) => ({ confirmations: { ...s.confirmations, [id]: confirmation } }));
      const holdMs = record.holdUntil !== undefined ? Math.max(0, record.holdUntil - Date.now()) : UNDO_WINDOW_MS;
      setTimeout(() => dropConfirmation(id, recordId, 'sent'), holdMs);
    }
    source.recordSaved();
    return updated;
  };

  const undo = async (linkId: number): Promise<boolean> => {
    const confirmation = get().confirmations[linkId];
    if (!confirmation || confirmation.status !== 'open') return false;
    const { recordId } = confirmation;
    const mark = (status: CheckConfirmation['status']) =>
      set((s) => {
        const current = s.confirmations[linkId];
        return current?.recordId === recordId ? { confirmations: { ...s.confirmations, [linkId]: { ...current, status } } } : s;
      });
    mark('undoing');
    let undone: boolean;
    try {
      undone = await get().offlineSource.undoRecord(recordId);
    } catch (error) {
      mark('open');
      notify.error(offlineSaveErrorText(error));
      return false;
    }
    if (!undone) {
      mark('sent');
      setTimeout(() => dropConfirmation(linkId, recordId), UNDO_NOTE_MS);
      return false;
    }
    const link = findLink(linkId);
    if (link) {
      patchStaff(link.eventId, (staff) => ({
        links: staff.links.map((l) => (l.id === linkId ? { ...l, ...confirmation.before } : l)),
        records: staff.records.filter((r) => r.id !== recordId),
      }));
    }
    set((s) => {
      const { [linkId]: _undone, ...rest } = s.confirmations;
      return { confirmations: rest };
    });
    return true;
  };

  return {
    eventId: null,
    confirmations: {},
    offlineSource: deviceStaffSource,

    open: (eventId) => {
      if (get().eventId !== eventId) set({ eventId, confirmations: {} });
    },

    add: async (body) => {
      let link: EventEmployee;
      try {
        link = await createEventEmployee(body, quiet);
      } catch (error) {
        if (!alreadyReported(error)) notify.error(STAFF_STORE_ERRORS.add);
        throw error;
      }
      // The layer refreshes the links and what the budget still allows; the new row shows at once.
      patchStaff(link.eventId, (staff) => ({ links: keepLink(staff.links, link) }));
      return link;
    },

    update: async (id, body) => {
      let link: EventEmployee;
      try {
        link = await updateEventEmployee(id, body, quiet);
      } catch (error) {
        if (!alreadyReported(error)) notify.error(STAFF_STORE_ERRORS.add);
        throw error;
      }
      patchStaff(link.eventId, (staff) => ({ links: keepLink(staff.links, link) }));
      return link;
    },

    remove: async (id) => {
      const link = findLink(id);
      try {
        await deleteEventEmployee(id, quiet);
      } catch (error) {
        if (!alreadyReported(error)) notify.error(removalErrorText(error));
        throw error;
      }
      if (link) patchStaff(link.eventId, (staff) => ({ links: staff.links.filter((l) => l.id !== id) }));
    },

    checkIn: (id, time) => check('checkin', id, time),

    checkOut: (id, time) => check('checkout', id, time),

    undo,

    requestPayment: async (id, body = {}) => {
      const reply = await requestEventEmployeePayment(id, body);
      patchLink(id, { paymentRequested: true, paymentRequestId: reply.paymentRequestId, paid: reply.eventEmployeePaymentConfirmed });
      return reply;
    },

    confirmPayment: async (id) => {
      const reply = await confirmEventEmployeePayment(id);
      patchLink(id, {
        paymentRequested: true,
        paymentRequestId: reply.paymentRequestId,
        paid: reply.eventEmployeePaymentConfirmed || reply.status === 'PAID',
      });
      return reply;
    },

    reset: () => set({ eventId: null, confirmations: {} }),
  };
});

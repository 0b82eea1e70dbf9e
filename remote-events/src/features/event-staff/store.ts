/**
 * The staff store (SPEC §8 "Staff store"): the event-employee links of the event open in the detail
 * view, the changes to them, and the budget's available quantities. Calls whose failure has a text
 * in STAFF_STORE_ERRORS ask the http client not to notify and show that text once; the others
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
  type AvailableQuantity,
  type CreateEventEmployee,
  type EventEmployee,
  type PaymentRequestReply,
  type RequestPayment,
  type UpdateEventEmployee,
} from '@sge/shared/contract';
import { ApiError } from '@sge/shared/http';
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
import { isDeviceOffline, isNetworkFailure } from '../../lib/offline';
import {
  confirmEventEmployeePayment,
  createEventEmployee,
  deleteEventEmployee,
  getAvailableQuantities,
  getAvailableQuantitiesByDay,
  getEventEmployeesByEvent,
  requestEventEmployeePayment,
  updateEventEmployee,
} from './api';
import { OFFLINE_STAFF_MESSAGES } from './messages';
import { applyPendingRecords } from './staff-sync';

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

export interface StaffState {
  /** The event whose links are held. */
  eventId: number | null;
  /** The links as the device knows them: the server's (or the device's copy), with PENDING offline records applied. */
  links: EventEmployee[];
  /** The offline records of the event (PENDING, SYNCED, REJECTED). */
  records: OfflineRecord[];
  /** The taps still within their undo window, by link id. */
  confirmations: Record<number, CheckConfirmation>;
  /** True when `links` came from the device's copy rather than the API. */
  fromOffline: boolean;
  offlineSource: OfflineStaffSource;
  loading: boolean;
  /** Per staff function, over all the event's days (empty without an approved budget). */
  quantities: AvailableQuantity[];
  /** Per day (YYYY-MM-DD), per staff function. */
  quantitiesByDay: Record<string, AvailableQuantity[]>;
  load: (eventId: number) => Promise<void>;
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
  loadAvailableQuantities: (eventId: number) => Promise<void>;
  loadAvailableQuantitiesByDay: (eventId: number, day: string) => Promise<void>;
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

let loadTicket = 0;

export const useStaffStore = create<StaffState>()((set, get) => {
  const keep = (link: EventEmployee) =>
    set((s) => ({ links: s.links.some((l) => l.id === link.id) ? s.links.map((l) => (l.id === link.id ? link : l)) : [...s.links, link] }));

  const patchLink = (id: number, patch: Partial<EventEmployee>) =>
    set((s) => ({ links: s.links.map((l) => (l.id === id ? { ...l, ...patch } : l)) }));

  /** After the staff of a day changed, what the budget still allows changed too. */
  const refreshQuantities = (eventId: number, day: string) => {
    void get().loadAvailableQuantities(eventId);
    void get().loadAvailableQuantitiesByDay(eventId, day);
  };

  /** The event's offline records, or none when the device has no offline database. */
  const readRecords = (eventId: number): Promise<OfflineRecord[]> => get().offlineSource.getRecords(eventId).catch(() => []);

  /** The day's staff from the device's copy; the load error only when that fails too. */
  const loadFromDevice = async (eventId: number, ticket: number) => {
    const source = get().offlineSource;
    try {
      const [links, records] = await Promise.all([source.getLinks(eventId), readRecords(eventId)]);
      if (ticket === loadTicket) set({ links: applyPendingRecords(links, records), records, fromOffline: true });
    } catch {
      if (ticket === loadTicket) notify.error(STAFF_STORE_ERRORS.load);
    }
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
    const link = get().links.find((l) => l.id === id);
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
      const current = get().links.find((l) => l.id === id) ?? link;
      const confirmation: CheckConfirmation = {
        recordId,
        type,
        time: recorded,
        before: { checkIn: current.checkIn, checkOut: current.checkOut, syncStatus: current.syncStatus },
        status: 'open',
      };
      set((s) => ({
        links: s.links.map((l) => (l.id === id ? { ...l, [field]: recorded, syncStatus: 'PENDING' } : l)),
        records: [...s.records, record],
        confirmations: { ...s.confirmations, [id]: confirmation },
      }));
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
    set((s) => {
      const { [linkId]: _undone, ...rest } = s.confirmations;
      return {
        links: s.links.map((l) => (l.id === linkId ? { ...l, ...confirmation.before } : l)),
        records: s.records.filter((r) => r.id !== recordId),
        confirmations: rest,
      };
    });
    return true;
  };

  return {
    eventId: null,
    links: [],
    records: [],
    confirmations: {},
    fromOffline: false,
    offlineSource: deviceStaffSource,
    loading: false,
    quantities: [],
    quantitiesByDay: {},

    load: async (eventId) => {
      const ticket = ++loadTicket;
      set((s) =>
        s.eventId === eventId
          ? { loading: true }
          : { eventId, links: [], records: [], confirmations: {}, fromOffline: false, quantities: [], quantitiesByDay: {}, loading: true },
      );
      try {
        if (isDeviceOffline()) {
          await loadFromDevice(eventId, ticket);
          return;
        }
        try {
          const links = await getEventEmployeesByEvent(eventId, quiet);
          // Read after the links, so a record saved meanwhile is not missed.
          const records = await readRecords(eventId);
          if (ticket === loadTicket) set({ links: applyPendingRecords(links, records), records, fromOffline: false });
        } catch (error) {
          if (ticket !== loadTicket) return;
          if (isNetworkFailure(error)) await loadFromDevice(eventId, ticket);
          else if (!alreadyReported(error)) notify.error(STAFF_STORE_ERRORS.load);
        }
      } finally {
        if (ticket === loadTicket) set({ loading: false });
      }
    },

    add: async (body) => {
      let link: EventEmployee;
      try {
        link = await createEventEmployee(body, quiet);
      } catch (error) {
        if (!alreadyReported(error)) notify.error(STAFF_STORE_ERRORS.add);
        throw error;
      }
      if (get().eventId === link.eventId) {
        keep(link);
        refreshQuantities(link.eventId, link.eventDay);
      }
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
      keep(link);
      refreshQuantities(link.eventId, link.eventDay);
      return link;
    },

    remove: async (id) => {
      const link = get().links.find((l) => l.id === id);
      try {
        await deleteEventEmployee(id, quiet);
      } catch (error) {
        if (!alreadyReported(error)) notify.error(removalErrorText(error));
        throw error;
      }
      set((s) => ({ links: s.links.filter((l) => l.id !== id) }));
      if (link) refreshQuantities(link.eventId, link.eventDay);
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

    // The budget's quotas are not kept on the device: with no connection they are simply not shown
    // (the event's loading already said the screen is offline).
    loadAvailableQuantities: async (eventId) => {
      if (isDeviceOffline()) return;
      try {
        const quantities = await getAvailableQuantities(eventId, quiet);
        if (get().eventId === eventId) set({ quantities });
      } catch (error) {
        if (!alreadyReported(error) && !isNetworkFailure(error)) notify.error(STAFF_STORE_ERRORS.availableQuantities);
      }
    },

    loadAvailableQuantitiesByDay: async (eventId, day) => {
      if (isDeviceOffline()) return;
      try {
        const quantities = await getAvailableQuantitiesByDay(eventId, day, quiet);
        if (get().eventId === eventId) set((s) => ({ quantitiesByDay: { ...s.quantitiesByDay, [day]: quantities } }));
      } catch (error) {
        if (!alreadyReported(error) && !isNetworkFailure(error)) notify.error(STAFF_STORE_ERRORS.availableQuantitiesByDay);
      }
    },

    reset: () => {
      loadTicket += 1;
      set({ eventId: null, links: [], records: [], confirmations: {}, fromOffline: false, loading: false, quantities: [], quantitiesByDay: {} });
    },
  };
});

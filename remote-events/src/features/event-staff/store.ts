/**
 * The staff store (SPEC §8 "Staff store"): the event-employee links of the event open in the detail
 * view, the changes to them, and the budget's available quantities. Calls whose failure has a text
 * in STAFF_STORE_ERRORS ask the http client not to notify and show that text once; the others
 * (check-in/out, payment) show the server's pt-BR message.
 *
 * Offline check-in (DESIGN.md §6): with no connection — the browser says so (checked first, so no
 * network wait), or the PATCH got no response — a check-in/out is written to the device's offline
 * records at the moment of the tap, and the row changes only once that write is on disk. The day's
 * staff then comes from the device's copy of the links, with the PENDING records applied.
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
import { formatTime } from '@sge/shared/format';
import { ApiError, HTTP_MESSAGES } from '@sge/shared/http';
import { notify } from '@sge/shared/notify';
import {
  DB_NOT_INITIALIZED,
  QUOTA_ERROR,
  getOfflineLinks,
  getRecordsOfEvent,
  notifyRecordSaved,
  saveOfflineRecord,
  type OfflineRecord,
} from '@sge/shared/offline';
import { alreadyReported, serverMessage } from '../../lib/api-errors';
import { isDeviceOffline, isNetworkFailure } from '../../lib/offline';
import {
  checkInEventEmployee,
  checkOutEventEmployee,
  confirmEventEmployeePayment,
  createEventEmployee,
  deleteEventEmployee,
  getAvailableQuantities,
  getAvailableQuantitiesByDay,
  getEventEmployeesByEvent,
  requestEventEmployeePayment,
  updateEventEmployee,
} from './api';
import { OFFLINE_STAFF_MESSAGES, STAFF_MESSAGES } from './messages';
import { applyPendingRecords } from './staff-sync';

/** Where the offline check-ins and the device's copy of the links come from (a seam for tests). */
export interface OfflineStaffSource {
  getLinks: (eventId: number) => Promise<EventEmployee[]>;
  getRecords: (eventId: number) => Promise<OfflineRecord[]>;
  saveRecord: typeof saveOfflineRecord;
  /** Called once a record is on disk and shown: syncs at once when online. */
  recordSaved: () => void;
}

/** The device's offline database (`@sge/shared/offline`). */
export const deviceStaffSource: OfflineStaffSource = {
  getLinks: getOfflineLinks,
  getRecords: getRecordsOfEvent,
  saveRecord: (input) => saveOfflineRecord(input),
  recordSaved: notifyRecordSaved,
};

export interface StaffState {
  /** The event whose links are held. */
  eventId: number | null;
  /** The links as the device knows them: the server's (or the device's copy), with PENDING offline records applied. */
  links: EventEmployee[];
  /** The offline records of the event (PENDING, SYNCED, REJECTED). */
  records: OfflineRecord[];
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
   * Records the entrance (online: PATCH; no connection: an offline record at the tap's time) and
   * notifies it; rejects (already told) when it could not be recorded.
   */
  checkIn: (id: number, time?: string) => Promise<EventEmployee>;
  checkOut: (id: number, time?: string) => Promise<EventEmployee>;
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

  /** Offline writes in progress, by 'type:linkId'. */
  const writing = new Set<string>();

  /** Writes an offline record at `time`, then (only then) shows it on the row and says so. */
  const recordOffline = async (type: 'checkin' | 'checkout', link: EventEmployee, time: string): Promise<EventEmployee> => {
    const field = type === 'checkin' ? 'checkIn' : 'checkOut';
    if (type === 'checkout' && !link.checkIn) {
      notify.error(OFFLINE_STAFF_MESSAGES.checkOutNeedsCheckIn);
      throw new Error(OFFLINE_STAFF_MESSAGES.checkOutNeedsCheckIn);
    }
    const source = get().offlineSource;
    let record: OfflineRecord;
    try {
      record = await source.saveRecord({ link, type, time });
    } catch (error) {
      notify.error(offlineSaveErrorText(error));
      throw error;
    }
    const updated: EventEmployee = { ...link, [field]: time, syncStatus: 'PENDING' };
    if (get().eventId === link.eventId) {
      set((s) => ({ links: s.links.map((l) => (l.id === link.id ? { ...l, [field]: time, syncStatus: 'PENDING' } : l)), records: [...s.records, record] }));
    }
    notify.success(type === 'checkin' ? OFFLINE_STAFF_MESSAGES.checkedIn(formatTime(time)) : OFFLINE_STAFF_MESSAGES.checkedOut(formatTime(time)));
    source.recordSaved();
    return updated;
  };

  /** Check-in/out: offline record when there is no connection, else the PATCH (falling back on no response). */
  const check = async (type: 'checkin' | 'checkout', id: number, time?: string): Promise<EventEmployee> => {
    const tappedAt = time ?? new Date().toISOString();
    const link = get().links.find((l) => l.id === id);
    if (isDeviceOffline()) {
      if (!link) {
        notify.error(OFFLINE_STAFF_MESSAGES.linkNotFound);
        throw new Error(OFFLINE_STAFF_MESSAGES.linkNotFound);
      }
      // A second tap while this link's write runs would record the same moment twice.
      const key = `${type}:${id}`;
      if (writing.has(key)) return link;
      writing.add(key);
      try {
        return await recordOffline(type, link, tappedAt);
      } finally {
        writing.delete(key);
      }
    }
    let updated: EventEmployee;
    try {
      const body = time ? { time } : undefined;
      updated = type === 'checkin' ? await checkInEventEmployee(id, body, quiet) : await checkOutEventEmployee(id, body, quiet);
    } catch (error) {
      if (link && isNetworkFailure(error)) return recordOffline(type, link, tappedAt);
      if (!alreadyReported(error)) notify.error(error instanceof Error ? error.message : HTTP_MESSAGES.generic);
      throw error;
    }
    keep(updated);
    notify.success(type === 'checkin' ? STAFF_MESSAGES.checkedIn(formatTime(updated.checkIn)) : STAFF_MESSAGES.checkedOut(formatTime(updated.checkOut)));
    return updated;
  };

  return {
    eventId: null,
    links: [],
    records: [],
    fromOffline: false,
    offlineSource: deviceStaffSource,
    loading: false,
    quantities: [],
    quantitiesByDay: {},

    load: async (eventId) => {
      const ticket = ++loadTicket;
      set((s) =>
        s.eventId === eventId ? { loading: true } : { eventId, links: [], records: [], fromOffline: false, quantities: [], quantitiesByDay: {}, loading: true },
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
      set({ eventId: null, links: [], records: [], fromOffline: false, loading: false, quantities: [], quantitiesByDay: {} });
    },
  };
});

/**
 * The staff store (SPEC §8 "Staff store"): the event-employee links of the event open in the detail
 * view, the changes to them, and the budget's available quantities. Calls whose failure has a text
 * in STAFF_STORE_ERRORS ask the http client not to notify and show that text once; the others
 * (check-in/out, payment) let the client show the server's pt-BR message.
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
import { alreadyReported, serverMessage } from '../../lib/api-errors';
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

export interface StaffState {
  /** The event whose links are held. */
  eventId: number | null;
  links: EventEmployee[];
  loading: boolean;
  /** Per staff function, over all the event's days (empty without an approved budget). */
  quantities: AvailableQuantity[];
  /** Per day (YYYY-MM-DD), per staff function. */
  quantitiesByDay: Record<string, AvailableQuantity[]>;
  load: (eventId: number) => Promise<void>;
  add: (body: CreateEventEmployee) => Promise<EventEmployee>;
  update: (id: number, body: UpdateEventEmployee) => Promise<EventEmployee>;
  remove: (id: number) => Promise<void>;
  checkIn: (id: number, time?: string) => Promise<EventEmployee>;
  checkOut: (id: number, time?: string) => Promise<EventEmployee>;
  requestPayment: (id: number, body?: RequestPayment) => Promise<PaymentRequestReply>;
  confirmPayment: (id: number) => Promise<PaymentRequestReply>;
  loadAvailableQuantities: (eventId: number) => Promise<void>;
  loadAvailableQuantitiesByDay: (eventId: number, day: string) => Promise<void>;
  reset: () => void;
}

const quiet = { notifyError: false } as const;

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

  return {
    eventId: null,
    links: [],
    loading: false,
    quantities: [],
    quantitiesByDay: {},

    load: async (eventId) => {
      const ticket = ++loadTicket;
      set((s) => (s.eventId === eventId ? { loading: true } : { eventId, links: [], quantities: [], quantitiesByDay: {}, loading: true }));
      try {
        const links = await getEventEmployeesByEvent(eventId, quiet);
        if (ticket === loadTicket) set({ links });
      } catch (error) {
        if (ticket === loadTicket && !alreadyReported(error)) notify.error(STAFF_STORE_ERRORS.load);
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

    checkIn: async (id, time) => {
      const link = await checkInEventEmployee(id, time ? { time } : undefined);
      keep(link);
      return link;
    },

    checkOut: async (id, time) => {
      const link = await checkOutEventEmployee(id, time ? { time } : undefined);
      keep(link);
      return link;
    },

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

    loadAvailableQuantities: async (eventId) => {
      try {
        const quantities = await getAvailableQuantities(eventId, quiet);
        if (get().eventId === eventId) set({ quantities });
      } catch (error) {
        if (!alreadyReported(error)) notify.error(STAFF_STORE_ERRORS.availableQuantities);
      }
    },

    loadAvailableQuantitiesByDay: async (eventId, day) => {
      try {
        const quantities = await getAvailableQuantitiesByDay(eventId, day, quiet);
        if (get().eventId === eventId) set((s) => ({ quantitiesByDay: { ...s.quantitiesByDay, [day]: quantities } }));
      } catch (error) {
        if (!alreadyReported(error)) notify.error(STAFF_STORE_ERRORS.availableQuantitiesByDay);
      }
    },

    reset: () => {
      loadTicket += 1;
      set({ eventId: null, links: [], loading: false, quantities: [], quantitiesByDay: {} });
    },
  };
});

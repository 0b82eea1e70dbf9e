/** Business rules on the events area's input, after schema validation: trims, checks, canonical forms. */
import type { CreateEventEmployee, SaveEvent, SyncOffline, UpdateEventEmployee } from '@sge/shared/contract';
import { badRequest, conflict } from '../../http/errors';
import { assertCalendarDate } from './dates';
import { EVENT_MESSAGES } from './messages';
import { blankToNull, requiredText } from '../../lib/text';

export interface EventInput {
  name: string;
  location: string;
  description: string | null;
  /** Sorted, distinct dates; undefined keeps the event's days as they are (PUT without eventDays). */
  days: string[] | undefined;
}

export interface LinkInput {
  eventId: number;
  employeeId: number;
  eventDay: string;
  /** Undefined: the employee's own function / pay rate. */
  function: string | undefined;
  payRate: string | undefined;
  /** The user confirmed a booking on a day the employee works another event. */
  confirmOverlap: boolean;
}

export function toEventInput(body: SaveEvent): EventInput {
  const days = body.eventDays?.map((day) => assertCalendarDate(day.date));
  if (days && new Set(days).size !== days.length) throw conflict(EVENT_MESSAGES.duplicateDay);
  return {
    name: requiredText(body.name, 'Nome'),
    location: requiredText(body.location, 'Local'),
    description: blankToNull(body.description),
    days: days?.sort(),
  };
}

export function toLinkInput(body: CreateEventEmployee): LinkInput {
  return {
    eventId: body.eventId,
    employeeId: body.employeeId,
    eventDay: assertCalendarDate(body.eventDay),
    function: body.function === undefined ? undefined : requiredText(body.function, 'Função'),
    payRate: body.payRate,
    confirmOverlap: body.confirmOverlap === true,
  };
}

export function toLinkUpdate(body: UpdateEventEmployee): { function: string; payRate: string } {
  return { function: requiredText(body.function, 'Função'), payRate: body.payRate };
}

/** An instant from the client as a canonical ISO string (ms, UTC); 400 naming the field when unreadable. */
export function toInstant(value: string, label: string): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw badRequest(`Campo '${label}' inválido`);
  return new Date(ms).toISOString();
}

export interface SyncInput {
  eventId: number;
  employeeId: number;
  /** Only the parts the device asked to update and gave a time for. */
  checkinTime: string | null;
  checkoutTime: string | null;
  localRecord: SyncOffline['localRecord'] | null;
}

export function toSyncInput(body: SyncOffline): SyncInput {
  return {
    eventId: body.eventId,
    employeeId: body.employeeId,
    checkinTime: body.shouldUpdateCheckin && body.checkinTime ? toInstant(body.checkinTime, 'Horário de entrada') : null,
    checkoutTime: body.shouldUpdateCheckout && body.checkoutTime ? toInstant(body.checkoutTime, 'Horário de saída') : null,
    localRecord: body.localRecord ?? null,
  };
}

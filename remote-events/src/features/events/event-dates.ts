/**
 * How an event's days read in pt-BR. Dates are YYYY-MM-DD strings, read as local calendar dates (SPEC §5).
 * Without luxon (`@sge/shared/format/plain`): the venue path shows these labels before any
 * date library loads; the weekday label, which needs one, is in day-label.ts.
 */
import type { Event, EventListItem } from '@sge/shared/contract';
import { formatCalendarDate } from '@sge/shared/format/plain';

/** Anything with days: an `Event` (GET /events/{id}) or a list row (`EventListItem`, GET /events). */
export interface WithDays {
  eventDays: readonly { date: string }[];
}

/** What the list's dialogs (edit, delete) need of an event: a list row or a whole event. */
export type EventInfo = Pick<Event, 'id' | 'name' | 'location' | 'description' | 'isFinalized'> & WithDays;

/** The event's day dates, in calendar order (ISO dates sort as text). */
export const eventDates = (event: WithDays): string[] => event.eventDays.map((d) => d.date).sort();

/** '21/11/2026 – 22/11/2026 (2 dias)', '21/11/2026 (1 dia)' or 'Sem dias'. */
export function daysRangeLabel(event: WithDays): string {
  const dates = eventDates(event);
  if (dates.length === 0) return 'Sem dias';
  const count = dates.length === 1 ? '1 dia' : `${dates.length} dias`;
  const first = formatCalendarDate(dates[0] ?? '');
  const last = formatCalendarDate(dates[dates.length - 1] ?? '');
  return dates.length === 1 ? `${first} (${count})` : `${first} – ${last} (${count})`;
}

/** How many different people work the event, over all its days. */
export const staffCount = (event: Pick<Event, 'eventDays'>): number =>
  new Set(event.eventDays.flatMap((d) => d.employees.map((e) => e.employeeId))).size;

/** An event as a row of the list (GET /events answers rows with counts only): for the device's copies. */
export function toListItem(event: Event): EventListItem {
  const eventDays = [...event.eventDays].sort((a, b) => a.date.localeCompare(b.date)).map((d) => ({ date: d.date, staffCount: d.employees.length }));
  return {
    id: event.id,
    name: event.name,
    location: event.location,
    description: event.description,
    isFinalized: event.isFinalized,
    createdAt: event.createdAt,
    updatedAt: event.updatedAt,
    eventDays,
    staffCount: staffCount(event),
    staffDays: eventDays.reduce((sum, d) => sum + d.staffCount, 0),
  };
}

/** The SaveEvent day list of a set of dates, sorted, without repeats. */
export const toEventDays = (dates: string[]): { date: string }[] => [...new Set(dates)].sort().map((date) => ({ date }));

/** True when one of the event's days is `today` (YYYY-MM-DD). */
export const happensOn = (event: WithDays, today: string): boolean => event.eventDays.some((d) => d.date === today);

/** Today's events first (a coordinator at the gate), each group keeping its order. */
export const todayFirst = <T extends WithDays>(events: T[], today: string): T[] => [
  ...events.filter((e) => happensOn(e, today)),
  ...events.filter((e) => !happensOn(e, today)),
];

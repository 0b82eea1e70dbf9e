/** How an event's days read in pt-BR. Dates are YYYY-MM-DD strings, read as local calendar dates (SPEC §5). */
import type { Event } from '@sge/shared/contract';
import { formatDate, toDateTime } from '@sge/shared/format';

/** The event's day dates, in calendar order (ISO dates sort as text). */
export const eventDates = (event: Pick<Event, 'eventDays'>): string[] => event.eventDays.map((d) => d.date).sort();

/** 'Sábado, 21/11/2026'. */
export function dayLabel(date: string): string {
  const dt = toDateTime(date);
  if (!dt) return formatDate(date);
  const weekday = dt.toFormat('cccc');
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}, ${formatDate(date)}`;
}

/** '21/11/2026 – 22/11/2026 (2 dias)', '21/11/2026 (1 dia)' or 'Sem dias'. */
export function daysRangeLabel(event: Pick<Event, 'eventDays'>): string {
  const dates = eventDates(event);
  if (dates.length === 0) return 'Sem dias';
  const count = dates.length === 1 ? '1 dia' : `${dates.length} dias`;
  const first = formatDate(dates[0]);
  const last = formatDate(dates[dates.length - 1]);
  return dates.length === 1 ? `${first} (${count})` : `${first} – ${last} (${count})`;
}

/** How many different people work the event, over all its days. */
export const staffCount = (event: Pick<Event, 'eventDays'>): number =>
  new Set(event.eventDays.flatMap((d) => d.employees.map((e) => e.employeeId))).size;

/** The SaveEvent day list of a set of dates, sorted, without repeats. */
export const toEventDays = (dates: string[]): { date: string }[] => [...new Set(dates)].sort().map((date) => ({ date }));

/** True when one of the event's days is `today` (YYYY-MM-DD). */
export const happensOn = (event: Pick<Event, 'eventDays'>, today: string): boolean => event.eventDays.some((d) => d.date === today);

/** Today's events first (a coordinator at the gate), each group keeping its order. */
export const todayFirst = <T extends Pick<Event, 'eventDays'>>(events: T[], today: string): T[] => [
  ...events.filter((e) => happensOn(e, today)),
  ...events.filter((e) => !happensOn(e, today)),
];

/** The create/edit form's values and their conversion to the SaveEvent body. */
import type { SaveEvent } from '@sge/shared/contract';
import { eventDates, toEventDays, type EventInfo } from './event-dates';

/** A type alias (not an interface) so it fits SharedForm's `Record<string, unknown>` values. */
export type EventFormValues = {
  name: string;
  location: string;
  description: string;
  /** YYYY-MM-DD; chosen on create only (the detail view adds and removes days). */
  days: string[];
};

export const EMPTY_EVENT_FORM: EventFormValues = { name: '', location: '', description: '', days: [] };

export const toEventFormValues = (event: EventInfo): EventFormValues => ({
  name: event.name,
  location: event.location,
  description: event.description ?? '',
  days: eventDates(event),
});

export function toSaveEvent(values: EventFormValues): SaveEvent {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    location: values.location.trim(),
    description: description || null,
    eventDays: toEventDays(values.days),
  };
}

/** The body that keeps an event's data and sets its days to `dates` (adding or removing a day). */
export const withDays = (event: EventInfo, dates: string[]): SaveEvent => ({
  name: event.name,
  location: event.location,
  description: event.description,
  eventDays: toEventDays(dates),
});

/** The dashboard's events figures: counted on the server, so the card never loads the event list. */
import Type from 'typebox';

export const EventCountsSchema = Type.Object({
  /** The company's today (São Paulo), YYYY-MM-DD. */
  today: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  /** Events not finalized with a day today. */
  todayCount: Type.Integer({ minimum: 0 }),
  /** Events not finalized with a day in the next 7 days (tomorrow through today + 7). */
  next7DaysCount: Type.Integer({ minimum: 0 }),
});
export type EventCounts = Type.Static<typeof EventCountsSchema>;

/** One of today's events, as the coordinator's dashboard lists it with 'Abrir portaria'. */
export const TodayEventSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  location: Type.String(),
  /** People scheduled on today's day of the event. */
  staffCount: Type.Integer({ minimum: 0 }),
  /** Of them, those with a check-in recorded today. */
  presentCount: Type.Integer({ minimum: 0 }),
});
export type TodayEvent = Type.Static<typeof TodayEventSchema>;

/** GET /events/today: the events not finalized with a day today (São Paulo), by name. */
export const TodayEventsSchema = Type.Object({
  /** The company's today (São Paulo), YYYY-MM-DD. */
  today: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  events: Type.Array(TodayEventSchema),
});
export type TodayEvents = Type.Static<typeof TodayEventsSchema>;

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

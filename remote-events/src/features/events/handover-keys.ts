/**
 * The `data-handover` keys of the events list's controls. The phone's first screen
 * (events-first-screen.tsx) has no behaviour: the host loads the rich page on the first tap and
 * replays the tap on the rich element carrying the same key, so both lists must name them alike.
 */
export const EVENT_HANDOVER_KEYS = {
  newEvent: 'new-event',
  open: (id: number) => `open-event:${id}`,
  download: (id: number) => `download-event:${id}`,
  actions: (id: number) => `event-actions:${id}`,
  previousPage: 'events-page-prev',
  nextPage: 'events-page-next',
} as const;

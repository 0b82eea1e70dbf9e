/**
 * Filters kept in the URL besides the table's status select: the worked-day period, and the event
 * or employee a shared link may name ('' = not filtered).
 */
export const REQUEST_URL_FILTERS = ['from', 'to', 'eventId', 'employeeId'] as const;

export const NO_FILTERS: Record<(typeof REQUEST_URL_FILTERS)[number], string> = { from: '', to: '', eventId: '', employeeId: '' };


/** Paging limits of the list endpoints (TypeBox-free, so the browser apps bundle them without the schemas). */

/** Page size when the request names none. */
export const DEFAULT_API_PAGE_SIZE = 25;
/** The largest page a list answers. */
export const MAX_API_PAGE_SIZE = 200;
/** The last page number a request may ask for (keeps OFFSET bounded). */
export const MAX_API_PAGE = 100_000;

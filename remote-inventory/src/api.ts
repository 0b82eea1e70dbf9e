/**
 * The inventory calls (documented in @sge/shared/contract/inventory), one named fetcher each. They
 * resolve with the response's unwrapped `data`; on failure the http client has already shown the
 * server's pt-BR message (unless `notifyError: false`) and they reject with an `ApiError`.
 */
import type {
  CreateInventoryItem,
  CreateInventoryTransaction,
  Deleted,
  Event,
  EventInventoryBalance,
  EventUsageReport,
  EventUsageReportQuery,
  InventoryExportQuery,
  InventoryItem,
  InventoryItemListQuery,
  InventoryOverview,
  InventoryTransaction,
  MovementsReport,
  MovementsReportQuery,
  StockReport,
  UpdateInventoryItem,
} from '@sge/shared/contract';
import { http, type QueryValue, type RequestOptions } from '@sge/shared/http';
import { apiKey, apiQuery, defineList, pageQuery, queryOptions, type ApiKey, type ApiParams } from '@sge/shared/query';

export type InventoryRequestOptions = Pick<RequestOptions, 'notifyError'>;

const itemPath = (id: number): string => `/inventory/items/${id}`;
const query = (value: object): Record<string, QueryValue> => value as Record<string, QueryValue>;

/** How many choices a picker shows for what is typed (the server searches: issue 14). */
export const PICKER_PAGE_SIZE = 20;

/** What a movement needs of an event (GET /events answers more). */
export type EventOption = Pick<Event, 'id' | 'name' | 'isFinalized'>;

export const inventoryQueries = {
  overview: () => apiQuery<InventoryOverview>('/inventory/overview'),
  items: (params: ApiParams) => pageQuery<InventoryItem>('/inventory/items', params),
  item: (id: number) => apiQuery<InventoryItem>(itemPath(id)),
  transactions: (params: ApiParams) => pageQuery<InventoryTransaction>('/inventory/transactions', params),
  /** The first items matching `search`, by name, for a picker (not counted in the loading indicator). */
  itemSearch: (search: string, filters: Pick<InventoryItemListQuery, 'active'> = {}) =>
    apiQuery<InventoryItem[]>('/inventory/items', query({ ...filters, search: search || undefined, pageSize: PICKER_PAGE_SIZE }), { silent: true }),
  /** The first events matching `search` (GET /events, open to every inventory role); `open` keeps those not finalized. */
  eventSearch: (search: string, { open = false } = {}) =>
    apiQuery<EventOption[]>('/events', query({ search: search || undefined, pageSize: PICKER_PAGE_SIZE, status: open ? 'active' : undefined }), { silent: true }),
  /**
   * The movement form's event choices for what is typed, searched on the server: the upcoming
   * events first (a day from today on, soonest first: GET /events?status=upcoming), then the other
   * matches in the server's order (finalized ones left out when `open`), without repeats.
   */
  eventPickerSearch: (search: string, { open = false } = {}) => {
    const params = { search: search || undefined, pageSize: PICKER_PAGE_SIZE };
    const get = (status: string | undefined, signal: AbortSignal) =>
      http.get<EventOption[]>('/events', { query: query({ ...params, status }), signal, notifyError: false, silent: true });
    return queryOptions<EventOption[], Error, EventOption[], ApiKey>({
      queryKey: apiKey('/events', { ...params, picker: 'upcoming-first', open: open || undefined }),
      queryFn: async ({ signal }) => {
        const [upcoming, rest] = await Promise.all([get('upcoming', signal), get(open ? 'active' : undefined, signal)]);
        const seen = new Set(upcoming.map((event) => event.id));
        return [...upcoming, ...rest.filter((event) => !seen.has(event.id))];
      },
    });
  },
  event: (id: number) => apiQuery<EventOption>(`/events/${id}`),
  /** What is still out at an event, per item (for returns). */
  eventBalance: (eventId: number) => apiQuery<EventInventoryBalance>(`/inventory/events/${eventId}/balance`),
  stockReport: () => apiQuery<StockReport>('/inventory/reports/stock'),
  movementsReport: (filters: MovementsReportQuery) => apiQuery<MovementsReport>('/inventory/reports/movements', query(filters)),
  eventUsageReport: (filters: EventUsageReportQuery) => apiQuery<EventUsageReport>('/inventory/reports/event-usage', query(filters)),
};

/** The overview page's item list (its route preloads the same first page). */
export const itemsList = defineList({ query: inventoryQueries.items, storageKey: 'inventory-items' });
/** The transactions page's history (its route preloads the same first page). */
export const transactionsList = defineList({ query: inventoryQueries.transactions, storageKey: 'inventory-transactions' });

export const createInventoryItem = (body: CreateInventoryItem): Promise<InventoryItem> => http.post<InventoryItem>('/inventory/items', body);

export const updateInventoryItem = (id: number, body: UpdateInventoryItem): Promise<InventoryItem> =>
  http.put<InventoryItem>(itemPath(id), body);

/** Only an item that never moved; one with movements answers 409 (deactivate it instead). */
export const deleteInventoryItem = (id: number): Promise<Deleted> => http.delete<Deleted>(itemPath(id));

export const createInventoryTransaction = (body: CreateInventoryTransaction): Promise<InventoryTransaction> =>
  http.post<InventoryTransaction>('/inventory/transactions', body);

/** The spreadsheet file of a report. */
export const getInventoryExport = (filters: InventoryExportQuery): Promise<Blob> =>
  http.get<Blob>('/inventory/reports/export', { query: query(filters), responseType: 'blob' });


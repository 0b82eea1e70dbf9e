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
  StockReportQuery,
  UpdateInventoryItem,
} from '@sge/shared/contract';
import { http, type QueryValue, type RequestOptions } from '@sge/shared/http';

export type InventoryRequestOptions = Pick<RequestOptions, 'notifyError'>;

const itemPath = (id: number): string => `/inventory/items/${id}`;
const query = (value: object): Record<string, QueryValue> => value as Record<string, QueryValue>;

export const getInventoryOverview = (options?: InventoryRequestOptions): Promise<InventoryOverview> =>
  http.get<InventoryOverview>('/inventory/overview', options);

/** Paths of the paged lists (read through usePagedList). */
export const INVENTORY_ITEMS_PATH = '/inventory/items';
export const INVENTORY_TRANSACTIONS_PATH = '/inventory/transactions';

/** How many choices a picker shows for what is typed (the server searches: issue 14). */
export const PICKER_PAGE_SIZE = 20;

/** The first items matching `search`, by name, for a picker. */
export const searchInventoryItems = (search: string, filters: Pick<InventoryItemListQuery, 'active'> = {}, signal?: AbortSignal): Promise<InventoryItem[]> =>
  http.get<InventoryItem[]>(INVENTORY_ITEMS_PATH, { query: query({ ...filters, search: search || undefined, pageSize: PICKER_PAGE_SIZE }), signal, silent: true });

export const getInventoryItem = (id: number, options?: InventoryRequestOptions): Promise<InventoryItem> =>
  http.get<InventoryItem>(itemPath(id), options);

export const createInventoryItem = (body: CreateInventoryItem): Promise<InventoryItem> => http.post<InventoryItem>('/inventory/items', body);

export const updateInventoryItem = (id: number, body: UpdateInventoryItem): Promise<InventoryItem> =>
  http.put<InventoryItem>(itemPath(id), body);

/** Only an item that never moved; one with movements answers 409 (deactivate it instead). */
export const deleteInventoryItem = (id: number): Promise<Deleted> => http.delete<Deleted>(itemPath(id));

export const createInventoryTransaction = (body: CreateInventoryTransaction): Promise<InventoryTransaction> =>
  http.post<InventoryTransaction>('/inventory/transactions', body);

export const getEventInventoryBalance = (eventId: number, options?: InventoryRequestOptions): Promise<EventInventoryBalance> =>
  http.get<EventInventoryBalance>(`/inventory/events/${eventId}/balance`, options);

export const getStockReport = (filters: StockReportQuery = {}, options?: InventoryRequestOptions): Promise<StockReport> =>
  http.get<StockReport>('/inventory/reports/stock', { ...options, query: query(filters) });

export const getMovementsReport = (filters: MovementsReportQuery = {}, options?: InventoryRequestOptions): Promise<MovementsReport> =>
  http.get<MovementsReport>('/inventory/reports/movements', { ...options, query: query(filters) });

export const getEventUsageReport = (filters: EventUsageReportQuery = {}, options?: InventoryRequestOptions): Promise<EventUsageReport> =>
  http.get<EventUsageReport>('/inventory/reports/event-usage', { ...options, query: query(filters) });

/** The spreadsheet file of a report. */
export const getInventoryExport = (filters: InventoryExportQuery): Promise<Blob> =>
  http.get<Blob>('/inventory/reports/export', { query: query(filters), responseType: 'blob' });

/** What a movement needs of an event (GET /events answers more). */
export type EventOption = Pick<Event, 'id' | 'name' | 'isFinalized'>;

/**
 * The first events matching `search` (GET /events, open to every inventory role, searched and paged
 * on the server); `open` keeps only events not finalized.
 */
export const searchEvents = (search: string, { open = false } = {}, signal?: AbortSignal): Promise<EventOption[]> =>
  http.get<EventOption[]>('/events', {
    query: query({ search: search || undefined, pageSize: PICKER_PAGE_SIZE, status: open ? 'active' : undefined }),
    signal,
    silent: true,
  });

export const getEvent = (id: number, options?: InventoryRequestOptions): Promise<EventOption> => http.get<EventOption>(`/events/${id}`, options);

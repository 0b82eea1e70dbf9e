/** The recurring accounts calls (SPEC §7), one named fetcher each, typed by the shared contract. */
import type {
  AccountCategory,
  GenerateAllResult,
  Page,
  Payable,
  RecurringAccount,
  RecurringStatistics,
  SaveRecurringAccount,
} from '@sge/shared/contract';
import { http } from '@sge/shared/http';
import { apiQuery, defineList, pageQuery, type ApiParams } from '@sge/shared/query';

/** The list endpoint (paged on the server). */
export const RECURRING_PATH = '/recurring-accounts';
const BASE = RECURRING_PATH;
const itemPath = (id: number): string => `${BASE}/${id}`;

export const recurringQueries = {
  list: (params: ApiParams) => pageQuery<RecurringAccount>(BASE, params),
  statistics: () => apiQuery<RecurringStatistics>(`${BASE}/statistics`),
  generated: (id: number) => apiQuery<Payable[]>(`${itemPath(id)}/generated-accounts`),
  /** The expense categories the form offers. */
  categories: () => apiQuery<AccountCategory[]>('/accounts-payable/categories'),
};

/** The recurring accounts page's list (its route preloads the same first page). */
export const recurringList = defineList({ query: recurringQueries.list, storageKey: 'recurring-accounts' });
export const getActiveRecurringAccounts = (query: { page?: number; pageSize?: number } = {}): Promise<Page<RecurringAccount>> =>
  http.getPage<RecurringAccount>(`${BASE}/active`, { query });
export const searchRecurringAccounts = (supplierName: string, query: { page?: number; pageSize?: number } = {}): Promise<Page<RecurringAccount>> =>
  http.getPage<RecurringAccount>(`${BASE}/search`, { query: { ...query, supplierName } });
export const getRecurringAccount = (id: number): Promise<RecurringAccount> => http.get<RecurringAccount>(itemPath(id));
export const createRecurringAccount = (body: SaveRecurringAccount): Promise<RecurringAccount> => http.post<RecurringAccount>(BASE, body);
export const updateRecurringAccount = (id: number, body: SaveRecurringAccount): Promise<RecurringAccount> => http.put<RecurringAccount>(itemPath(id), body);
export const deleteRecurringAccount = (id: number): Promise<{ id: number }> => http.delete<{ id: number }>(itemPath(id));
export const toggleRecurringAccount = (id: number): Promise<RecurringAccount> => http.patch<RecurringAccount>(`${itemPath(id)}/toggle-active`);
/** POST /{id}/generate with the optional dueDate query param (SPEC §3). */
export const generateRecurringAccount = (id: number, dueDate?: string): Promise<Payable> =>
  http.post<Payable>(`${itemPath(id)}/generate`, undefined, { query: { dueDate } });
/** POST /generate-all: this month's (or `month`'s) occurrences not generated yet. */
export const generateAllRecurringAccounts = (month?: string): Promise<GenerateAllResult> =>
  http.post<GenerateAllResult>(`${BASE}/generate-all`, undefined, { query: { month } });
/** The DESPESA categories a recurring account may use. */

/**
 * The Budgets calls (SPEC §7) and the service catalogue they pick items from, one named fetcher
 * each, typed by the shared contract. On failure the http client has already shown the server's
 * pt-BR message and they reject with an `ApiError`.
 */
import type {
  ApproveBudget,
  Budget,
  BudgetEventCreated,
  ConfirmBudgetPayment,
  SaveBudget,
  ServiceCatalogItem,
} from '@sge/shared/contract';
import { http } from '@sge/shared/http';
import { apiQuery, defineList, pageQuery, type ApiParams } from '@sge/shared/query';

/** The list endpoint (paged on the server). */
export const BUDGETS_PATH = '/budgets';
const budgetPath = (id: number): string => `${BUDGETS_PATH}/${id}`;

/** One page of the budgets (issue 14). */
export const getBudget = (id: number): Promise<Budget> => http.get<Budget>(budgetPath(id));
export const createBudget = (body: SaveBudget): Promise<Budget> => http.post<Budget>('/budgets', body);
export const updateBudget = (id: number, body: SaveBudget): Promise<Budget> => http.put<Budget>(budgetPath(id), body);
export const deleteBudget = (id: number): Promise<Pick<Budget, 'id'>> => http.delete<Pick<Budget, 'id'>>(budgetPath(id));
export const sendBudget = (id: number): Promise<Budget> => http.post<Budget>(`${budgetPath(id)}/send`);
/** Approves (raising the receivable) or refuses (with a reason). */
export const approveBudget = (id: number, body: ApproveBudget): Promise<Budget> => http.post<Budget>(`${budgetPath(id)}/approve`, body);
export const confirmBudgetPayment = (id: number, body: ConfirmBudgetPayment): Promise<Budget> =>
  http.patch<Budget>(`${budgetPath(id)}/confirm-payment`, body);
export const createBudgetEvent = (id: number): Promise<BudgetEventCreated> => http.post<BudgetEventCreated>(`${budgetPath(id)}/create-event`);

/**
 * The service catalogue (admin area); the form offers its active services. The list is paged on
 * the server: the largest page (200) holds a company's whole catalogue.
 */
export const budgetsQueries = {
  list: (params: ApiParams) => pageQuery<Budget>(BUDGETS_PATH, params),
  /** The service catalogue the form offers (one page of the largest size). */
  services: () => apiQuery<ServiceCatalogItem[]>('/service-catalog', { pageSize: SERVICE_CATALOG_PAGE }),
};

/** The budgets page's list, newest first by default on the server (its route preloads the same first page). */
export const budgetsList = defineList({ query: budgetsQueries.list, storageKey: 'budgets' });

/** The largest page the API answers (MAX_API_PAGE_SIZE). */
const SERVICE_CATALOG_PAGE = 200;

/**
 * The Budgets calls (SPEC §7) and the service catalogue they pick items from, one named fetcher
 * each, typed by the shared contract. On failure the http client has already shown the server's
 * pt-BR message and they reject with an `ApiError`.
 */
import type {
  ApproveBudget,
  Budget,
  BudgetEventCreated,
  BudgetListQuery,
  ConfirmBudgetPayment,
  SaveBudget,
  ServiceCatalogItem,
} from '@sge/shared/contract';
import { http } from '@sge/shared/http';

const budgetPath = (id: number): string => `/budgets/${id}`;

export const getBudgets = (query: BudgetListQuery = {}): Promise<Budget[]> => http.get<Budget[]>('/budgets', { query });
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

/** The service catalogue (admin area); the form offers its active services. */
export const getServiceCatalog = (): Promise<ServiceCatalogItem[]> => http.get<ServiceCatalogItem[]>('/service-catalog');

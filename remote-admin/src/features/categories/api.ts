/** The Categories calls (SPEC §7), typed by the shared contract. */
import type { CategoryQuery, CategoryStatistics, FinancialCategory, SaveCategory } from '@sge/shared/contract';
import { http } from '@sge/shared/http';
import { apiQuery, defineList, pageQuery, type ApiParams } from '@sge/shared/query';

export const categoriesQueries = {
  list: (params: ApiParams) => pageQuery<FinancialCategory>('/categories', params),
  /** GET /categories/search with no params: every category, whole (the form's parents). */
  all: () => apiQuery<FinancialCategory[]>('/categories/search'),
  statistics: () => apiQuery<CategoryStatistics>('/categories/statistics'),
};

/** The categories page's list (its route preloads the same first page). */
export const categoriesList = defineList({ query: categoriesQueries.list, storageKey: 'categories' });

const categoryPath = (id: number): string => `/categories/${id}`;

/** GET /categories/search with the params type, active, q and parentId: every match, in tree order (not paged). */
export const searchCategories = (query: CategoryQuery): Promise<FinancialCategory[]> =>
  http.get<FinancialCategory[]>('/categories/search', { query });
export const createCategory = (body: SaveCategory): Promise<FinancialCategory> => http.post<FinancialCategory>('/categories', body);
export const updateCategory = (id: number, body: SaveCategory): Promise<FinancialCategory> =>
  http.put<FinancialCategory>(categoryPath(id), body);
/** 409 with a pt-BR message when accounts or subcategories use it (deactivate it instead). */
export const deleteCategory = (id: number): Promise<{ id: number }> => http.delete<{ id: number }>(categoryPath(id));
export const activateCategory = (id: number): Promise<FinancialCategory> => http.patch<FinancialCategory>(`${categoryPath(id)}/activate`);
export const deactivateCategory = (id: number): Promise<FinancialCategory> => http.patch<FinancialCategory>(`${categoryPath(id)}/deactivate`);

/** The Service catalogue calls (SPEC §7), typed by the shared contract. */
import type { SaveService, ServiceCatalogItem } from '@sge/shared/contract';
import { http } from '@sge/shared/http';
import { defineList, pageQuery, type ApiParams } from '@sge/shared/query';

export const servicesQueries = {
  list: (params: ApiParams) => pageQuery<ServiceCatalogItem>('/service-catalog', params),
};

/** The service catalogue page's list (its route preloads the same first page). */
export const servicesList = defineList({ query: servicesQueries.list, storageKey: 'service-catalog' });

const servicePath = (id: number): string => `/service-catalog/${id}`;

export const createService = (body: SaveService): Promise<ServiceCatalogItem> => http.post<ServiceCatalogItem>('/service-catalog', body);
export const updateService = (id: number, body: SaveService): Promise<ServiceCatalogItem> =>
  http.put<ServiceCatalogItem>(servicePath(id), body);
/** 409 with a pt-BR message when a budget uses the service (deactivate it instead). */
export const deleteService = (id: number): Promise<{ id: number }> => http.delete<{ id: number }>(servicePath(id));

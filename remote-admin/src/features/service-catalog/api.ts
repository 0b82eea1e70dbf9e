/** The Service catalogue calls (SPEC §7), typed by the shared contract. */
import type { SaveService, ServiceCatalogItem } from '@sge/shared/contract';
import { http } from '@sge/shared/http';

const servicePath = (id: number): string => `/service-catalog/${id}`;

export const createService = (body: SaveService): Promise<ServiceCatalogItem> => http.post<ServiceCatalogItem>('/service-catalog', body);
export const updateService = (id: number, body: SaveService): Promise<ServiceCatalogItem> =>
  http.put<ServiceCatalogItem>(servicePath(id), body);
/** 409 with a pt-BR message when a budget uses the service (deactivate it instead). */
export const deleteService = (id: number): Promise<{ id: number }> => http.delete<{ id: number }>(servicePath(id));

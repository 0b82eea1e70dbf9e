import type { ServiceCatalogItem } from '@sge/shared/contract';
import { useQuery } from '@sge/shared/query';
import { budgetsQueries } from './api';

/** The service catalogue, asked once `enabled` becomes true (the form opens). */
export function useServiceCatalog(enabled: boolean): { services: ServiceCatalogItem[]; loading: boolean; failed: boolean } {
  const answer = useQuery({ ...budgetsQueries.services(), enabled });
  return { services: answer.data ?? [], loading: answer.isFetching, failed: answer.isError };
}

import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';

/** A catalog item of the provider's API (docs/spec-reference.md §3): code and description. */
export interface CatalogItem {
  code: number;
  description: string;
}

/** A resource's lookups answered by one extra call (its `catalogs` action), cached for the session. */
export const useCatalogs = <T,>(resource: string, action = 'catalogs') => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: [resource, action],
    queryFn: () => dataProvider.action<T>(resource, action),
    staleTime: 5 * 60 * 1000,
  });
};

import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../providers/httpClient';
import { type NavResource, navigationTree } from './navigationTree';

export const useNavigation = () =>
  useQuery({
    queryKey: ['security', 'getResources'],
    queryFn: async () => navigationTree((await httpClient<{ resources: NavResource[] }>('/security/getResources')).resources ?? []),
    staleTime: 5 * 60 * 1000,
  });

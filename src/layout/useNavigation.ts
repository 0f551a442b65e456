import { useQuery } from '@tanstack/react-query';
import type { NavResource } from '../domain/navigation';
import { httpClient } from '../providers/httpClient';

/** The signed-in user's navigation entries (GET /security/getResources), fetched once for the menu and the screen guard. */
export const useNavResources = () =>
  useQuery({
    queryKey: ['security', 'getResources'],
    queryFn: async () => (await httpClient<{ resources: NavResource[] }>('/security/getResources')).resources ?? [],
    staleTime: 5 * 60 * 1000,
  });

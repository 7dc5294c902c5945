import { queryOptions, useQuery } from '@tanstack/react-query';
import { gymDetailKey } from '@contract/gyms/gym-profile-keys';
import type { GymDetail } from '@contract/gyms/gyms';
import { apiRoutes as endpoints, endpointPath } from '@contract/routes';
import { callApi } from '@/lib/api';
import { dataOf } from '@/lib/api';

export async function getGym(id: string): Promise<GymDetail> {
  return dataOf(await callApi<GymDetail>('GET', endpointPath(endpoints.getGym), { id }));
}

export const gymQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...gymDetailKey(id)], queryFn: () => getGym(id) });

export function useGym(id: string) {
  return useQuery(gymQueryOptions(id));
}

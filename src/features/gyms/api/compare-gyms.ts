import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GymDetail } from '@contract/gyms/gyms';
import { apiRoutes as endpoints, endpointPath } from '@contract/routes';
import { callApi } from '@/lib/api';
import { dataOf } from '@/lib/api';

export async function compareGyms(ids: string[]): Promise<GymDetail[]> {
  return dataOf(await callApi<GymDetail[]>('GET', endpointPath(endpoints.compareGyms), { ids }));
}

export const compareGymsQueryOptions = (ids: string[]) =>
  queryOptions({
    queryKey: ['gyms', 'compare', ids],
    queryFn: () => compareGyms(ids),
    // Removing a column keeps the table up while the smaller set loads.
    placeholderData: keepPreviousData,
  });

export function useCompareGyms(ids: string[]) {
  return useQuery({ ...compareGymsQueryOptions(ids), enabled: ids.length > 0 });
}

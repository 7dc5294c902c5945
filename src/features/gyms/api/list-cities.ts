import { queryOptions, useQuery } from '@tanstack/react-query';
import type { City } from '@contract/gyms/gyms';
import { apiRoutes as endpoints, endpointPath } from '@contract/routes';
import { callApi } from '@/lib/api';
import { dataOf } from '@/lib/api';

export async function listCities(): Promise<City[]> {
  return dataOf(await callApi<City[]>('GET', endpointPath(endpoints.listCities)));
}

export const citiesQueryOptions = () =>
  // The list of cities changes rarely: keep it for the whole visit.
  queryOptions({ queryKey: ['gyms', 'cities'], queryFn: listCities, staleTime: Infinity });

export function useCities({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...citiesQueryOptions(), enabled });
}

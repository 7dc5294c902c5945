import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GymSearchQuery, GymSearchResult } from '@contract/gyms/gyms';
import { apiRoutes as endpoints, endpointPath } from '@contract/routes';
import { callApi } from '@/lib/api';
import { dataOf } from '@/lib/api';

export async function searchGyms(query: GymSearchQuery): Promise<GymSearchResult> {
  return dataOf(await callApi<GymSearchResult>('GET', endpointPath(endpoints.searchGyms), query));
}

export const searchGymsQueryOptions = (query: GymSearchQuery) =>
  queryOptions({
    // The server seeds this key for /view-all-gyms (gymSearchKey in contract/gym-list-url.ts, which the home page's first load does without).
    queryKey: ['gyms', 'search', query],
    queryFn: () => searchGyms(query),
    // Paging and filtering keep the last page on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });

export function useSearchGyms(query: GymSearchQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...searchGymsQueryOptions(query), enabled });
}

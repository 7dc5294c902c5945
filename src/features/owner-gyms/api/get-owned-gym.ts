import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnedGym } from '@contract/gyms/owner-gyms';
import { apiRoutes, endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export async function getOwnedGym(gymId: string): Promise<OwnedGym> {
  return dataOf(await callApi<OwnedGym>('GET', endpointPath(apiRoutes.ownedGym), { gymId }));
}

/** Under ['owner', 'gyms'], so a change to any of the owner's gyms refreshes it. */
export const ownedGymQueryKey = (gymId: string) => ['owner', 'gyms', gymId, 'details'] as const;

export const ownedGymQueryOptions = (gymId: string) => queryOptions({ queryKey: ownedGymQueryKey(gymId), queryFn: () => getOwnedGym(gymId) });

export const useOwnedGym = (gymId: string) => useQuery(ownedGymQueryOptions(gymId));

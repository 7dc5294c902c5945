import { queryOptions, useQuery } from '@tanstack/react-query';
import { promoRoutes } from '@contract/bookings/promo-routes';
import type { Promo } from '@contract/bookings/promos';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

/** promos.php?action=list: one of the owner's gyms' codes, newest first, each with its uses and revenue. */
export async function listPromos(gymId: string): Promise<Promo[]> {
  return dataOf(await callApi<Promo[]>('GET', endpointPath(promoRoutes.listPromos), { gymId }));
}

export const promosQueryKey = (gymId: string) => ['owner', 'promos', gymId] as const;

export const promosQueryOptions = (gymId: string) => queryOptions({ queryKey: promosQueryKey(gymId), queryFn: () => listPromos(gymId) });

export const usePromos = (gymId: string) => useQuery(promosQueryOptions(gymId));

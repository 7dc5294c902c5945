import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerPlan } from '@contract/gyms/owner-gyms';
import { apiRoutes, endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

// The gym editor's key for the same call, so both screens share one cached answer.
export const gymPassesQueryOptions = (gymId: string) =>
  queryOptions({
    queryKey: ['owner', 'gyms', gymId, 'plans'],
    queryFn: async () => dataOf(await callApi<OwnerPlan[]>('GET', endpointPath(apiRoutes.listPlans), { gymId })),
  });

/** The passes a walk-in can buy: the gym's active ones with a price. */
export const useGymPasses = (gymId: string) =>
  useQuery({ ...gymPassesQueryOptions(gymId), select: (plans) => plans.filter((p) => p.active && p.pricePaise !== null) });

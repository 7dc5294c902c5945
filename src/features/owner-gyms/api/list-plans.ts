import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerPlan } from '@contract/gyms/owner-gyms';
import { apiRoutes, endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export async function listPlans(gymId: string): Promise<OwnerPlan[]> {
  return dataOf(await callApi<OwnerPlan[]>('GET', endpointPath(apiRoutes.listPlans), { gymId }));
}

export const plansQueryKey = (gymId: string) => ['owner', 'gyms', gymId, 'plans'] as const;

export const plansQueryOptions = (gymId: string) => queryOptions({ queryKey: plansQueryKey(gymId), queryFn: () => listPlans(gymId) });

export const usePlans = (gymId: string) => useQuery(plansQueryOptions(gymId));

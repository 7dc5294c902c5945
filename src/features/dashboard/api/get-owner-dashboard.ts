import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerDashboard } from '@contract/accounts/dashboard';
import { dashboardRoutes } from '@contract/accounts/dashboard-routes';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export async function getOwnerDashboard(gymId: string): Promise<OwnerDashboard> {
  return dataOf(await callApi<OwnerDashboard>('GET', endpointPath(dashboardRoutes.ownerDashboard), { gymId }));
}

// Check-ins and bookings arrive while the screen is open: the figures refresh every minute.
export const ownerDashboardQueryOptions = (gymId: string) =>
  queryOptions({ queryKey: ['dashboard', 'owner', gymId], queryFn: () => getOwnerDashboard(gymId), refetchInterval: 60_000 });

export const useOwnerDashboard = (gymId: string) => useQuery(ownerDashboardQueryOptions(gymId));

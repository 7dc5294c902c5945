import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformOverview } from '@contract/admin/admin';
import { adminRoutes } from '@contract/admin/admin-routes';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export async function getOverview(): Promise<PlatformOverview> {
  return dataOf(await callApi<PlatformOverview>('GET', endpointPath(adminRoutes.overview)));
}

export const overviewQueryOptions = () => queryOptions({ queryKey: ['admin', 'overview'], queryFn: getOverview });

export const useOverview = () => useQuery(overviewQueryOptions());

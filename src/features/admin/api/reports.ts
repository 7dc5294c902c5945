import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportedItem, reportTargets } from '@contract/admin/admin';
import { adminRoutes } from '@contract/admin/admin-routes';
import type { Paged } from '@contract/common';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export type ReportDecision = { reviewId: string; target: (typeof reportTargets)[number]; reason: string; hide: boolean };

export async function getReports(page: number, pageSize: number): Promise<Paged<ReportedItem>> {
  return dataOf(await callApi<Paged<ReportedItem>>('GET', endpointPath(adminRoutes.reports), { page, pageSize }));
}

/** Hide takes the item off the profile and the rating; dismiss closes the reports and leaves it. Both need a reason. */
export async function decideReports({ hide, ...body }: ReportDecision): Promise<string> {
  const envelope = await callApi<unknown>('POST', endpointPath(hide ? adminRoutes.hideContent : adminRoutes.dismissReports), body);
  return envelope.message;
}

export const useReports = (page: number, pageSize: number) =>
  useQuery({ queryKey: ['admin', 'reports', page, pageSize], queryFn: () => getReports(page, pageSize), placeholderData: keepPreviousData });

export function useDecideReports() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideReports, onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}

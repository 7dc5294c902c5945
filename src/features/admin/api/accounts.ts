import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountStatus, AccountSummary } from '@contract/admin/admin';
import { adminRoutes } from '@contract/admin/admin-routes';
import type { Paged } from '@contract/common';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export type AccountQuery = { q?: string; userType?: 'member' | 'gym_owner' | 'trainer'; page: number; pageSize: number };

export async function findAccounts(query: AccountQuery): Promise<Paged<AccountSummary>> {
  return dataOf(await callApi<Paged<AccountSummary>>('GET', endpointPath(adminRoutes.accounts), query));
}

export async function setSuspended({ userId, reason, suspend }: { userId: string; reason: string; suspend: boolean }): Promise<AccountStatus> {
  return dataOf(await callApi<AccountStatus>('POST', endpointPath(suspend ? adminRoutes.suspendAccount : adminRoutes.restoreAccount), { userId, reason }));
}

export const useAccounts = (query: AccountQuery) =>
  useQuery({ queryKey: ['admin', 'accounts', query], queryFn: () => findAccounts(query), placeholderData: keepPreviousData });

export function useSetSuspended() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setSuspended, onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}

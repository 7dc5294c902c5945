import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointPath } from '@contract/routes';
import { sessionRoutes } from '@contract/accounts/session-routes';
import { callApi, dataOf } from '@/lib/api';

export async function revokeOtherSessions(): Promise<number> {
  return dataOf(await callApi<{ revoked: number }>('POST', endpointPath(sessionRoutes.revokeOtherSessions))).revoked;
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeOtherSessions, onSettled: () => queryClient.invalidateQueries({ queryKey: ['auth', 'sessions'] }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointPath } from '@contract/routes';
import { sessionRoutes } from '@contract/accounts/session-routes';
import { callApi } from '@/lib/api';

export async function revokeSession(sessionId: string): Promise<string> {
  return (await callApi<null>('POST', endpointPath(sessionRoutes.revokeSession), { sessionId })).message;
}

/** Signs one other device out; the list is asked again whatever the answer (a 404 means it was gone already). */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeSession, onSettled: () => queryClient.invalidateQueries({ queryKey: ['auth', 'sessions'] }) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointPath } from '@contract/routes';
import { sessionRoutes } from '@contract/accounts/session-routes';
import type { DeviceSession } from '@contract/accounts/sessions';
import { callApi, dataOf } from '@/lib/api';
import { useSessionStore } from '@/stores/session-store';

export async function listSessions(): Promise<DeviceSession[]> {
  return dataOf(await callApi<DeviceSession[]>('GET', endpointPath(sessionRoutes.listSessions)));
}

// Keyed by user, like the profile: another account on this tab never sees this one's devices.
export const sessionsQueryKey = (userId: string | null) => ['auth', 'sessions', userId] as const;

export function useSessions() {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  return useQuery(queryOptions({ queryKey: sessionsQueryKey(userId), queryFn: listSessions, enabled: userId !== null }));
}

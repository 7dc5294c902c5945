import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@contract/accounts/auth';
import { apiRoutes as endpoints, endpointPath } from '@contract/routes';
import { ApiError, callApi } from '@/lib/api';
import { useSessionStore } from '@/stores/session-store';

export async function getProfile(): Promise<User> {
  const envelope = await callApi<User>('GET', endpointPath(endpoints.getProfile));
  if (!envelope.data) throw new ApiError(envelope.message || 'Unexpected error');
  return envelope.data;
}

// Keyed by user id, so a different account signing in on this tab never sees a cached profile.
export const profileQueryKey = (userId: string | null) => ['auth', 'profile', userId] as const;

export function getProfileQueryOptions(userId: string | null) {
  return queryOptions({ queryKey: profileQueryKey(userId), queryFn: getProfile, enabled: userId !== null });
}

export function useProfile() {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  return useQuery(getProfileQueryOptions(userId));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@contract/accounts/auth';
import { apiRoutes as endpoints, endpointPath } from '@contract/routes';
import type { ProfileUpdateBody } from '@contract/accounts/profile';
import { ApiError, callApi } from '@/lib/api';
import { useSessionStore } from '@/stores/session-store';
import { profileQueryKey } from './get-profile';

export async function updateProfile(body: ProfileUpdateBody): Promise<User> {
  const envelope = await callApi<User>('POST', endpointPath(endpoints.updateProfile), body);
  if (!envelope.data) throw new ApiError(envelope.message || 'Unexpected error');
  return envelope.data;
}

/** Saves the profile, then updates the session's user and the cached profile. */
export function useUpdateProfile({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  const setUser = useSessionStore((state) => state.setUser);
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(profileQueryKey(user.id), user);
      setUser(user);
      onSuccess?.(user);
    },
  });
}

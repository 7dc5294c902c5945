import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerRegistration, OwnerRegistrationData } from '@contract/accounts/owners';
import { apiRoutes, endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';
import { useSessionStore } from '@/stores/session-store';
import { refreshGyms } from './refresh-gyms';

export async function registerOwner(body: OwnerRegistration): Promise<OwnerRegistrationData> {
  return dataOf(await callApi<OwnerRegistrationData>('POST', endpointPath(apiRoutes.registerOwner), body));
}

/** Registers the owner and the first gym; the session's user then has a complete profile. */
export function useRegisterOwner() {
  const queryClient = useQueryClient();
  const setUser = useSessionStore((state) => state.setUser);
  return useMutation({
    mutationFn: registerOwner,
    onSuccess: ({ user }) => {
      setUser(user);
      return refreshGyms(queryClient);
    },
  });
}

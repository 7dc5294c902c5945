import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { apiRoutes, endpointPath } from '@contract/routes';
import { callApi } from '@/lib/api';
import { refreshGyms } from './refresh-gyms';

/** gyms.php?action=deactivate or reactivate; resolves to the server's message, which says what changed for members. */
export async function setGymActive({ gymId, active }: { gymId: string; active: boolean }): Promise<string> {
  const route = active ? apiRoutes.reactivateGym : apiRoutes.deactivateGym;
  const envelope = await callApi<OwnerGym>('POST', endpointPath(route), { gymId });
  return envelope.message;
}

export function useSetGymActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setGymActive, onSuccess: () => refreshGyms(queryClient) });
}

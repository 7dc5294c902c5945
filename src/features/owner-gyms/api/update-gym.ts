import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GymUpdate, OwnedGym } from '@contract/gyms/owner-gyms';
import { apiRoutes, endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';
import { ownedGymQueryKey } from './get-owned-gym';
import { refreshGyms } from './refresh-gyms';

/** Sends the gym's id and only the fields that changed. */
export async function updateGym(body: GymUpdate): Promise<OwnedGym> {
  return dataOf(await callApi<OwnedGym>('POST', endpointPath(apiRoutes.updateGym), body));
}

export function useUpdateGym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGym,
    onSuccess: (gym) => {
      queryClient.setQueryData(ownedGymQueryKey(gym.id), gym);
      return refreshGyms(queryClient);
    },
  });
}

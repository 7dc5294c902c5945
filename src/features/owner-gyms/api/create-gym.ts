import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GymCreate, OwnedGym } from '@contract/gyms/owner-gyms';
import { apiRoutes, endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';
import { refreshGyms } from './refresh-gyms';

export async function createGym(body: GymCreate): Promise<OwnedGym> {
  return dataOf(await callApi<OwnedGym>('POST', endpointPath(apiRoutes.createGym), body));
}

export function useCreateGym() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createGym, onSuccess: () => refreshGyms(queryClient) });
}

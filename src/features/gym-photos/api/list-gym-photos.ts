import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GymPhoto } from '@contract/gyms/gym-photos';
import { endpointPath } from '@contract/routes';
import { gymPhotoRoutes } from '@contract/gyms/gym-photo-routes';
import { ApiError, callApi } from '@/lib/api';

export async function listGymPhotos(gymId: string): Promise<GymPhoto[]> {
  const envelope = await callApi<GymPhoto[]>('GET', endpointPath(gymPhotoRoutes.gymPhotos), { gymId });
  if (!envelope.data) throw new ApiError('Unexpected error');
  return envelope.data;
}

export const gymPhotosQueryKey = (gymId: string) => ['gym-photos', gymId] as const;
export const gymPhotosQueryOptions = (gymId: string) => queryOptions({ queryKey: gymPhotosQueryKey(gymId), queryFn: () => listGymPhotos(gymId) });

export const useGymPhotos = (gymId: string) => useQuery(gymPhotosQueryOptions(gymId));

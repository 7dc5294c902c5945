import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GymPhoto } from '@contract/gym-photos';
import { apiRoutes, endpointPath } from '@contract/routes';
import { PHOTO_FIELD } from '@contract/uploads';
import { ApiError, callApi, uploadForm } from '@/lib/api';
import { gymPhotosQueryKey } from './list-gym-photos';

export async function uploadGymPhoto(gymId: string, photo: File, onProgress?: (fraction: number) => void): Promise<GymPhoto> {
  const form = new FormData();
  form.append('gymId', gymId);
  form.append(PHOTO_FIELD, photo);
  const envelope = await uploadForm<GymPhoto>(endpointPath(apiRoutes.uploadGymPhoto), form, onProgress);
  if (!envelope.data) throw new ApiError('Unexpected error');
  return envelope.data;
}

async function changePhotos(route: typeof apiRoutes.deleteGymPhoto | typeof apiRoutes.setGymCover, gymId: string, photoId: string): Promise<GymPhoto[]> {
  const envelope = await callApi<GymPhoto[]>('POST', endpointPath(route), { gymId, photoId });
  if (!envelope.data) throw new ApiError('Unexpected error');
  return envelope.data;
}

export const deleteGymPhoto = (gymId: string, photoId: string) => changePhotos(apiRoutes.deleteGymPhoto, gymId, photoId);
export const setGymCover = (gymId: string, photoId: string) => changePhotos(apiRoutes.setGymCover, gymId, photoId);

/** Delete or make-cover: the answer is the gym's photos as they now are; public gym data refreshes too. */
export function useChangeGymPhotos(gymId: string, change: typeof deleteGymPhoto) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => change(gymId, photoId),
    onSuccess: (photos) => queryClient.setQueryData(gymPhotosQueryKey(gymId), photos),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['gyms'] }),
  });
}

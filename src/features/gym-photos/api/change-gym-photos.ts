import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GymPhoto } from '@contract/gyms/gym-photos';
import { endpointPath } from '@contract/routes';
import { gymPhotoRoutes } from '@contract/gyms/gym-photo-routes';
import { PHOTO_FIELD } from '@contract/gyms/uploads';
import { ApiError, callApi } from '@/lib/api';
import { uploadForm } from '@/lib/upload';
import { gymPhotosQueryKey } from './list-gym-photos';

export async function uploadGymPhoto(gymId: string, photo: File, onProgress?: (fraction: number) => void): Promise<GymPhoto> {
  const form = new FormData();
  form.append('gymId', gymId);
  form.append(PHOTO_FIELD, photo);
  const envelope = await uploadForm<GymPhoto>(endpointPath(gymPhotoRoutes.uploadGymPhoto), form, onProgress);
  if (!envelope.data) throw new ApiError('Unexpected error');
  return envelope.data;
}

async function changePhotos(route: typeof gymPhotoRoutes.deleteGymPhoto | typeof gymPhotoRoutes.setGymCover, gymId: string, photoId: string): Promise<GymPhoto[]> {
  const envelope = await callApi<GymPhoto[]>('POST', endpointPath(route), { gymId, photoId });
  if (!envelope.data) throw new ApiError('Unexpected error');
  return envelope.data;
}

export const deleteGymPhoto = (gymId: string, photoId: string) => changePhotos(gymPhotoRoutes.deleteGymPhoto, gymId, photoId);
export const setGymCover = (gymId: string, photoId: string) => changePhotos(gymPhotoRoutes.setGymCover, gymId, photoId);

/** Delete or make-cover: the answer is the gym's photos as they now are; public gym data refreshes too. */
export function useChangeGymPhotos(gymId: string, change: typeof deleteGymPhoto) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => change(gymId, photoId),
    onSuccess: (photos) => queryClient.setQueryData(gymPhotosQueryKey(gymId), photos),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['gyms'] }),
  });
}

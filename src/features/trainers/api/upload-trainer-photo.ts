import { endpointPath } from '@contract/routes';
import { trainerRoutes } from '@contract/gyms/trainer-routes';
import type { Trainer } from '@contract/gyms/trainers';
import { PHOTO_FIELD } from '@contract/gyms/uploads';
import { ApiError } from '@/lib/api';
import { uploadForm } from '@/lib/upload';

/** Multipart: trainerId, then the file in `photo`. `token` signs the call as an applicant who has no stored session. */
export async function uploadTrainerPhoto(trainerId: string, photo: File, { onProgress, token }: { onProgress?: (fraction: number) => void; token?: string } = {}): Promise<Trainer> {
  const form = new FormData();
  form.append('trainerId', trainerId);
  form.append(PHOTO_FIELD, photo);
  const envelope = await uploadForm<Trainer>(endpointPath(trainerRoutes.trainerPhoto), form, onProgress, token ? { Authorization: `Bearer ${token}` } : {});
  if (!envelope.data) throw new ApiError('Unexpected error');
  return envelope.data;
}

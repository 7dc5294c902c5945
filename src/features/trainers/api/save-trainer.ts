import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointPath } from '@contract/routes';
import { trainerRoutes } from '@contract/gyms/trainer-routes';
import type { Trainer, TrainerCreateBody, TrainerUpdateBody } from '@contract/gyms/trainers';
import { ApiError, callApi } from '@/lib/api';

const dataOf = (data: Trainer | undefined) => {
  if (!data) throw new ApiError('Unexpected error');
  return data;
};

export async function createTrainer(body: TrainerCreateBody): Promise<Trainer> {
  return dataOf((await callApi<Trainer>('POST', endpointPath(trainerRoutes.createTrainer), body)).data);
}

export async function updateTrainer(body: TrainerUpdateBody): Promise<Trainer> {
  return dataOf((await callApi<Trainer>('POST', endpointPath(trainerRoutes.updateTrainer), body)).data);
}

/** Adds (no trainerId) or edits (only the fields given) one of the gym's trainers. */
export function useSaveTrainer(gymId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrainerCreateBody | TrainerUpdateBody) => ('trainerId' in body ? updateTrainer(body) : createTrainer(body as TrainerCreateBody)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['trainers', gymId] }),
  });
}

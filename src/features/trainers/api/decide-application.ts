import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointPath } from '@contract/routes';
import { trainerRoutes } from '@contract/gyms/trainer-routes';
import type { Trainer, TrainerDecision } from '@contract/gyms/trainers';
import { ApiError, callApi } from '@/lib/api';

export async function decideApplication(trainerId: string, decision: TrainerDecision): Promise<Trainer> {
  const envelope = await callApi<Trainer>('POST', endpointPath(trainerRoutes.decideTrainer), { trainerId, decision });
  if (!envelope.data) throw new ApiError('Unexpected error');
  return envelope.data;
}

export function useDecideApplication(gymId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trainerId, decision }: { trainerId: string; decision: TrainerDecision }) => decideApplication(trainerId, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['trainers', gymId] }),
  });
}

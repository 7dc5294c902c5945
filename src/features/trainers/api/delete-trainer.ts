import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointPath } from '@contract/routes';
import { trainerRoutes } from '@contract/gyms/trainer-routes';
import { callApi } from '@/lib/api';

export async function deleteTrainer(trainerId: string): Promise<string> {
  return (await callApi<null>('POST', endpointPath(trainerRoutes.deleteTrainer), { trainerId })).message;
}

export function useDeleteTrainer(gymId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTrainer, onSettled: () => queryClient.invalidateQueries({ queryKey: ['trainers', gymId] }) });
}

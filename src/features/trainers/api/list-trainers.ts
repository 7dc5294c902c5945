import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointPath } from '@contract/routes';
import { trainerRoutes } from '@contract/gyms/trainer-routes';
import type { Trainer } from '@contract/gyms/trainers';
import { ApiError, callApi } from '@/lib/api';

export async function listTrainers(gymId: string): Promise<Trainer[]> {
  const envelope = await callApi<Trainer[]>('GET', endpointPath(trainerRoutes.listTrainers), { gymId });
  if (!envelope.data) throw new ApiError('Unexpected error');
  return envelope.data;
}

/** Every change to a gym's team invalidates ['trainers', gymId]: the list and the applications. */
export const trainersQueryOptions = (gymId: string) => queryOptions({ queryKey: ['trainers', gymId, 'team'], queryFn: () => listTrainers(gymId) });

export const useTrainers = (gymId: string) => useQuery(trainersQueryOptions(gymId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointPath } from '@contract/routes';
import { trainerRoutes } from '@contract/gyms/trainer-routes';
import type { Trainer } from '@contract/gyms/trainers';
import { ApiError, callApi } from '@/lib/api';

export async function listApplications(gymId: string): Promise<Trainer[]> {
  const envelope = await callApi<Trainer[]>('GET', endpointPath(trainerRoutes.trainerApplications), { gymId });
  if (!envelope.data) throw new ApiError('Unexpected error');
  return envelope.data;
}

export const applicationsQueryOptions = (gymId: string) =>
  queryOptions({ queryKey: ['trainers', gymId, 'applications'], queryFn: () => listApplications(gymId) });

export const useApplications = (gymId: string) => useQuery(applicationsQueryOptions(gymId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GymQr } from '@contract/attendance/attendance';
import { attendanceRoutes } from '@contract/attendance/attendance-routes';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export async function getGymQr(gymId: string): Promise<GymQr> {
  return dataOf(await callApi<GymQr>('GET', endpointPath(attendanceRoutes.gymQr), { gymId }));
}

/** Fetched again as each window ends, so the screen always shows a code the server accepts. */
export const gymQrQueryOptions = (gymId: string) =>
  queryOptions({
    queryKey: ['attendance', 'gym-qr', gymId],
    queryFn: () => getGymQr(gymId),
    staleTime: 0,
    refetchInterval: (query) => Math.max(1, query.state.data?.expiresInSeconds ?? 30) * 1000,
    refetchIntervalInBackground: true,
  });

export const useGymQr = (gymId: string) => useQuery(gymQrQueryOptions(gymId));

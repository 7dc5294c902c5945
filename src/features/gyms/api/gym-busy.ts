import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Busy } from '@contract/attendance/attendance';
import { attendanceRoutes } from '@contract/attendance/attendance-routes';
import { gymBusyKey } from '@contract/gyms/gym-profile-keys';
import { endpointPath } from '@contract/routes';
import { callApi } from '@/lib/api';
import { dataOf } from '@/lib/api';

export async function getGymBusy(gymId: string): Promise<Busy> {
  return dataOf(await callApi<Busy>('GET', endpointPath(attendanceRoutes.gymBusy), { gymId }));
}

/** Measured again every minute while the profile is open (the server-drawn profile brings the first). */
export const gymBusyQueryOptions = (gymId: string) =>
  queryOptions({ queryKey: [...gymBusyKey(gymId)], queryFn: () => getGymBusy(gymId), refetchInterval: 60_000 });

export const useGymBusy = (gymId: string) => useQuery(gymBusyQueryOptions(gymId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Busy, BusyList } from '@contract/attendance/attendance';
import { attendanceRoutes } from '@contract/attendance/attendance-routes';
import { gymsBusyKey } from '@contract/gyms/gym-list-url';
import { endpointPath } from '@contract/routes';
import { callApi } from '@/lib/api';
import { dataOf } from '@/lib/api';

export async function getGymsBusy(gymIds: string[]): Promise<BusyList> {
  return dataOf(await callApi<BusyList>('GET', endpointPath(attendanceRoutes.gymsBusy), { gymIds }));
}

/** Asked once a page of results is on screen, apart from the search itself (the server-drawn list brings the first); measured again every minute. */
export const gymsBusyQueryOptions = (gymIds: string[]) =>
  queryOptions({ queryKey: [...gymsBusyKey(gymIds)], queryFn: () => getGymsBusy(gymIds), refetchInterval: 60_000, retry: false });

/** Each gym's reading with the time it was measured, by gym id. */
const byGym = ({ at, items }: BusyList): Map<string, Busy> => new Map(items.map(({ gymId, ...reading }) => [gymId, { ...reading, at }]));

export const useGymsBusy = (gymIds: string[]) => useQuery({ ...gymsBusyQueryOptions(gymIds), enabled: gymIds.length > 0, select: byGym });

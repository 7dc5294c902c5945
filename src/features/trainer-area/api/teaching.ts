import { queryOptions, useQuery } from '@tanstack/react-query';
import { classRoutes } from '@contract/classes/class-routes';
import type { TeachingSession } from '@contract/classes/classes';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export type TeachingRange = { from: string; to: string };

export const getTeaching = async (range: TeachingRange): Promise<TeachingSession[]> =>
  dataOf(await callApi<TeachingSession[]>('GET', endpointPath(classRoutes.teachingClasses), range));

export const teachingQueryOptions = (range: TeachingRange) => queryOptions({ queryKey: ['classes', 'teaching', range], queryFn: () => getTeaching(range) });

export const useTeaching = (range: TeachingRange) => useQuery(teachingQueryOptions(range));

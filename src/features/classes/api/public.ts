// The timetable on a gym's profile: zod-free (types only), as the profile starts without zod.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { classRoutes } from '@contract/classes/class-routes';
import { classRulesKey, classTimetableKey } from '@contract/gyms/gym-profile-keys';
import type { ClassBooked, ClassRules, ClassSession } from '@contract/classes/classes';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export async function getTimetable(gymId: string, from: string, to: string): Promise<ClassSession[]> {
  return dataOf(await callApi<ClassSession[]>('GET', endpointPath(classRoutes.classTimetable), { gymId, from, to }));
}

export async function getClassRules(gymId: string): Promise<ClassRules> {
  return dataOf(await callApi<ClassRules>('GET', endpointPath(classRoutes.classRules), { gymId }));
}

/** The key makes a retry (a lost answer, a second tap) get the first answer, never a second place. */
export async function bookClass({ sessionId, key }: { sessionId: string; key: string }): Promise<ClassBooked> {
  return dataOf(await callApi<ClassBooked>('POST', endpointPath(classRoutes.bookClass), { sessionId }, { 'Idempotency-Key': key }));
}

export const timetableQueryOptions = (gymId: string, from: string, to: string) =>
  queryOptions({ queryKey: classTimetableKey(gymId, from, to), queryFn: () => getTimetable(gymId, from, to) });
export const useTimetable = (gymId: string, from: string, to: string) => useQuery(timetableQueryOptions(gymId, from, to));
export const useClassRules = (gymId: string) => useQuery({ queryKey: classRulesKey(gymId), queryFn: () => getClassRules(gymId) });

export function useBookClass() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bookClass, onSettled: () => queryClient.invalidateQueries({ queryKey: ['classes', 'timetable'] }) });
}

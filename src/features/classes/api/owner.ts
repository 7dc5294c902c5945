// The owner's calls: series, sessions, roster, settings. Owner screens may load zod (the form validates with the contract).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { classRoutes } from '@contract/classes/class-routes';
import type { ClassCreateBody, ClassMoveSessionBody, ClassRules, ClassSeries, ClassSession, ClassUpdateBody, Roster } from '@contract/classes/classes';
import { endpointPath } from '@contract/routes';
import { trainerRoutes } from '@contract/gyms/trainer-routes';
import type { Trainer } from '@contract/gyms/trainers';
import { callApi, dataOf } from '@/lib/api';

type Saved<T> = { data: T; message: string };
const post = async <T>(route: { resource: string; action: string }, body: unknown): Promise<Saved<T>> => {
  const envelope = await callApi<T>('POST', endpointPath(route), body);
  return { data: dataOf(envelope), message: envelope.message };
};

export const listSeries = async (gymId: string) => dataOf(await callApi<ClassSeries[]>('GET', endpointPath(classRoutes.gymClasses), { gymId }));
export const getRoster = async (sessionId: string) => dataOf(await callApi<Roster>('GET', endpointPath(classRoutes.classRoster), { sessionId }));
const listTrainers = async (gymId: string) => dataOf(await callApi<Trainer[]>('GET', endpointPath(trainerRoutes.listTrainers), { gymId }));

export const saveSeries = (body: ClassCreateBody | ClassUpdateBody) =>
  'seriesId' in body ? post<ClassSeries>(classRoutes.updateClass, body) : post<ClassSeries>(classRoutes.createClass, body);
export const endSeries = (seriesId: string) => post<ClassSeries>(classRoutes.endClass, { seriesId });
export const cancelSession = (body: { sessionId: string; reason: string }) => post<ClassSession>(classRoutes.cancelClassSession, body);
export const moveSession = (body: ClassMoveSessionBody) => post<ClassSession>(classRoutes.moveClassSession, body);
export const saveSettings = (body: { gymId: string; noShowLimit: number }) => post<ClassRules>(classRoutes.classSettings, body);
export const waiveStrike = (classBookingId: string) => post<unknown>(classRoutes.waiveClassStrike, { classBookingId });

export const seriesQueryOptions = (gymId: string) => queryOptions({ queryKey: ['classes', 'series', gymId], queryFn: () => listSeries(gymId) });
export const useSeries = (gymId: string) => useQuery(seriesQueryOptions(gymId));
export const useRoster = (sessionId: string) => useQuery({ queryKey: ['classes', 'roster', sessionId], queryFn: () => getRoster(sessionId) });
/** Only accepted trainers can lead a class. */
export const useGymTrainers = (gymId: string) =>
  useQuery({ queryKey: ['trainers', gymId, 'team'], queryFn: () => listTrainers(gymId), select: (list) => list.filter((t) => t.status === 'accepted') });

/** Every owner change can move sessions, counts or rules: refetch all of classes. */
export function useClassMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: ['classes'] }) });
}

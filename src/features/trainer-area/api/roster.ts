import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { classRoutes } from '@contract/classes/class-routes';
import type { Roster } from '@contract/classes/classes';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export const getRoster = async (sessionId: string): Promise<Roster> => dataOf(await callApi<Roster>('GET', endpointPath(classRoutes.classRoster), { sessionId }));

export const rosterQueryOptions = (sessionId: string) => queryOptions({ queryKey: ['classes', 'roster', sessionId], queryFn: () => getRoster(sessionId) });

export const useRoster = (sessionId: string) => useQuery(rosterQueryOptions(sessionId));

export type MarkInput = { classBookingId: string; attended: boolean };

/** The server's words come back too: "Attendance marked", or its refusal through the thrown error. */
export async function markAttendance(input: MarkInput): Promise<string> {
  return (await callApi<unknown>('POST', endpointPath(classRoutes.markClass), input)).message;
}

export function useMarkAttendance(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAttendance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['classes', 'roster', sessionId] }),
  });
}

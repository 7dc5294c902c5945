import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointPath } from '@contract/routes';
import { staffRoutes } from '@contract/gyms/staff-routes';
import type { StaffInviteBody, StaffMember, StaffRole } from '@contract/gyms/staff';
import { callApi, dataOf } from '@/lib/api';

export async function listStaff(gymId: string): Promise<StaffMember[]> {
  return dataOf(await callApi<{ items: StaffMember[] }>('GET', endpointPath(staffRoutes.listStaff), { gymId })).items;
}

/** Every change to a gym's staff invalidates ['staff', gymId]: the list and the desk activity. */
export const staffQueryOptions = (gymId: string) => queryOptions({ queryKey: ['staff', gymId, 'list'], queryFn: () => listStaff(gymId) });

export const useStaff = (gymId: string) => useQuery(staffQueryOptions(gymId));

/** One mutation per write, each refreshing the gym's staff once it settles. */
function useStaffWrite<T>(gymId: string, write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', gymId] }) });
}

export const useInviteStaff = (gymId: string) =>
  useStaffWrite(gymId, (body: StaffInviteBody) => callApi<{ staffId: string }>('POST', endpointPath(staffRoutes.inviteStaff), body));

export const useUpdateStaff = (gymId: string) =>
  useStaffWrite(gymId, (body: { staffId: string; role: StaffRole }) => callApi<null>('POST', endpointPath(staffRoutes.updateStaff), body));

export const useRevokeStaff = (gymId: string) =>
  useStaffWrite(gymId, (staffId: string) => callApi<null>('POST', endpointPath(staffRoutes.revokeStaff), { staffId }));

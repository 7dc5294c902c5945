import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScanResult } from '@contract/attendance/attendance';
import { attendanceRoutes } from '@contract/attendance/attendance-routes';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

/** A member's scan of the gym's code. */
export async function markAttendance(payload: string): Promise<ScanResult> {
  return dataOf(await callApi<ScanResult>('POST', endpointPath(attendanceRoutes.markAttendance), { payload }));
}

/** The desk's scan (or typed entry) of a member's booking code. */
export async function checkInByCode({ gymId, bookingCode }: { gymId: string; bookingCode: string }): Promise<ScanResult> {
  return dataOf(await callApi<ScanResult>('POST', endpointPath(attendanceRoutes.ownerCheckIn), { gymId, bookingCode }));
}

export function useScanMutation(send: (code: string) => Promise<ScanResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointPath } from '@contract/routes';
import { staffRoutes } from '@contract/gyms/staff-routes';
import type { StaffAuditRow } from '@contract/gyms/staff';
import { callApi, dataOf } from '@/lib/api';

export async function staffAudit(gymId: string, days: number): Promise<StaffAuditRow[]> {
  return dataOf(await callApi<{ items: StaffAuditRow[] }>('GET', endpointPath(staffRoutes.staffAudit), { gymId, days })).items;
}

export const staffAuditQueryOptions = (gymId: string, days: number) =>
  queryOptions({ queryKey: ['staff', gymId, 'audit', days], queryFn: () => staffAudit(gymId, days) });

export const useStaffAudit = (gymId: string, days: number) => useQuery(staffAuditQueryOptions(gymId, days));

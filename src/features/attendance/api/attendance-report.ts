import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceRecord } from '@contract/attendance/attendance';
import { attendanceRoutes } from '@contract/attendance/attendance-routes';
import type { Paged } from '@contract/common';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';
import { fetchEveryPage } from '@/lib/every-page';

export type ReportParams = { gymId?: string | undefined; from?: string | undefined; to?: string | undefined; page: number; pageSize: number };

export async function getAttendanceReport(params: ReportParams): Promise<Paged<AttendanceRecord>> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  return dataOf(await callApi<Paged<AttendanceRecord>>('GET', endpointPath(attendanceRoutes.attendanceReport), query));
}

export const attendanceReportQueryOptions = (params: ReportParams) =>
  queryOptions({ queryKey: ['attendance', 'report', params], queryFn: () => getAttendanceReport(params), placeholderData: keepPreviousData });

export const useAttendanceReport = (params: ReportParams, options: { refetchInterval?: number } = {}) =>
  useQuery({ ...attendanceReportQueryOptions(params), ...options });

/** Every page of the filtered range, for the CSV file. */
export async function getWholeReport(params: Omit<ReportParams, 'page' | 'pageSize'>): Promise<AttendanceRecord[]> {
  return fetchEveryPage((page, pageSize) => getAttendanceReport({ ...params, page, pageSize }));
}

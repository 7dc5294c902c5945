import { OwnerAttendanceReportPage } from '@/features/attendance/components/attendance-report-page';

export const Component = OwnerAttendanceReportPage;

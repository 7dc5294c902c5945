import { MemberAttendanceReportPage } from '@/features/attendance/components/attendance-report-page';

export const Component = MemberAttendanceReportPage;

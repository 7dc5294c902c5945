import { AttendanceQrPage } from '@/features/attendance/components/attendance-qr-page';

export const Component = AttendanceQrPage;

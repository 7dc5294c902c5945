import { MemberScanPage } from '@/features/attendance/components/scan-page';

export const Component = MemberScanPage;

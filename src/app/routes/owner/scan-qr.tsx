import { OwnerScanPage } from '@/features/attendance/components/scan-page';

export const Component = OwnerScanPage;

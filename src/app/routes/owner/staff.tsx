import { StaffPage } from '@/features/staff/components/staff-page';

export const Component = StaffPage;

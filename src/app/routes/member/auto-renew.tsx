import { AutoRenewPage } from '@/features/bookings/components/auto-renew-page';

export const Component = AutoRenewPage;

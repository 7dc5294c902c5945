import { OwnerPaymentsPage } from '@/features/bookings/components/owner-payments-page';

export const Component = OwnerPaymentsPage;

import { OwnerPaymentsPage } from '@/features/bookings/components/payments/owner-payments-page';

export const Component = OwnerPaymentsPage;

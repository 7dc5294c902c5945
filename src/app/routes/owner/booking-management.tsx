import { OwnerBookingsPage } from '@/features/bookings/components/owner-bookings-page';

export const Component = OwnerBookingsPage;

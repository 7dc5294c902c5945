import { ViewBookingsPage } from '@/features/bookings/components/view-bookings-page';

export const Component = ViewBookingsPage;

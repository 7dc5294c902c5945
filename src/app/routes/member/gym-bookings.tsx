import { GymBookingsPage } from '@/features/bookings/components/gym-bookings-page';

export const Component = GymBookingsPage;

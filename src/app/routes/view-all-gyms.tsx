export { GymListPage as Component } from '@/features/gyms/components/gym-list-page';

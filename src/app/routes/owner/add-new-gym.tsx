export { AddGymPage as Component } from '@/features/owner-gyms/components/add-gym-page';

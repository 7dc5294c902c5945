export { ProfilePage as Component } from '@/features/auth/components/profile-page';

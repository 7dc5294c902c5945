export { OwnerRegistrationPage as Component } from '@/features/owner-gyms/components/owner-registration-page';

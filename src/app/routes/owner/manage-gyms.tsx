export { ManageGymsPage as Component } from '@/features/owner-gyms/components/manage-gyms-page';

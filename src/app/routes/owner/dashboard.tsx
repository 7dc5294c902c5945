export { OwnerDashboard as Component } from '@/features/dashboard/components/owner-dashboard';

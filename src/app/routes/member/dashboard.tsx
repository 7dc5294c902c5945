export { MemberDashboard as Component } from '@/features/dashboard/components/member-dashboard';

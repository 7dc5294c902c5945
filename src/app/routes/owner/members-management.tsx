export { MembersPage as Component } from '@/features/members/components/members-page';

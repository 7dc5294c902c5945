export { AddMemberPage as Component } from '@/features/members/components/add-member-page';

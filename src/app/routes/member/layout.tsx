export { MemberLayout as Component } from '@/components/layouts/member-layout';

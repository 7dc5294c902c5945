import { MemberLayout } from '@/components/layouts/member-layout';
import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

export function Component() {
  return <MemberLayout bell={<NotificationBell to={paths.member.notifications} />} />;
}

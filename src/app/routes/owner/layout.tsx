import { OwnerLayout } from '@/components/layouts/owner-layout';
import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

export function Component() {
  return <OwnerLayout bell={<NotificationBell to={paths.owner.notifications} />} />;
}

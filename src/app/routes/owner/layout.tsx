import { OwnerLayout } from '@/components/layouts/owner-layout';
import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { AccountLanguage } from '@/features/auth/components/account-language';

export function Component() {
  return (
    <>
      <AccountLanguage />
      <OwnerLayout bell={<NotificationBell to={paths.owner.notifications} />} />
    </>
  );
}

import { MemberLayout } from '@/components/layouts/member-layout';
import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { AccountLanguage } from '@/features/auth/components/account-language';

export function Component() {
  return (
    <>
      <AccountLanguage />
      <MemberLayout bell={<NotificationBell to={paths.member.notifications} />} />
    </>
  );
}

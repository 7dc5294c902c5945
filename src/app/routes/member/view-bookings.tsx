import { matchPath, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AutoRenewPage } from '@/features/bookings/components/auto-renew-page';
import { ViewBookingsPage } from '@/features/bookings/components/view-bookings-page';

/** /member/view-bookings, and /member/auto-renew (the renewal notice's links) in the same module: one import fewer in the first visit's code. */
export function Component() {
  const { pathname } = useLocation();
  return matchPath(paths.member.autoRenew, pathname) ? <AutoRenewPage /> : <ViewBookingsPage />;
}

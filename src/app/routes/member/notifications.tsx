import { lazy, Suspense } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { RouteFallback } from '@/components/layouts/route-loader';
import { paths } from '@/config/paths';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';

// /member/classes shares this module (one import in the first visit's code, like the owner's messages): its page
// loads in a second step, when that path is open.
const MyClassesPage = lazy(() => import('@/features/my-classes/components/my-classes-page').then((m) => ({ default: m.MyClassesPage })));

/** /member/notifications, and /member/classes, where a promotion from the waitlist leads. */
export function Component() {
  const { pathname } = useLocation();
  if (!matchPath(paths.member.classes, pathname)) return <NotificationsPage area="member" />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <MyClassesPage />
    </Suspense>
  );
}

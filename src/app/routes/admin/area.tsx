import { lazy, Suspense } from 'react';
import { RouteFallback } from '@/components/layouts/route-loader';
import { AccountLanguage } from '@/features/auth/components/account-language';

// A small module behind router.tsx's one lazy route: the first visit's code then names only this file, and the
// admin screens' many files are listed here instead (the first visit has no bytes to spare).
const AdminRoutes = lazy(() => import('./admin-routes').then((module) => ({ default: module.AdminRoutes })));

/** /admin/*: the admin area's layout and pages, as descendant routes. */
export function Component() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <AccountLanguage />
      <AdminRoutes />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { RouteFallback } from '@/components/layouts/route-loader';
import { AccountLanguage } from '@/features/auth/components/account-language';

// A second step: the router's import of this module then lists no dependencies in the first visit's code (each
// chunk a lazy import needs is named there); the area's own list lives here instead, whatever the area grows to.
const Screens = lazy(() => import('./area-screens'));

/** The whole trainer area behind router.tsx's one /trainer/* route. */
export function Component() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <AccountLanguage />
      <Screens />
    </Suspense>
  );
}

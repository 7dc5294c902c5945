import { lazy, Suspense } from 'react';
import { RouteFallback } from '@/components/layouts/route-loader';
import { AccountLanguage } from '@/features/auth/components/account-language';

// A second step, as the trainer area's: the router's import of this module lists no dependencies in the first visit.
const Screens = lazy(() => import('./area-screens'));

/** The whole staff area (issue 38) behind router.tsx's one /staff/* route. */
export function Component() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <AccountLanguage />
      <Screens />
    </Suspense>
  );
}

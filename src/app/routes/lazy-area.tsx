import { lazy, Suspense, type ComponentType } from 'react';
import { RouteFallback } from '@/components/layouts/route-loader';
import { AccountLanguage } from '@/features/auth/components/account-language';

/**
 * A signed-in area behind one `/<area>/*` route, its screens loaded in a second step: the router's import of the area
 * then lists no dependencies in the first visit's code (each chunk a lazy import needs is named there).
 */
export function lazyArea(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screens = lazy(load);
  return function Area() {
    return (
      <Suspense fallback={<RouteFallback />}>
        <AccountLanguage />
        <Screens />
      </Suspense>
    );
  };
}

import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { FullScreenLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';

/** The full-screen "Loading..." every lazy route shows while its code arrives. */
export function RouteLoader() {
  const { t } = useTranslation();
  return <FullScreenLoader message={t('common.loading')} />;
}

/** The owner area's own orange loader. */
export function OwnerRouteLoader() {
  const { t } = useTranslation();
  return <FullScreenLoader tone="owner" message={t('common.ownerLoading')} />;
}

const isOwnerPath = (pathname: string) => pathname === paths.owner.root || pathname.startsWith(`${paths.owner.root}/`);

/** The loader that fits where a navigation is going: the owner's own in the owner area, for an owner (anyone else is turned away). */
export function LoaderFor({ pathname }: { pathname: string }) {
  const owner = useSessionStore((s) => s.userType === 'gym_owner');
  return owner && isOwnerPath(pathname) ? <OwnerRouteLoader /> : <RouteLoader />;
}

/** Covers the page while a screen's code arrives (for `pathname`, else here): orange in the owner area, "Loading..." elsewhere. */
export function RouteFallback({ pathname }: { pathname?: string }) {
  const here = useLocation().pathname;
  return (
    <div className="fixed inset-0 z-50">
      <LoaderFor pathname={pathname ?? here} />
    </div>
  );
}

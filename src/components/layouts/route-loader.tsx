import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { FullScreenLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

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

/** The loader that fits where a navigation is going. */
export function LoaderFor({ pathname }: { pathname: string }) {
  return isOwnerPath(pathname) ? <OwnerRouteLoader /> : <RouteLoader />;
}

/** Covers the page while a screen's code arrives: orange in the owner area, "Loading..." elsewhere. */
export function RouteFallback() {
  const { pathname } = useLocation();
  return (
    <div className="fixed inset-0 z-50">
      <LoaderFor pathname={pathname} />
    </div>
  );
}

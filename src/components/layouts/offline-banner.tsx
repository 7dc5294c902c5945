import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useOnline } from '@/lib/use-online';
import type { Area } from './area-nav';

// The member's home and My bookings say it themselves, beside the barcode saved on this device.
const screensWithOwnOfflineMessage = new Set<string>([paths.member.root, paths.member.viewBookings]);

/**
 * Offline, a signed-in screen's calls cannot reach the server: say so once, at the top, so a loader or a
 * "failed to load" below reads as the network and not the product. The calls run again when it is back.
 */
export function OfflineBanner({ area }: { area: Area }) {
  const { t } = useTranslation();
  const online = useOnline();
  const { pathname } = useLocation();
  if (online || screensWithOwnOfflineMessage.has(pathname.replace(/\/$/, ''))) return null;
  return (
    <Alert className="mb-6">
      <span className="font-semibold">{t('nav.offline.title')}</span> {t(`nav.offline.${area}`)}
      {area === 'member' && (
        <>
          {' '}
          <Link to={paths.member.viewBookings} className="font-semibold underline">
            {t('nav.offline.savedBarcode')}
          </Link>
        </>
      )}
    </Alert>
  );
}

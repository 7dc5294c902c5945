import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { formatTimeOfDay } from '@/lib/format';
import { readSavedBarcode } from '../barcode-store';
import { formatDay } from '../dates';
import { BookingBarcode } from './booking-barcode';
import '../strings';

/** The browser says it is offline: a failed or paused call is the missing network, not the server failing. */
export const isOffline = () => !navigator.onLine;

/**
 * Offline: "You are offline…" and the next booking's barcode saved on this device (gymBarcode), so the member
 * checks in at the desk without a network (the service worker brings the screen up).
 */
export function OfflineBarcode() {
  const { t } = useTranslation();
  const saved = readSavedBarcode();
  return (
    <div className="flex flex-col gap-3">
      <Alert>{t(saved ? 'bookings.view.offline' : 'bookings.view.offlineNothingSaved')}</Alert>
      {saved && (
        <div className="flex max-w-md flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4">
          <p className="font-semibold text-slate-900">{saved.gymName}</p>
          <p className="text-sm text-slate-700">
            {t(`gyms.passes.${saved.passType}`)} · {formatDay(saved.startDate)}
            {saved.slotTime && ` · ${formatTimeOfDay(saved.slotTime)}`}
          </p>
          <BookingBarcode code={saved.code} />
          <p className="text-sm text-slate-700">{t('bookings.view.showAtDesk')}</p>
        </div>
      )}
    </div>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatTimeOfDay } from '@/lib/format';
import { useBookingSummary } from '../api/my-bookings';
import { saveNextBarcode } from '../barcode-store';
import { formatDay } from '../dates';
import { BookingBarcode } from './booking-barcode';
import { StatusBadge } from './booking-card';
import { isOffline, OfflineBarcode } from './saved-barcode';
import '../strings';

/** The member dashboard's booking panel: the next booking with its barcode, counts, and links. */
export function NextBooking() {
  const { t } = useTranslation();
  const summary = useBookingSummary();
  const next = summary.data?.next;
  useEffect(() => {
    if (summary.isSuccess) saveNextBarcode(next?.status === 'confirmed' ? next : null);
  }, [summary.isSuccess, next]);
  if (summary.isPending && !summary.isPaused) return <InlineLoader>{t('common.loading')}</InlineLoader>;
  if (summary.isPending || summary.isError) return isOffline() ? <OfflineBarcode /> : <Alert tone="error">{t('bookings.dashboard.loadFailed')}</Alert>;
  const { upcomingCount, visitCount } = summary.data;
  return (
    <section aria-labelledby="next-booking-title" className="grid gap-4 lg:grid-cols-[1fr_16rem]">
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="next-booking-title" className="text-lg font-bold text-slate-900">
          {t('bookings.dashboard.nextBooking')}
        </h2>
        {next ? (
          <>
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold text-slate-900">{next.gymName}</p>
                <p className="text-sm text-slate-700">
                  {t(`gyms.passes.${next.passType}`)} · {formatDay(next.startDate)} · {formatTimeOfDay(next.slotTime)}
                </p>
              </div>
              <StatusBadge status={next.status} />
            </div>
            {next.status === 'confirmed' ? (
              <BookingBarcode code={next.code} />
            ) : (
              <ButtonLink to={`${paths.member.gymBookings}?booking=${encodeURIComponent(next.id)}`} size="sm" className="self-start">
                {t('bookings.view.payNow')}
              </ButtonLink>
            )}
          </>
        ) : (
          <div className="flex flex-col items-start gap-3">
            <p className="text-slate-600">{t('bookings.dashboard.noNext')}</p>
            <ButtonLink to={paths.member.gymBookings}>{t('bookings.dashboard.book')}</ButtonLink>
          </div>
        )}
      </div>
      <div className="flex flex-col gap-3">
        <dl className="grid grid-cols-2 gap-3">
          <Count term={t('bookings.dashboard.upcoming')} value={upcomingCount} />
          <Count term={t('bookings.dashboard.visits')} value={visitCount} />
        </dl>
        <Link to={paths.member.viewBookings} className="font-medium text-brand-700 underline">
          {t('bookings.dashboard.viewAll')}
        </Link>
        <Link to={paths.member.paymentsHistory} className="font-medium text-brand-700 underline">
          {t('bookings.dashboard.payments')}
        </Link>
      </div>
    </section>
  );
}

function Count({ term, value }: { term: string; value: number }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 text-center">
      <dt className="text-xs font-medium text-slate-600">{term}</dt>
      <dd className="text-3xl font-bold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

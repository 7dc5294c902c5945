import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/layouts/document-title';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { useChangeAutoRenew } from '../api/auto-renew';
import { useBooking } from '../api/get-booking';
import '../strings';

/**
 * /member/auto-renew?bookingId=…&action=skip|stop: where the renewal notice's links land (signed in, the member's own
 * pass). Nothing changes until the member confirms here: a link opened by a preview bot skips nothing.
 */
export function AutoRenewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const bookingId = params.get('bookingId') ?? '';
  const action = params.get('action') === 'stop' ? 'stop' : 'skip';
  const detail = useBooking(bookingId);
  const change = useChangeAutoRenew();
  const b = detail.data?.booking;
  const renewing = b?.autoRenew?.status === 'active' || (action === 'stop' && (b?.autoRenew?.status === 'skipped' || b?.autoRenew?.status === 'pending'));
  const words = b && { pass: t(`gyms.passes.${b.passType}`), gym: b.gymName };
  return (
    <section aria-labelledby="auto-renew-title" className="mx-auto flex max-w-xl flex-col gap-4">
      <DocumentTitle title={t('bookings.autoRenew.screenTitle')} />
      <h1 id="auto-renew-title" className="text-2xl font-bold text-slate-900">
        {t('bookings.autoRenew.screenTitle')}
      </h1>
      {detail.isPending ? (
        <InlineLoader>{t('common.loading')}</InlineLoader>
      ) : detail.isError || !b || !words ? (
        <Alert tone="error">{errorMessage(detail.error)}</Alert>
      ) : change.isSuccess ? (
        <Alert tone="success">{change.data.message}</Alert>
      ) : renewing ? (
        <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
          <p className="text-slate-800">{t(action === 'skip' ? 'bookings.autoRenew.confirmSkip' : 'bookings.autoRenew.confirmStop', words)}</p>
          <Button className="self-start" disabled={change.isPending} onClick={() => change.mutate({ bookingId, change: action })}>
            {t(action === 'skip' ? 'bookings.autoRenew.confirmSkipButton' : 'bookings.autoRenew.confirmStopButton')}
          </Button>
          {change.error && <Alert tone="error">{errorMessage(change.error)}</Alert>}
        </div>
      ) : (
        <Alert tone="info">{t('bookings.autoRenew.notRenewing')}</Alert>
      )}
      <ButtonLink to={paths.member.viewBookings} variant="secondary" className="self-start">
        {t('bookings.autoRenew.backToBookings')}
      </ButtonLink>
    </section>
  );
}

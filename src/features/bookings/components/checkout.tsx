import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking, PaymentOrder } from '@contract/bookings/bookings';
import { DocumentTitle } from '@/components/layouts/document-title';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { formatPaise, formatTimeOfDay } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useBooking } from '../api/get-booking';
import { useTestPay, verifyPayment } from '../api/pay';
import { formatDay, formatInstant } from '../dates';
import { openRazorpayCheckout } from '../razorpay';
import { ConfirmedBooking } from './booking-done';

/** Paying a pending booking: the test gateway's Pay / Fail, or Razorpay Checkout; a failure can be retried on the same booking. */
export function Checkout({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const detail = useBooking(bookingId);
  if (detail.isPending) return <InlineLoader>{t('common.loading')}</InlineLoader>;
  if (detail.isError) return <Alert tone="error">{t('bookings.checkout.loadFailed')}</Alert>;
  const { booking, payment } = detail.data;
  if (booking.status === 'confirmed' || booking.status === 'completed') return <ConfirmedBooking booking={booking} />;
  if (booking.status !== 'pending' || !payment)
    return (
      <div className="mx-auto flex max-w-lg flex-col gap-4">
        <Alert tone="error">{booking.cancelReason ?? t('bookings.checkout.notPending')}</Alert>
        <ButtonLink to={`${paths.member.gymBookings}?gymId=${encodeURIComponent(booking.gymId)}`}>{t('bookings.view.bookGym')}</ButtonLink>
      </div>
    );
  return <PayPanel booking={booking} payment={payment} />;
}

function PayPanel({ booking, payment }: { booking: Booking; payment: PaymentOrder }) {
  const { t } = useTranslation();
  const testPay = useTestPay();
  const [failed, setFailed] = useState(booking.paymentStatus === 'failed');
  const [confirmed, setConfirmed] = useState<Booking | null>(null);
  const [razorpayBusy, setRazorpayBusy] = useState(false);

  if (confirmed) return <ConfirmedBooking booking={confirmed} />;

  const settle = (result: Booking, message: string) => {
    if (result.status === 'confirmed') {
      notify.success(t('bookings.checkout.confirmed'));
      setConfirmed(result);
    } else {
      setFailed(true);
      notify.error(t('bookings.checkout.failed'), { description: message });
    }
  };

  const pay = async (outcome: 'success' | 'failure') => {
    try {
      const { data, message } = await testPay.mutateAsync({ orderId: payment.orderId, outcome });
      settle(data.booking, message);
    } catch (error) {
      setFailed(true);
      notify.error(t('bookings.checkout.failed'), { description: errorMessage(error) });
    }
  };

  const razorpay = async () => {
    setRazorpayBusy(true);
    try {
      const answer = await openRazorpayCheckout({ order: payment, description: t(`gyms.passes.${booking.passType}`), contact: undefined });
      const { data, message } = await verifyPayment(answer);
      settle(data.booking, message);
    } catch (error) {
      setFailed(true);
      notify.error(t('bookings.checkout.failed'), { description: errorMessage(error) });
    } finally {
      setRazorpayBusy(false);
    }
  };

  return (
    <section aria-labelledby="checkout-title" className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <DocumentTitle title={t('bookings.checkout.title')} />
      <h1 id="checkout-title" className="text-2xl font-bold text-slate-900">
        {t('bookings.checkout.title')}
      </h1>
      <div className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className="text-lg font-semibold text-slate-900">{booking.gymName}</p>
        <p className="text-slate-700">
          {t(`gyms.passes.${booking.passType}`)} · {formatDay(booking.startDate)} · {formatTimeOfDay(booking.slotTime)}
        </p>
        <p className="flex items-baseline justify-between border-t border-slate-100 pt-3">
          <span className="text-slate-700">{t('bookings.checkout.amount')}</span>
          <span className="text-2xl font-bold text-brand-700">{formatPaise(payment.amountPaise)}</span>
        </p>
        {booking.holdExpiresAt && <p className="text-sm text-slate-600">{t('bookings.checkout.holdUntil', { time: formatInstant(booking.holdExpiresAt, booking.timeZone) })}</p>}
      </div>
      {failed && (
        <Alert tone="error">
          <p className="font-semibold">{t('bookings.checkout.failed')}</p>
        </Alert>
      )}
      {payment.provider === 'test' ? (
        <div className="flex flex-col gap-3 rounded-2xl border-2 border-dashed border-amber-300 bg-amber-50 p-5">
          <p className="font-semibold text-amber-900">{t('bookings.checkout.testGateway')}</p>
          <p className="text-sm text-amber-900">{t('bookings.checkout.testHint')}</p>
          <div className="grid grid-cols-2 gap-3">
            <Button size="lg" onClick={() => void pay('success')} loading={testPay.isPending && testPay.variables?.outcome === 'success'} disabled={testPay.isPending}>
              {t('bookings.checkout.pay')}
            </Button>
            <Button size="lg" variant="secondary" onClick={() => void pay('failure')} loading={testPay.isPending && testPay.variables?.outcome === 'failure'} disabled={testPay.isPending}>
              {t('bookings.checkout.fail')}
            </Button>
          </div>
        </div>
      ) : (
        <Button size="lg" onClick={() => void razorpay()} loading={razorpayBusy}>
          {failed ? t('bookings.checkout.retry') : t('bookings.checkout.razorpay')}
        </Button>
      )}
    </section>
  );
}

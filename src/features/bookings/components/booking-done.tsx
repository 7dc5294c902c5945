import { useTranslation } from 'react-i18next';
import type { Booking, BookingCreated } from '@contract/bookings/bookings';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatPaise, formatTimeOfDay } from '@/lib/format';
import { formatDay } from '../dates';
import { BookingBarcode } from './booking-barcode';
import { UpiPay } from './upi-pay';

/** "Booking confirmed successfully!" with the booking's barcode and where to find it later. */
export function BookingDone({ created }: { created: Pick<BookingCreated, 'booking'> }) {
  return <ConfirmedBooking booking={created.booking} />;
}

export function ConfirmedBooking({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="done-title" className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <Alert tone="success">
        <h1 id="done-title" className="text-lg font-bold">
          {t('bookings.checkout.confirmed')}
        </h1>
      </Alert>
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className="text-lg font-semibold text-slate-900">{booking.gymName}</p>
        <p className="text-slate-700">
          {t(`gyms.passes.${booking.passType}`)} · {formatDay(booking.startDate)} · {formatTimeOfDay(booking.slotTime)}
        </p>
        <p className="text-slate-700">
          {formatPaise(booking.amountPaise)} · {t(`bookings.paymentStatus.${booking.paymentStatus}`)}
        </p>
        <BookingBarcode code={booking.code} />
        <p className="text-center text-sm text-slate-600">{t('bookings.view.showAtDesk')}</p>
        {booking.upiLink && <UpiPay link={booking.upiLink} code={booking.code} amountPaise={booking.amountPaise} />}
      </div>
      <ButtonLink to={paths.member.viewBookings} size="lg">
        {t('bookings.checkout.viewBookings')}
      </ButtonLink>
    </section>
  );
}

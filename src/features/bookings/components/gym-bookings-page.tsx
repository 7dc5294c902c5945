import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Booking } from '@contract/bookings/bookings';
import { DocumentTitle } from '@/components/layouts/document-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMyBookings } from '../api/my-bookings';
import { BookingForm } from './booking-form';
import { Checkout } from './checkout';
import '../strings';

/** /member/gym-bookings: ?booking= pays a pending booking, ?gymId= books at a gym, otherwise the gyms booked before and a search. */
export function GymBookingsPage() {
  const [params] = useSearchParams();
  const bookingId = params.get('booking');
  const gymId = params.get('gymId');
  if (bookingId) return <Checkout key={bookingId} bookingId={bookingId} />;
  if (gymId) return <BookingForm key={gymId} gymId={gymId} />;
  return <BookedBefore />;
}

/** One card per gym, newest booking first. */
const gymsOf = (bookings: Booking[]) => [...new Map(bookings.map((b) => [b.gymId, b])).values()];

function BookedBefore() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const bookings = useMyBookings({ scope: 'all', page: 1, pageSize: 48 });
  const search = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`${paths.viewAllGyms}?${new URLSearchParams(q.trim() ? { q: q.trim() } : {})}`);
  };
  return (
    <section aria-labelledby="gym-bookings-title" className="flex flex-col gap-8">
      <DocumentTitle title={t('bookings.gymBookings.title')} />
      <header>
        <h1 id="gym-bookings-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('bookings.gymBookings.title')}
        </h1>
        <p className="mt-2 text-slate-600">{t('bookings.gymBookings.subtitle')}</p>
      </header>
      <section aria-labelledby="before-title" className="flex flex-col gap-3">
        <h2 id="before-title" className="text-lg font-semibold text-slate-900">
          {t('bookings.gymBookings.bookedBefore')}
        </h2>
        {bookings.isPending ? (
          <InlineLoader>{t('common.loading')}</InlineLoader>
        ) : bookings.isError ? (
          <Alert tone="error">{t('bookings.view.loadFailed')}</Alert>
        ) : bookings.data.items.length === 0 ? (
          <p className="text-slate-600">{t('bookings.gymBookings.noneBefore')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {gymsOf(bookings.data.items).map((b) => (
              <li key={b.gymId}>
                <Link
                  to={`${paths.member.gymBookings}?gymId=${encodeURIComponent(b.gymId)}`}
                  className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500 hover:bg-brand-50"
                >
                  <span className="font-semibold text-slate-900">{t('bookings.gymBookings.bookHere', { name: b.gymName })}</span>
                  <span className="text-sm text-slate-600">
                    {b.gymArea}, {b.gymCity}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <form onSubmit={search} role="search" aria-labelledby="find-title" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="find-title" className="text-lg font-semibold text-slate-900">
          {t('bookings.gymBookings.findAnother')}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField label={t('bookings.gymBookings.searchLabel')} value={q} onChange={(e) => setQ(e.target.value)} containerClassName="flex-1" />
          <Button type="submit">{t('bookings.gymBookings.search')}</Button>
        </div>
      </form>
    </section>
  );
}

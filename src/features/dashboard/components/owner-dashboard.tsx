import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OwnerDashboard as Figures } from '@contract/accounts/dashboard';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { DocumentTitle } from '@/components/layouts/document-title';
import { OwnerGymScope } from '@/components/owner/owner-gym-scope';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { formatPaise } from '@/lib/format';
import { useSessionStore } from '@/stores/session-store';
import { useOwnerDashboard } from '../api/get-owner-dashboard';
import '../strings';
import { BookingsChart } from './bookings-chart';

/** /gym_owner: the current gym's day and month at a glance; every figure opens its screen. */
export function OwnerDashboard() {
  const { t } = useTranslation();
  const firstName = useSessionStore((s) => s.user?.firstName?.trim());
  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('nav.owner.dashboard')} />
      <header>
        <h1 id="dashboard-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {firstName ? t('dashboard.welcome', { name: firstName }) : t('dashboard.welcomeNoName')}
        </h1>
        <p className="mt-2 text-slate-600">{t('dashboard.owner.intro')}</p>
      </header>
      <OwnerGymScope>{(gym) => <GymFigures key={gym.id} gym={gym} />}</OwnerGymScope>
    </section>
  );
}

type Figure = { id: string; value: string; to: string };

const figuresOf = (d: Figures): Figure[] => [
  { id: 'checkInsToday', value: String(d.checkInsToday), to: paths.owner.attendanceReport },
  { id: 'bookingsToday', value: String(d.bookingsToday), to: paths.owner.bookings },
  { id: 'earnings', value: formatPaise(d.earningsThisMonthPaise), to: paths.owner.payments },
  { id: 'newMembers', value: String(d.newMembersThisWeek), to: paths.owner.members },
  { id: 'pendingReviews', value: String(d.pendingReviews), to: paths.owner.reviews },
  { id: 'trainerApplications', value: String(d.trainerApplications), to: paths.owner.trainers },
];

const noDays: Figures['bookingsByDay'] = [];

function GymFigures({ gym }: { gym: OwnerGym }) {
  const { t } = useTranslation();
  const dashboard = useOwnerDashboard(gym.id);
  // The figures draw in the task the answer arrives in; the bars follow in an interruptible render, in the same box.
  const days = useDeferredValue(dashboard.data?.bookingsByDay ?? noDays, noDays);
  if (dashboard.isPending) return <InlineLoader>{t('dashboard.ownerFigures.loading')}</InlineLoader>;
  if (dashboard.isError)
    return (
      <Alert tone="error">
        <p>
          {t('dashboard.ownerFigures.loadFailed')}: {errorMessage(dashboard.error)}
        </p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void dashboard.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </Alert>
    );
  const d = dashboard.data;
  const total = d.bookingsByDay.reduce((sum, day) => sum + day.count, 0);
  return (
    <div className="flex flex-col gap-6">
      <h2 className="sr-only">{t('dashboard.ownerFigures.heading', { gym: gym.name })}</h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {figuresOf(d).map((figure) => (
          // min-w-0: a long Tamil word breaks inside its half of a phone's width instead of widening the column.
          <li key={figure.id} className="min-w-0">
            <Link
              to={figure.to}
              className="flex h-full flex-col justify-between gap-2 rounded-2xl border border-slate-200 bg-white p-3.5 shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50 sm:p-5"
            >
              <span className="text-sm font-medium text-slate-600">{t(`dashboard.ownerFigures.${figure.id}`)}</span>
              <span className="text-2xl font-bold text-slate-900 sm:text-3xl">{figure.value}</span>
              <span className="text-xs font-semibold text-brand-700">{t(`dashboard.ownerFigures.${figure.id}Link`)} →</span>
            </Link>
          </li>
        ))}
      </ul>
      <Card className="flex flex-col gap-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{t('dashboard.ownerFigures.chartTitle')}</h2>
            <p className="text-sm text-slate-600">{t('dashboard.ownerFigures.chartTotal', { count: total })}</p>
          </div>
          <Link to={paths.owner.bookings} className="text-sm font-semibold text-brand-700 hover:underline">
            {t('dashboard.ownerFigures.chartLink')} →
          </Link>
        </div>
        <BookingsChart days={days} />
        {/* The box, not the table, is hidden: a table grows to its text whatever its width, and would widen the page. */}
        <div className="sr-only">
          <table>
            <caption>{t('dashboard.ownerFigures.chartTableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.ownerFigures.chartDate')}</th>
                <th scope="col">{t('dashboard.ownerFigures.chartCount')}</th>
              </tr>
            </thead>
            <tbody>
              {d.bookingsByDay.map((day) => (
                <tr key={day.date}>
                  <td>{day.date}</td>
                  <td>{day.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { DocumentTitle } from '@/components/layouts/document-title';
import { useGymAccess } from '@/components/owner/desk-access';
import { OwnerGymScope } from '@/components/owner/owner-gym-scope';
import { ButtonLink } from '@/components/ui/button';
import { staffPaths } from '@/config/staff-paths';
import { formatCalendarDayLong } from '@/lib/format';
import { todayIn } from '@contract/calendar';
import '../strings';

type ForGym = (gym: OwnerGym) => ReactNode;

/**
 * /staff: the gym's day at the desk: what to do, its classes, then its bookings, for the gym the switcher picked (the
 * app passes the lists in: they are other features' screens).
 */
export function DeskTodayPage({ classes, bookings }: { classes: ForGym; bookings: ForGym }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('desk.today.title')} />
      <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('desk.today.title')}
      </h1>
      <OwnerGymScope>
        {(gym) => (
          <>
            <DeskHeader gym={gym} />
            {classes(gym)}
            <section aria-labelledby="bookings-today" className="flex flex-col gap-3">
              <h2 id="bookings-today" className="text-lg font-semibold text-slate-900">
                {t('desk.today.bookings')}
              </h2>
              {bookings(gym)}
            </section>
          </>
        )}
      </OwnerGymScope>
    </section>
  );
}

function DeskHeader({ gym }: { gym: OwnerGym }) {
  const { t } = useTranslation();
  const { role } = useGymAccess(gym.id);
  return (
    <header className="flex flex-col gap-4">
      <p className="text-slate-600">{t('desk.today.subtitle', { date: formatCalendarDayLong(todayIn(gym.timeZone)), role: t(`common.ownerGyms.roles.${role}`) })}</p>
      <nav aria-label={t('desk.today.actions')} className="grid gap-2 sm:flex sm:flex-wrap">
        <ButtonLink to={staffPaths.scanQr}>{t('desk.today.checkIn')}</ButtonLink>
        <ButtonLink to={staffPaths.addMember} variant="secondary">
          {t('desk.today.walkIn')}
        </ButtonLink>
        <ButtonLink to={staffPaths.attendanceQr} variant="secondary">
          {t('desk.today.gymQr')}
        </ButtonLink>
      </nav>
    </header>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GymDetail } from '@contract/gyms/gyms';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api';
import { formatRating } from '@/lib/format';
import { BusyNow } from './busy-now';
import { DocumentTitle } from '@/components/layouts/document-title';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { RatingStars } from '@/components/ui/rating-stars';
import { useGym } from '../api/get-gym';
import { categoryLabel, typeLabel } from '../utils/labels';
import { GymGallery } from './gym-gallery';
import { GymAbout, GymDetails, GymFeatures, GymHours, GymPrices, GymTrainers, StickyBookingBar } from './gym-profile-sections';
import { GymReviews } from './gym-reviews';
import '../strings';

type Slots = { reviewSlot?: ReactNode; timetableSlot?: (gym: GymDetail) => ReactNode };

/** Other features' sections: `timetableSlot` (the class timetable) below the prices, `reviewSlot` (the member's own review) above the public reviews. */
export function GymProfilePage({ gymId, reviewSlot, timetableSlot }: { gymId: string } & Slots) {
  const { t } = useTranslation();
  const gym = useGym(gymId);
  if (gym.isPending) {
    return (
      <p role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-slate-600">
        <Spinner className="text-brand-600" />
        {t('gyms.profile.loading')}
      </p>
    );
  }
  if (gym.isError) {
    if (gym.error instanceof ApiError && gym.error.status === 404) return <GymNotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('gyms.profile.loadFailed')}</span>
          <Button variant="secondary" size="sm" onClick={() => void gym.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Alert>
      </div>
    );
  }
  return <GymProfile gym={gym.data} reviewSlot={reviewSlot} timetableSlot={timetableSlot} />;
}

function GymNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <DocumentTitle title={t('gyms.profile.notFoundTitle')} />
      <h1 className="text-3xl font-bold text-slate-900">{t('gyms.profile.notFoundTitle')}</h1>
      <p className="text-slate-600">{t('gyms.profile.notFoundText')}</p>
      <ButtonLink to={paths.viewAllGyms}>{t('gyms.profile.allGyms')}</ButtonLink>
    </div>
  );
}

function GymProfile({ gym, reviewSlot, timetableSlot }: { gym: GymDetail } & Slots) {
  // Phones read address, hours and prices first; on wide screens details and hours sit in a sidebar beside the main column.
  // Classes, not a style attribute: the server draws this page, and the CSP refuses inline styles in HTML.
  const sidebarRows = gym.description ? 'lg:row-span-5' : 'lg:row-span-4';
  return (
    // Phones: room at the bottom for the sticky booking bar.
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-8 pb-28 sm:px-6 sm:pb-8">
      <GymGallery gym={gym} />
      <GymHeader gym={gym} />
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <GymAbout gym={gym} className="lg:col-start-1" />
        <div className={`flex min-w-0 flex-col gap-6 lg:col-start-2 lg:row-start-1 ${sidebarRows}`}>
          <GymDetails gym={gym} />
          <GymHours gym={gym} />
        </div>
        <GymPrices gym={gym} className="lg:col-start-1" />
        <GymFeatures gym={gym} className="lg:col-start-1" />
        <GymTrainers trainers={gym.trainers} className="lg:col-start-1" />
        {timetableSlot && <div className="min-w-0 lg:col-start-1">{timetableSlot(gym)}</div>}
      </div>
      {reviewSlot}
      <GymReviews gymId={gym.id} />
      <StickyBookingBar gym={gym} />
    </div>
  );
}

function GymHeader({ gym }: { gym: GymDetail }) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-2">
        <p className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className="rounded-full bg-white/15 px-2.5 py-1">{typeLabel(t, gym.gymType)}</span>
          <span className="rounded-full bg-white/15 px-2.5 py-1">{categoryLabel(t, gym.category)}</span>
          {gym.verified && <span className="rounded-full bg-white px-2.5 py-1 text-green-800">{t('gyms.card.verified')}</span>}
        </p>
        <DocumentTitle title={gym.name} />
        <h1 className="text-2xl font-bold sm:text-4xl">{gym.name}</h1>
        <p className="text-brand-100">{t('gyms.card.location', { area: gym.area, city: gym.city })}</p>
        <p className="flex items-center gap-2">
          <RatingStars rating={gym.rating} label={t('gyms.card.ratingLabel', { rating: formatRating(gym.rating) })} />
          <span>
            {formatRating(gym.rating)} ({t('gyms.card.reviewCount', { count: gym.reviewCount })})
          </span>
        </p>
        <BusyNow gymId={gym.id} />
      </div>
      <div className="flex flex-col gap-2 sm:items-end">
        <ButtonLink to={`${paths.member.gymBookings}?gymId=${encodeURIComponent(gym.id)}`} size="lg" variant="secondary">
          {t('gyms.profile.bookPass')}
        </ButtonLink>
        <ButtonLink to={`${paths.viewAllGyms}?${new URLSearchParams({ q: gym.city, compare: gym.id })}`} size="sm" variant="ghost" className="text-white hover:bg-white/10">
          {t('gyms.profile.compare')}
        </ButtonLink>
      </div>
    </header>
  );
}

import { useTranslation } from 'react-i18next';
import { numberFormat } from '@contract/calendar';
import type { GymSummary } from '@contract/gyms/gyms';
import { paths } from '@/config/paths';
import { appLocale, formatPaise, formatRating } from '@/lib/format';
import { Button, ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { RatingStars } from '@/components/ui/rating-stars';
import { illustrationOf, photoSrcSet } from '../utils/covers';
import { GymBusyLine } from './busy-now';
import { amenityLabel, categoryLabel, passLabel, typeLabel } from '../utils/labels';

const SHOWN_AMENITIES = 3;
const formatDistance = (km: number) => numberFormat(appLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(km);

type CompareToggle = { selected: boolean; disabled: boolean; onToggle: () => void };

/** The busy line shows the reading of the GymsBusyReadings the card sits in. */
type GymCardProps = { gym: GymSummary; compare?: CompareToggle; headingLevel?: 2 | 3; firstOnScreen?: boolean };

export function GymCard({ gym, compare, headingLevel = 3, firstOnScreen = false }: GymCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full flex-col gap-3 overflow-hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <GymCover gym={gym} eager={firstOnScreen} />
      <div>
        <Heading className="text-lg font-semibold text-slate-900">{gym.name}</Heading>
        <p className="text-sm text-slate-600">
          {t('gyms.card.location', { area: gym.area, city: gym.city })}
          {gym.distanceKm !== undefined && (
            <span className="ml-2 font-semibold text-brand-800">{t('gyms.card.distance', { distance: formatDistance(gym.distanceKm) })}</span>
          )}
        </p>
      </div>
      <p className="flex flex-wrap gap-2 text-xs font-medium">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{typeLabel(t, gym.gymType)}</span>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">{categoryLabel(t, gym.category)}</span>
        {gym.verified && <span className="rounded-full bg-green-50 px-2.5 py-1 text-green-800">{t('gyms.card.verified')}</span>}
      </p>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <RatingStars rating={gym.rating} size="sm" label={t('gyms.card.ratingLabel', { rating: formatRating(gym.rating) })} />
        <span>
          {formatRating(gym.rating)} ({t('gyms.card.reviewCount', { count: gym.reviewCount })})
        </span>
      </p>
      <GymBusyLine gymId={gym.id} className="-mt-1 text-slate-800" timeClassName="text-slate-600" />
      <GymPrices gym={gym} />
      <GymAmenities codes={gym.amenities} />
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <ButtonLink to={paths.gymProfile(gym.id)} size="sm" className="flex-1 whitespace-nowrap">
          {t('gyms.card.viewGym')}
          <span className="sr-only">: {gym.name}</span>
        </ButtonLink>
        {compare && <CompareButton name={gym.name} {...compare} />}
      </div>
    </article>
  );
}

/**
 * The owner's cover photo, else the illustration of the gym's type; its box is sized before it loads. Lazy, except
 * the first card's: that one is the page's largest paint on a phone, so it is fetched at once and first.
 */
function GymCover({ gym, eager }: { gym: GymSummary; eager: boolean }) {
  const photo = gym.coverPhoto;
  return (
    <img
      src={photo?.small ?? illustrationOf(gym.gymType)}
      srcSet={photo ? photoSrcSet(photo) : undefined}
      sizes={photo ? '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw' : undefined}
      width={800}
      height={450}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className="-mx-5 -mt-5 mb-1 aspect-[16/9] w-[calc(100%+2.5rem)] max-w-none bg-brand-100 object-cover"
    />
  );
}

function GymPrices({ gym }: { gym: GymSummary }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm">
      <div className="rounded-lg bg-slate-50 px-3 py-2">
        <dt className="text-xs text-slate-600">{passLabel(t, 'monthly')}</dt>
        <dd className="font-semibold text-slate-900">{formatPaise(gym.monthlyPaise)}</dd>
      </div>
      <div className="rounded-lg bg-slate-50 px-3 py-2">
        <dt className="text-xs text-slate-600">{passLabel(t, 'day')}</dt>
        <dd className="font-semibold text-slate-900">{formatPaise(gym.dayPassPaise)}</dd>
      </div>
    </dl>
  );
}

function GymAmenities({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  if (!codes.length) return null;
  const rest = codes.length - SHOWN_AMENITIES;
  return (
    <ul aria-label={t('gyms.card.amenities')} className="flex flex-wrap gap-1.5 text-xs text-slate-700">
      {codes.slice(0, SHOWN_AMENITIES).map((code) => (
        <li key={code} className="rounded border border-slate-200 px-2 py-0.5">
          {amenityLabel(t, code)}
        </li>
      ))}
      {rest > 0 && <li className="px-1 py-0.5 text-slate-500">{t('gyms.card.more', { count: rest })}</li>}
    </ul>
  );
}

function CompareButton({ name, selected, disabled, onToggle }: CompareToggle & { name: string }) {
  const { t } = useTranslation();
  return (
    <Button
      variant={selected ? 'primary' : 'secondary'}
      size="sm"
      aria-pressed={selected}
      aria-label={t('gyms.card.compareLabel', { name })}
      disabled={disabled}
      onClick={onToggle}
      className={cn(selected && 'ring-2 ring-brand-200')}
    >
      <span aria-hidden="true">{selected ? '✓' : '+'}</span>
      {t('gyms.card.compare')}
    </Button>
  );
}

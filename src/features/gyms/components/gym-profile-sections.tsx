import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { passTypes } from '@contract/constants';
import type { GymDetail, PublicTrainer } from '@contract/gyms/gyms';
import { paths } from '@/config/paths';
import { formatPaise, formatPhoneNumber, keepTimesTogether, telHref } from '@/lib/format';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { amenityLabel, categoryLabel, passLabel, typeLabel, weeklyOffLabel } from '../utils/labels';
import '../strings';

type Placement = { className?: string | undefined };

/** The passes section's anchor: the phone's sticky bar scrolls here. */
export const PASSES_ID = 'passes';

function Section({ title, children, className, id }: { title: string; children: ReactNode; id?: string } & Placement) {
  return (
    <Card className={cn('min-w-0', id && 'scroll-mt-20', className)}>
      <section id={id} aria-label={title} className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {children}
      </section>
    </Card>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-slate-100 py-2 last:border-0 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-sm font-medium break-words text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

export function GymAbout({ gym, className }: { gym: GymDetail } & Placement) {
  const { t } = useTranslation();
  if (!gym.description) return null;
  return (
    <Section title={t('gyms.profile.about')} className={className}>
      <p className="whitespace-pre-line text-slate-700">{gym.description}</p>
    </Section>
  );
}

/** Google Maps' cross-platform directions link: phones open their maps app at the gym's coordinates, else its address. */
export function directionsUrl(gym: Pick<GymDetail, 'latitude' | 'longitude' | 'name' | 'address' | 'area' | 'city' | 'state' | 'pincode'>): string {
  const destination =
    gym.latitude !== null && gym.longitude !== null
      ? `${gym.latitude},${gym.longitude}`
      : [gym.name, gym.address, gym.area, gym.city, `${gym.state} ${gym.pincode}`].filter(Boolean).join(', ');
  return `https://www.google.com/maps/dir/?api=1&${new URLSearchParams({ destination })}`;
}

export function GymDetails({ gym }: { gym: GymDetail }) {
  const { t } = useTranslation();
  const address = [gym.address, gym.area, gym.city, `${gym.state} ${gym.pincode}`].filter(Boolean).join(', ');
  return (
    <Section title={t('gyms.profile.details')}>
      <dl>
        <Row term={t('gyms.profile.address')}>
          <address className="not-italic">{address}</address>
          <a
            href={directionsUrl(gym)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('gyms.profile.directionsLabel', { name: gym.name })}
            className="mt-1 inline-flex min-h-9 items-center font-semibold text-brand-700 underline"
          >
            {t('gyms.profile.directions')}
          </a>
        </Row>
        <Row term={t('gyms.profile.contactNumber')}>
          <a href={telHref(gym.contactNumber)} className="whitespace-nowrap text-brand-700 underline">
            {formatPhoneNumber(gym.contactNumber)}
          </a>
        </Row>
        {gym.email && (
          <Row term={t('gyms.profile.email')}>
            <a href={`mailto:${gym.email}`} className="text-brand-700 underline">
              {gym.email}
            </a>
          </Row>
        )}
        <Row term={t('gyms.profile.type')}>{typeLabel(t, gym.gymType)}</Row>
        <Row term={t('gyms.profile.category')}>{categoryLabel(t, gym.category)}</Row>
        {gym.establishedYear !== null && <Row term={t('gyms.profile.established')}>{gym.establishedYear}</Row>}
        {gym.ownerName && <Row term={t('gyms.profile.owner')}>{gym.ownerName}</Row>}
      </dl>
    </Section>
  );
}

/** The hours said once: the days and times the gym opens, then the day it does not. */
export function GymHours({ gym }: { gym: GymDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('gyms.profile.hours')}>
      <p className="font-medium text-slate-900">{keepTimesTogether(gym.timings)}</p>
      <p className="text-sm text-slate-600">
        {gym.weeklyOff === 'none' ? t('gyms.profile.openEveryDay') : t('gyms.profile.closedOn', { day: weeklyOffLabel(t, gym.weeklyOff) })}
      </p>
    </Section>
  );
}

export function GymPrices({ gym, className }: { gym: GymDetail } & Placement) {
  const { t } = useTranslation();
  const plans = [...gym.plans].sort((a, b) => passTypes.indexOf(a.passType) - passTypes.indexOf(b.passType));
  return (
    <Section id={PASSES_ID} title={t('gyms.profile.prices')} className={className}>
      {plans.length === 0 ? (
        <p className="text-slate-600">{t('gyms.profile.noPlans')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {plans.map((plan) => (
            <li key={plan.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
              <div className="flex items-center justify-between gap-3">
                <div>
                  <p className="font-semibold text-slate-900">{passLabel(t, plan.passType)}</p>
                  <p className="text-xs text-slate-600">{t('gyms.profile.validity', { count: plan.durationDays })}</p>
                </div>
                <p className="text-lg font-bold text-brand-700">{formatPaise(plan.pricePaise)}</p>
              </div>
              {/* Signed out, the member area's guard signs in first and comes back to this same choice. */}
              <ButtonLink
                to={`${paths.member.gymBookings}?${new URLSearchParams({ gymId: gym.id, pass: plan.passType })}`}
                size="sm"
                aria-label={t('gyms.profile.bookNowLabel', { pass: passLabel(t, plan.passType) })}
              >
                {t('gyms.profile.bookNow')}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function TagList({ items, empty, label }: { items: string[]; empty: string; label: (code: string) => string }) {
  if (!items.length) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
          {label(item)}
        </li>
      ))}
    </ul>
  );
}

export function GymFeatures({ gym, className }: { gym: GymDetail } & Placement) {
  const { t } = useTranslation();
  return (
    <>
      <Section title={t('gyms.profile.facilities')} className={className}>
        <TagList items={gym.facilities} empty={t('gyms.profile.noFacilities')} label={(f) => f} />
      </Section>
      <Section title={t('gyms.profile.amenities')} className={className}>
        <TagList items={gym.amenities} empty={t('gyms.profile.noAmenities')} label={(a) => amenityLabel(t, a)} />
      </Section>
    </>
  );
}

export function GymTrainers({ trainers, className }: { trainers: PublicTrainer[] } & Placement) {
  const { t } = useTranslation();
  return (
    <Section title={t('gyms.profile.trainers')} className={className}>
      {trainers.length === 0 ? (
        <p className="text-sm text-slate-600">{t('gyms.profile.noTrainers')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {trainers.map((trainer) => (
            <li key={trainer.id}>
              <TrainerCard trainer={trainer} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function TrainerCard({ trainer }: { trainer: PublicTrainer }) {
  const { t } = useTranslation();
  return (
    <article className="flex gap-3 rounded-xl border border-slate-200 p-4">
      {trainer.photoUrl && <img src={trainer.photoUrl} alt="" className="h-14 w-14 shrink-0 rounded-full object-cover" loading="lazy" />}
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{trainer.name}</h3>
        <p className="text-sm text-slate-700">{t('gyms.profile.experience', { count: trainer.experienceYears })}</p>
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-sm">
          <dt className="text-slate-500">{t('gyms.profile.availability')}</dt>
          <dd className="text-slate-700">{keepTimesTogether(trainer.availability)}</dd>
          {trainer.categories.length > 0 && (
            <>
              <dt className="text-slate-500">{t('gyms.profile.trainerCategories')}</dt>
              <dd className="text-slate-700">{trainer.categories.join(', ')}</dd>
            </>
          )}
        </dl>
      </div>
    </article>
  );
}

/** The cheapest pass: what "From ₹…" quotes. */
export function lowestPrice(gym: GymDetail): number | null {
  return gym.plans.length ? Math.min(...gym.plans.map((plan) => plan.pricePaise)) : null;
}

/** Phones only: the price and the way to book stay in reach while the profile scrolls. */
export function StickyBookingBar({ gym }: { gym: GymDetail }) {
  const { t } = useTranslation();
  const from = lowestPrice(gym);
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur sm:hidden">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="min-w-0 text-sm text-slate-600">
          {from === null ? (
            t('gyms.profile.noPriceYet')
          ) : (
            <>
              {t('gyms.profile.priceFrom')} <span className="text-lg font-bold whitespace-nowrap text-slate-900">{formatPaise(from)}</span>
            </>
          )}
        </p>
        <a href={`#${PASSES_ID}`} className={buttonClasses('primary', 'md', 'shrink-0')}>
          {t('gyms.profile.choosePass')}
        </a>
      </div>
    </div>
  );
}

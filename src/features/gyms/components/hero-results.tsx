import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { InlineLoader } from '@/components/ui/spinner';
import type { useSearchGyms } from '../api/search-gyms';
import { GymsBusyReadings } from './busy-now';
import { GymCard } from './gym-card';

// Its own module: the home page loads the cards only once someone searches.
export function HeroResults({ q, result }: { q: string; result: ReturnType<typeof useSearchGyms> }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={result.isFetching} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t('gyms.hero.results')}
      </h2>
      {result.isPending ? (
        <InlineLoader>{t('gyms.messages.loading')}</InlineLoader>
      ) : result.isError ? (
        <Alert tone="error">{t('gyms.messages.searchFailed')}</Alert>
      ) : result.data.items.length === 0 ? (
        <p role="status" className="rounded-lg bg-slate-100 px-4 py-6 text-center font-medium text-slate-700">
          {t('gyms.messages.noGyms')}
        </p>
      ) : (
        <>
          <GymsBusyReadings gymIds={result.data.items.map((gym) => gym.id)}>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {result.data.items.map((gym) => (
                <li key={gym.id}>
                  <GymCard gym={gym} />
                </li>
              ))}
            </ul>
          </GymsBusyReadings>
          <ButtonLink to={`${paths.viewAllGyms}?${new URLSearchParams({ q })}`} variant="secondary" className="self-center">
            {t('gyms.hero.viewAll', { count: result.data.total })}
          </ButtonLink>
        </>
      )}
    </section>
  );
}

import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { City } from '@contract/gyms';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineLoader } from '@/components/ui/spinner';
import { useCities } from '../api/list-cities';
import { useSearchGyms } from '../api/search-gyms';

const loadResults = () => import('./hero-results');
const HeroResults = lazy(() => loadResults().then((m) => ({ default: m.HeroResults })));

const HERO_RESULTS = 6;
const POPULAR_CITIES = 8;

export function HeroSearch() {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  // Popular cities wait for the visitor to reach for the search: a first visit that only reads loads no API client.
  const [engaged, setEngaged] = useState(false);
  const engage = () => {
    if (engaged) return;
    setEngaged(true);
    // The results' code comes along now, so the first search waits only for the server.
    void loadResults();
  };
  const cities = useCities({ enabled: engaged });
  const result = useSearchGyms({ q: submitted ?? '', page: 1, pageSize: HERO_RESULTS, sort: 'relevance' }, { enabled: submitted !== null });
  const baseId = useId();

  const search = (raw: string) => {
    const q = raw.trim();
    // An empty query would list every gym: ask for a place instead of calling the server.
    if (!q) {
      setError(t('gyms.hero.required'));
      return;
    }
    setError(undefined);
    setValue(q);
    setSubmitted(q);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(value);
  };

  return (
    <section aria-labelledby={`${baseId}-title`} className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-20">
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        <div className="text-center">
          <h1 id={`${baseId}-title`} className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t('gyms.hero.title')}
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">{t('gyms.hero.subtitle')}</p>
        </div>
        <form role="search" noValidate onSubmit={onSubmit} onFocus={engage} onPointerEnter={engage} className="mx-auto flex w-full max-w-2xl flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label={t('gyms.hero.label')}
            placeholder={t('gyms.hero.placeholder')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={error}
            list={`${baseId}-cities`}
            autoComplete="off"
            enterKeyHint="search"
            containerClassName="flex-1"
          />
          <datalist id={`${baseId}-cities`}>
            {cities.data?.map((c) => <option key={`${c.city}-${c.state}`} value={c.city} />)}
          </datalist>
          <Button type="submit" size="lg" className="sm:mt-7" loading={result.isFetching}>
            {t('gyms.hero.button')}
          </Button>
        </form>
        <PopularCities cities={cities.data ?? []} onPick={search} />
        {submitted !== null && (
          <Suspense fallback={<ResultsLoading />}>
            <HeroResults q={submitted} result={result} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

function PopularCities({ cities, onPick }: { cities: City[]; onPick: (city: string) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (!cities.length) return null;
  const popular = [...cities].sort((a, b) => b.gymCount - a.gymCount).slice(0, POPULAR_CITIES);
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-2">
      <h2 id={headingId} className="text-sm font-semibold text-slate-700">
        {t('gyms.hero.popularCities')}
      </h2>
      <ul aria-labelledby={headingId} className="flex flex-wrap justify-center gap-2">
        {popular.map((c) => (
          <li key={`${c.city}-${c.state}`}>
            <button
              type="button"
              onClick={() => onPick(c.city)}
              aria-label={t('gyms.hero.searchCity', { city: c.city })}
              className="min-h-11 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700"
            >
              {t('gyms.hero.cityChip', { city: c.city, count: c.gymCount })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ResultsLoading() {
  const { t } = useTranslation();
  return (
    <InlineLoader>{t('gyms.messages.loading')}</InlineLoader>
  );
}

import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_QUERY_MAX } from '@contract/constants';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineLoader } from '@/components/ui/spinner';
import { useCities } from '../api/list-cities';
import { useSearchGyms } from '../api/search-gyms';
import { NearMeButton } from './near-me-button';

const loadResults = () => import('./hero-results');
const HeroResults = lazy(() => loadResults().then((m) => ({ default: m.HeroResults })));

const HERO_RESULTS = 6;
/** The largest cities we list: shown before the first search without asking the server (and without moving when it answers). */
const POPULAR_CITIES = ['Mumbai', 'Bengaluru', 'Delhi', 'Pune', 'Hyderabad', 'Chennai', 'Kolkata', 'Ahmedabad'] as const;

/** The home search keeps its query in the URL (/?q=pune), so Back from a gym returns to the same results. */
export function HeroSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const submitted = params.get('q')?.trim().slice(0, SEARCH_QUERY_MAX) || null;
  const [error, setError] = useState<string | undefined>();
  const box = useRef<HTMLInputElement>(null);
  // Popular cities wait for the visitor to reach for the search: a first visit that only reads loads no API client.
  const [engaged, setEngaged] = useState(false);
  const engage = () => {
    if (engaged) return;
    setEngaged(true);
    // The results' code comes along now, so the first search waits only for the server.
    void loadResults();
  };
  const cities = useCities({ enabled: engaged || submitted !== null });
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
    setParams({ q });
  };
  const nearRefused = (message: string) => {
    setError(message);
    box.current?.focus();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(String(new FormData(event.currentTarget).get('q') ?? ''));
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
        {/* A real GET form: a search made before the app's code runs (or without it) still lands on results. */}
        <form role="search" method="get" action={paths.viewAllGyms} noValidate onSubmit={onSubmit} onFocus={engage} onPointerEnter={engage} className="mx-auto flex w-full max-w-2xl flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            ref={box}
            label={t('gyms.hero.label')}
            name="q"
            maxLength={SEARCH_QUERY_MAX}
            placeholder={t('gyms.hero.placeholder')}
            // Uncontrolled: words typed into the drawn page before hydration are searched for (a controlled value had
            // missed them); a new query in the URL (Back, a city chip) draws the box afresh with it.
            key={submitted ?? ''}
            defaultValue={submitted ?? ''}
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
          <NearMeButton
            className="sm:mt-7"
            onFound={(near) => void navigate(`${paths.viewAllGyms}?${new URLSearchParams({ near })}`)}
            onRefused={nearRefused}
          />
        </form>
        <PopularCities onPick={search} />
        {submitted !== null && (
          <Suspense fallback={<ResultsLoading />}>
            <HeroResults q={submitted} result={result} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

/** A GET form of its own: a city tapped before the app's code runs (or without it) lands on that city's drawn gym list. */
function PopularCities({ onPick }: { onPick: (city: string) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chip = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (chip?.value) onPick(chip.value);
  };
  return (
    <form method="get" action={paths.viewAllGyms} onSubmit={onSubmit} className="mx-auto flex max-w-2xl flex-col items-center gap-2">
      <h2 id={headingId} className="text-sm font-semibold text-slate-700">
        {t('gyms.hero.popularCities')}
      </h2>
      <ul aria-labelledby={headingId} className="flex flex-wrap justify-center gap-2">
        {POPULAR_CITIES.map((city) => (
          <li key={city}>
            <button
              type="submit"
              name="q"
              value={city}
              aria-label={t('gyms.hero.searchCity', { city })}
              className="min-h-11 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700"
            >
              {city}
            </button>
          </li>
        ))}
      </ul>
    </form>
  );
}

function ResultsLoading() {
  const { t } = useTranslation();
  return (
    <InlineLoader>{t('gyms.messages.loading')}</InlineLoader>
  );
}

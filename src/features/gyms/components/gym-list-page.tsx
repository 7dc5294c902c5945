import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NEAR_RADIUS_KM, PAGE_SIZES } from '@contract/constants';
import { gymSorts, MAX_COMPARE } from '@contract/constants';
import type { GymSort } from '@contract/gyms/gyms';
import { DocumentTitle } from '@/components/layouts/document-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { useSearchGyms } from '../api/search-gyms';
import { parseListParams, toSearchQuery, type GymFilters as Filters, type ListState } from '../utils/list-params';
import { useListCommit } from '../utils/use-list-commit';
import { GymsBusyReadings } from './busy-now';
import { CompareBar } from './compare-bar';
import { GymCard } from './gym-card';
import { FILTERS_FORM_ID, GymFilters } from './gym-filters';
import { NearMeButton } from './near-me-button';
import '../strings';

/** /view-all-gyms: every filter, the page and the compare picks live in the URL, so it can be shared. */
export function GymListPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseListParams(searchParams);
  const result = useSearchGyms(toSearchQuery(state));
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const [nearRefused, setNearRefused] = useState<string | null>(null);

  const commit = useListCommit(state, searchParams, setSearchParams);
  // The sort is applied by its own select's change: the form's reading of it may be a choice behind the URL's.
  const applyFilters = ({ sort: _panelCopy, ...filters }: Filters) => commit({ ...filters, page: 1 });
  // Near me replaces the words typed: the list becomes the gyms around the visitor, nearest first.
  const nearFound = (near: string) => {
    setNearRefused(null);
    commit({ near, q: '', page: 1 });
  };
  // Refused: the city search is the way on, so the message points there and the box takes focus.
  const nearRefusedWith = (message: string) => {
    setNearRefused(message);
    searchBox.current?.focus();
  };
  const goToPage = (page: number) => {
    commit({ page });
    resultsHeading.current?.focus();
  };
  // Picking gyms to compare is not a navigation: it replaces the entry instead of adding one.
  const toggleCompare = (id: string) => commit(({ compare }) => ({ compare: compare.includes(id) ? compare.filter((c) => c !== id) : [...compare, id] }), true);

  // Room at the bottom for the fixed compare bar, only while it shows.
  const bottomRoom = state.compare.length ? 'pb-32' : 'pb-12';

  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 pt-8 sm:px-6', bottomRoom)}>
      <DocumentTitle title={t('gyms.list.title')} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('gyms.list.title')}</h1>
      <div className="mt-6 flex flex-col gap-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-x-8">
        <GymFilters
          ref={searchBox}
          value={state}
          onApply={applyFilters}
          nearMe={<NearMeButton onFound={nearFound} onRefused={nearRefusedWith} className="min-h-[2.875rem] shrink-0" />}
        />
        <section aria-labelledby="gym-results-title" aria-busy={result.isFetching} className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="gym-results-title" ref={resultsHeading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
                {t('gyms.list.results')}
              </h2>
              {result.data && (
                <p aria-live="polite" className="text-sm text-slate-600">
                  {t('gyms.list.total', { count: result.data.total })}
                </p>
              )}
            </div>
            <NearStatus near={state.near} refused={nearRefused} onClear={() => commit({ near: '', page: 1 })} />
            <Select
              label={t('gyms.list.sort')}
              name="sort"
              form={FILTERS_FORM_ID}
              value={state.sort}
              onChange={(e) => commit({ sort: e.target.value as GymSort, page: 1 })}
              containerClassName="w-full sm:w-80"
            >
              {gymSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`gyms.list.sorts.${sort === 'relevance' && state.near ? 'nearest' : sort}`)}
                </option>
              ))}
            </Select>
          </div>
          <Results state={state} result={result} onToggleCompare={toggleCompare} onPage={goToPage} onPageSize={(pageSize) => commit({ pageSize, page: 1 })} />
        </section>
      </div>
      <CompareBar ids={state.compare} onClear={() => commit({ compare: [] }, true)} />
    </div>
  );
}

/** What "Near me" did: the radius searched (with a way back to all gyms), or why it could not. */
function NearStatus({ near, refused, onClear }: { near: string; refused: string | null; onClear: () => void }) {
  const { t } = useTranslation();
  if (refused && !near) {
    return (
      <Alert tone="info" className="w-full">
        {refused}
      </Alert>
    );
  }
  if (!near) return null;
  return (
    <p role="status" className="flex w-full flex-wrap items-center gap-2 text-sm font-medium text-brand-800">
      {t('gyms.near.active', { radius: NEAR_RADIUS_KM })}
      <Button variant="ghost" size="sm" onClick={onClear}>
        {t('gyms.near.clear')}
      </Button>
    </p>
  );
}

type ResultsProps = {
  state: ListState;
  result: ReturnType<typeof useSearchGyms>;
  onToggleCompare: (id: string) => void;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
};

function Results({ state, result, onToggleCompare, onPage, onPageSize }: ResultsProps) {
  const { t } = useTranslation();
  if (result.isPending) return <ResultsSkeleton />;
  if (result.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{t('gyms.messages.searchFailed')}</span>
        <Button variant="secondary" size="sm" onClick={() => void result.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </Alert>
    );
  }
  const { items, total, totalPages } = result.data;
  if (total === 0) return <EmptyState title={t('gyms.messages.noGyms')} />;
  const full = state.compare.length >= MAX_COMPARE;
  return (
    <>
      {items.length === 0 ? (
        <EmptyState title={t('gyms.list.pageEmpty')}>
          <Button variant="secondary" size="sm" onClick={() => onPage(1)}>
            {t('gyms.list.firstPage')}
          </Button>
        </EmptyState>
      ) : (
        // How busy each gym is: asked for the page on screen once it has arrived, never part of the search.
        <GymsBusyReadings gymIds={items.map((gym) => gym.id)}>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((gym, index) => {
              const selected = state.compare.includes(gym.id);
              return (
                <li key={gym.id}>
                  <GymCard gym={gym} firstOnScreen={index === 0} compare={{ selected, disabled: full && !selected, onToggle: () => onToggleCompare(gym.id) }} />
                </li>
              );
            })}
          </ul>
        </GymsBusyReadings>
      )}
      <Pagination page={state.page} totalPages={totalPages} pageSize={state.pageSize} pageSizes={PAGE_SIZES} onPageChange={onPage} onPageSizeChange={onPageSize} />
    </>
  );
}

function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <div>
      <p role="status" className="sr-only">
        {t('gyms.messages.loading')}
      </p>
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <li key={n} className="h-64 animate-pulse rounded-2xl border border-slate-200 bg-white p-5">
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="mt-2 h-4 w-1/2 rounded bg-slate-100" />
            <div className="mt-6 h-16 rounded bg-slate-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}

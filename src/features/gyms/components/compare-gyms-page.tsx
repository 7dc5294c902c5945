import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { amenities, MAX_COMPARE, passTypes } from '@contract/constants';
import type { GymDetail } from '@contract/gyms/gyms';
import { paths } from '@/config/paths';
import { formatPaise, formatRating, keepTimesTogether } from '@/lib/format';
import { DocumentTitle } from '@/components/layouts/document-title';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InlineLoader } from '@/components/ui/spinner';
import { useCompareGyms } from '../api/compare-gyms';
import { amenityLabel, categoryLabel, passLabel, typeLabel, weeklyOffLabel } from '../utils/labels';
import '../strings';

const parseIds = (raw: string | null) => [...new Set((raw ?? '').split(',').map((s) => s.trim()).filter(Boolean))];

/** The list to pick more gyms from: the same city as the gyms already picked, with them kept. */
export function moreGymsLink(ids: string[], city: string | undefined): string {
  return `${paths.viewAllGyms}?${new URLSearchParams({ ...(city ? { q: city } : {}), compare: ids.join(',') })}`;
}

/** /compare-gyms?ids=a,b,c: at most three columns, whatever the URL asks for. */
export function CompareGymsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = parseIds(searchParams.get('ids'));
  const ids = requested.slice(0, MAX_COMPARE);
  const compare = useCompareGyms(ids);
  const remove = (id: string) => {
    const rest = ids.filter((x) => x !== id);
    setSearchParams(rest.length ? { ids: rest.join(',') } : {}, { replace: true });
  };
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <DocumentTitle title={t('gyms.comparePage.title')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('gyms.comparePage.title')}</h1>
        {ids.length > 0 && ids.length < MAX_COMPARE && (
          <ButtonLink to={moreGymsLink(ids, compare.data?.[0]?.city)} variant="secondary" size="sm">
            {t('gyms.comparePage.addMore')}
          </ButtonLink>
        )}
      </div>
      {requested.length > MAX_COMPARE && <Alert tone="info">{t('gyms.comparePage.limit', { max: MAX_COMPARE })}</Alert>}
      <CompareBody ids={ids} compare={compare} onRemove={remove} />
    </div>
  );
}

type BodyProps = { ids: string[]; compare: ReturnType<typeof useCompareGyms>; onRemove: (id: string) => void };

function CompareBody({ ids, compare, onRemove }: BodyProps) {
  const { t } = useTranslation();
  if (ids.length === 0) {
    return (
      <EmptyState title={t('gyms.comparePage.empty')}>
        <p>{t('gyms.comparePage.emptyHint', { max: MAX_COMPARE })}</p>
        <ButtonLink to={paths.viewAllGyms} className="mt-4">
          {t('gyms.comparePage.chooseGyms')}
        </ButtonLink>
      </EmptyState>
    );
  }
  if (compare.isPending) {
    return (
      <InlineLoader>{t('gyms.comparePage.loading')}</InlineLoader>
    );
  }
  if (compare.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{t('gyms.comparePage.loadFailed')}</span>
        <Button variant="secondary" size="sm" onClick={() => void compare.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </Alert>
    );
  }
  // Keep the URL's order, and drop a column at once when it is removed.
  const gyms = ids.map((id) => compare.data.find((g) => g.id === id)).filter((g): g is GymDetail => Boolean(g));
  // The server leaves out gyms that are gone; while a smaller set loads, the previous answer proves nothing.
  const gone = compare.isPlaceholderData ? [] : ids.filter((id) => !compare.data.some((g) => g.id === id));
  return (
    <>
      {gone.map((id) => (
        <Alert key={id} tone="info" className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('gyms.comparePage.gone')}</span>
          <Button variant="secondary" size="sm" onClick={() => onRemove(id)}>
            {t('gyms.comparePage.removeGone')}
          </Button>
        </Alert>
      ))}
      {gyms.length > 0 && <CompareTable gyms={gyms} onRemove={onRemove} />}
    </>
  );
}

type RowSpec = { key: string; label: string; cell: (gym: GymDetail) => ReactNode };

function Check({ yes }: { yes: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true" className={yes ? 'text-lg font-bold text-green-700' : 'text-lg text-slate-400'}>
        {yes ? '✓' : '✗'}
      </span>
      <span className="sr-only">{yes ? t('gyms.comparePage.yes') : t('gyms.comparePage.no')}</span>
    </>
  );
}

function useRowGroups(): { title: string; rows: RowSpec[] }[] {
  const { t } = useTranslation();
  const priceOf = (gym: GymDetail, pass: string) => gym.plans.find((p) => p.passType === pass)?.pricePaise ?? null;
  return [
    {
      title: t('gyms.comparePage.overview'),
      rows: [
        { key: 'rating', label: t('gyms.comparePage.rating'), cell: (g) => formatRating(g.rating) },
        { key: 'reviews', label: t('gyms.comparePage.reviews'), cell: (g) => g.reviewCount },
        { key: 'location', label: t('gyms.comparePage.location'), cell: (g) => t('gyms.card.location', { area: g.area, city: g.city }) },
        { key: 'type', label: t('gyms.comparePage.type'), cell: (g) => typeLabel(t, g.gymType) },
        { key: 'category', label: t('gyms.comparePage.category'), cell: (g) => categoryLabel(t, g.category) },
        { key: 'facilities', label: t('gyms.comparePage.facilities'), cell: (g) => (g.facilities.length ? g.facilities.join(', ') : t('gyms.comparePage.none')) },
      ],
    },
    {
      title: t('gyms.comparePage.pricesGroup'),
      rows: passTypes.map((pass) => ({ key: pass, label: passLabel(t, pass), cell: (g: GymDetail) => formatPaise(priceOf(g, pass)) })),
    },
    {
      title: t('gyms.comparePage.timings'),
      rows: [
        // The hours said once, as on the profile: days and times, then the day off.
        {
          key: 'hours',
          label: t('gyms.comparePage.hours'),
          cell: (g) => (
            <>
              <span className="block">{keepTimesTogether(g.timings)}</span>
              <span className="block text-slate-600">
                {g.weeklyOff === 'none' ? t('gyms.profile.openEveryDay') : t('gyms.profile.closedOn', { day: weeklyOffLabel(t, g.weeklyOff) })}
              </span>
            </>
          ),
        },
      ],
    },
    {
      title: t('gyms.comparePage.amenitiesGroup'),
      rows: amenities.map((code) => ({ key: code, label: amenityLabel(t, code), cell: (g: GymDetail) => <Check yes={g.amenities.includes(code)} /> })),
    },
  ];
}

const stickyCell = 'sticky left-0 z-10 bg-white';

function CompareTable({ gyms, onRemove }: { gyms: GymDetail[]; onRemove: (id: string) => void }) {
  const { t } = useTranslation();
  const groups = useRowGroups();
  return (
    // A narrow screen scrolls the table sideways; the feature names stay pinned on the left.
    // Phones: it scrolls both ways inside itself, so the gym names (sticky on top) stay in view while the rows scroll.
    <div
      className="relative max-h-[calc(100dvh-6rem)] overflow-auto overscroll-contain rounded-2xl sm:max-h-none border border-slate-200 bg-white"
      role="region"
      aria-label={t('gyms.comparePage.caption')}
      tabIndex={0}
    >
      <table className="w-full min-w-[40rem] table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">{t('gyms.comparePage.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className={`${stickyCell} top-0 z-30 w-28 p-3 sm:w-40`}>
              <span className="sr-only">{t('gyms.comparePage.feature')}</span>
            </th>
            {gyms.map((gym) => (
              <th key={gym.id} scope="col" className="sticky top-0 z-20 border-b border-slate-200 bg-white p-3 align-top">
                <div className="flex flex-col items-start gap-1">
                  <Link to={paths.gymProfile(gym.id)} className="text-base font-semibold text-brand-700 underline-offset-2 hover:underline">
                    {gym.name}
                  </Link>
                  <Button variant="ghost" size="sm" className="-ml-3 text-red-700" aria-label={t('gyms.comparePage.removeLabel', { name: gym.name })} onClick={() => onRemove(gym.id)}>
                    {t('gyms.comparePage.remove')}
                  </Button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.title}>
            <tr className="bg-slate-50">
              <th scope="rowgroup" colSpan={gyms.length + 1} className="px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <span className="sticky left-3">{group.title}</span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100">
                <th scope="row" className={`${stickyCell} p-3 font-medium text-slate-700`}>
                  {row.label}
                </th>
                {gyms.map((gym) => (
                  <td key={gym.id} className="p-3 text-slate-900">
                    {row.cell(gym)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

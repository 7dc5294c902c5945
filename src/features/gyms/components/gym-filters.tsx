import { forwardRef, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { amenities, classCategories, gymCategories, gymTypes, SEARCH_QUERY_MAX } from '@contract/constants';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Checkbox, Select, TextField } from '@/components/ui/field';
import { amenityLabel, categoryLabel, typeLabel } from '../utils/labels';
import { emptyFilters, parseListParams, priceIsNegative, RATING_OPTIONS, type GymFilters as Filters } from '../utils/list-params';
import '../strings';

/** The filters' GET form: the list's sort select, drawn beside the results, belongs to it too (its `form` attribute). */
export const FILTERS_FORM_ID = 'gym-filters';

/** nearMe: the "Near me" button, beside Search; the ref is the search box (focused when location is refused). */
type Props = { value: Filters; onApply: (filters: Filters) => void; nearMe?: ReactNode };
type Change = (patch: Partial<Filters>, apply: boolean) => void;

const sameFilters = (a: Filters, b: Filters) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The text search (always in view, above the results) and the other filters (a panel that folds away on phones).
 * Choices apply at once; typed fields (search, prices) apply on Enter, "Search" or "Apply filters".
 */
export const GymFilters = forwardRef<HTMLInputElement, Props>(function GymFilters({ value, onApply, nearMe }, searchRef) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const panel = useRef<HTMLFormElement>(null);
  const searchForm = useRef<HTMLFormElement>(null);
  // What was typed or chosen on the drawn page before the app took it over stays: state starts from what the forms hold.
  useEffect(() => {
    const q = String(new FormData(searchForm.current!).get('q') ?? '');
    setDraft((current) => ({ ...filtersOf(panel.current!), q, sort: current.sort }));
  }, []);
  // Back/forward or a new link changes the URL under us: the form follows it.
  if (!sameFilters(seen, value)) {
    setSeen(value);
    setDraft(value);
  }
  // A reversed price range would only ever find nothing: say so instead of searching.
  const change: Change = (patch, apply) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (apply && !pricesInvalid(next)) onApply(next);
  };
  // Choices made on the drawn page before the app took it over are in the form, not in state: the form is what is applied.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = filtersOf(event.currentTarget);
    setDraft(chosen);
    if (!pricesInvalid(chosen)) onApply(chosen);
  };
  // Words typed into the drawn page before the app took it over are on screen but not in state: the box's own value is the search.
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = { ...draft, q: String(new FormData(event.currentTarget).get('q') ?? '') };
    setDraft(typed);
    if (!pricesInvalid(typed)) onApply(typed);
  };

  return (
    <>
      <div className="flex flex-wrap items-end gap-2 lg:col-span-2 lg:max-w-3xl">
        {/* A real GET form: a search made before the app's code runs (or without it) still lands on results. */}
        <form ref={searchForm} role="search" method="get" action={paths.viewAllGyms} noValidate onSubmit={onSearch} className="flex min-w-0 flex-[1_1_20rem] items-end gap-2">
          <TextField
            ref={searchRef}
            type="search"
            label={t('gyms.list.search')}
            name="q"
            value={draft.q}
            maxLength={SEARCH_QUERY_MAX}
            onChange={(e) => change({ q: e.target.value }, false)}
            containerClassName="min-w-0 flex-1"
          />
          <Button type="submit" className="min-h-[2.875rem] shrink-0">
            {t('gyms.list.searchButton')}
          </Button>
        </form>
        {nearMe}
      </div>
      <aside aria-labelledby={`${FILTERS_FORM_ID}-title`} className="flex flex-col gap-3">
        <div className="flex min-h-9 items-center justify-between gap-3">
          <h2 id={`${FILTERS_FORM_ID}-title`} className="text-lg font-semibold text-slate-900">
            {t('gyms.list.filters')}
          </h2>
          <Button variant="secondary" size="sm" className="lg:hidden" aria-expanded={open} aria-controls={FILTERS_FORM_ID} onClick={() => setOpen(!open)}>
            {open ? t('gyms.list.hideFilters') : t('gyms.list.showFilters')}
          </Button>
        </div>
        {/* A GET form too: "Apply filters" tapped before the app's code runs lands on the drawn results of those filters. */}
        <form
          ref={panel}
          id={FILTERS_FORM_ID}
          method="get"
          action={paths.viewAllGyms}
          noValidate
          onSubmit={onSubmit}
          className={cn(open ? 'flex' : 'hidden', 'flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 lg:flex')}
        >
          <FilterFields draft={draft} change={change} />
        </form>
      </aside>
    </>
  );
});

function FilterFields({ draft, change }: { draft: Filters; change: Change }) {
  const { t } = useTranslation();
  const toggleAmenity = (code: (typeof amenities)[number], checked: boolean) =>
    change({ amenities: checked ? [...draft.amenities, code] : draft.amenities.filter((a) => a !== code) }, true);
  return (
    <>
      <input type="hidden" name="q" value={draft.q} />
      <Select label={t('gyms.list.type')} name="type" value={draft.type} onChange={(e) => change({ type: e.target.value as Filters['type'] }, true)}>
        <option value="">{t('gyms.list.any')}</option>
        {gymTypes.map((code) => (
          <option key={code} value={code}>
            {typeLabel(t, code)}
          </option>
        ))}
      </Select>
      <Select label={t('gyms.list.category')} name="category" value={draft.category} onChange={(e) => change({ category: e.target.value as Filters['category'] }, true)}>
        <option value="">{t('gyms.list.any')}</option>
        {gymCategories.map((code) => (
          <option key={code} value={code}>
            {categoryLabel(t, code)}
          </option>
        ))}
      </Select>
      <Select label={t('gyms.list.classCategory')} name="classCategory" value={draft.classCategory} onChange={(e) => change({ classCategory: e.target.value as Filters['classCategory'] }, true)}>
        <option value="">{t('gyms.list.any')}</option>
        {classCategories.map((code) => (
          <option key={code} value={code}>
            {t(`gyms.classCategories.${code}`)}
          </option>
        ))}
      </Select>
      <fieldset className="flex flex-col">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('gyms.list.amenities')}</legend>
        {amenities.map((code) => (
          <Checkbox key={code} label={amenityLabel(t, code)} name="amenities" value={code} checked={draft.amenities.includes(code)} onChange={(e) => toggleAmenity(code, e.target.checked)} />
        ))}
      </fieldset>
      <PriceRange draft={draft} onChange={(patch) => change(patch, false)} />
      <Select label={t('gyms.list.minRating')} name="minRating" value={draft.minRating} onChange={(e) => change({ minRating: e.target.value }, true)}>
        <option value="">{t('gyms.list.any')}</option>
        {RATING_OPTIONS.map((rating) => (
          <option key={rating} value={rating}>
            {t('gyms.list.ratingOption', { rating })}
          </option>
        ))}
      </Select>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="flex-1 whitespace-nowrap">
          {t('gyms.list.apply')}
        </Button>
        <Button variant="ghost" className="flex-1 whitespace-nowrap" onClick={() => change({ ...emptyFilters, sort: draft.sort }, true)}>
          {t('gyms.list.clear')}
        </Button>
      </div>
    </>
  );
}

// Digits and a minus sign stay as typed: a negative price is told, not silently made positive.
const digits = (raw: string) => raw.replace(/[^\d-]/g, '');

/** The filters a form holds, read as the server reads the same form sent without the app's code. */
function filtersOf(form: HTMLFormElement): Filters {
  const data = new FormData(form);
  const { page: _page, pageSize: _pageSize, compare: _compare, near: _near, ...filters } = parseListParams(new URLSearchParams(data as unknown as Record<string, string>));
  return { ...filters, minPrice: digits(String(data.get('minPrice') ?? '')), maxPrice: digits(String(data.get('maxPrice') ?? '')) };
}

const pricesReversed = ({ minPrice, maxPrice }: Filters) => minPrice !== '' && maxPrice !== '' && Number(minPrice) > Number(maxPrice);
const pricesInvalid = (filters: Filters) => priceIsNegative(filters.minPrice) || priceIsNegative(filters.maxPrice) || pricesReversed(filters);

/** One "Monthly price (₹)" group with short visible "Min"/"Max" labels; each field keeps its full name for screen readers. */
function PriceRange({ draft, onChange }: { draft: Filters; onChange: (patch: Partial<Filters>) => void }) {
  const { t } = useTranslation();
  const negative = (rupees: string) => (priceIsNegative(rupees) ? t('gyms.list.priceNegative') : undefined);
  return (
    <fieldset className="flex flex-col">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('gyms.list.price')}</legend>
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label={<span className="text-xs font-normal text-slate-600">{t('gyms.list.min')}</span>}
          aria-label={t('gyms.list.minPrice')}
          name="minPrice"
          inputMode="numeric"
          value={draft.minPrice}
          error={negative(draft.minPrice)}
          onChange={(e) => onChange({ minPrice: digits(e.target.value) })}
        />
        <TextField
          label={<span className="text-xs font-normal text-slate-600">{t('gyms.list.max')}</span>}
          aria-label={t('gyms.list.maxPrice')}
          name="maxPrice"
          inputMode="numeric"
          value={draft.maxPrice}
          error={negative(draft.maxPrice)}
          onChange={(e) => onChange({ maxPrice: digits(e.target.value) })}
        />
      </div>
      {pricesReversed(draft) && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t('gyms.list.priceReversed')}
        </p>
      )}
    </fieldset>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { amenities, gymCategories, gymTypes } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Checkbox, Select, TextField } from '@/components/ui/field';
import { amenityLabel, categoryLabel, typeLabel } from '../utils/labels';
import { emptyFilters, RATING_OPTIONS, type GymFilters as Filters } from '../utils/list-params';

type Props = { value: Filters; onApply: (filters: Filters) => void };

const sameFilters = (a: Filters, b: Filters) => JSON.stringify(a) === JSON.stringify(b);

/** Choices apply at once; typed fields (search, prices) apply on Enter or "Apply filters". */
export function GymFilters({ value, onApply }: Props) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // Back/forward or a new link changes the URL under us: the form follows it.
  if (!sameFilters(seen, value)) {
    setSeen(value);
    setDraft(value);
  }
  const change = (patch: Partial<Filters>, apply: boolean) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (apply) onApply(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const toggleAmenity = (code: (typeof amenities)[number], checked: boolean) =>
    change({ amenities: checked ? [...draft.amenities, code] : draft.amenities.filter((a) => a !== code) }, true);

  return (
    <aside aria-labelledby={`${panelId}-title`} className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 id={`${panelId}-title`} className="text-lg font-semibold text-slate-900">
          {t('gyms.list.filters')}
        </h2>
        <Button variant="secondary" size="sm" className="lg:hidden" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? t('gyms.list.hideFilters') : t('gyms.list.showFilters')}
        </Button>
      </div>
      <form
        id={panelId}
        noValidate
        onSubmit={onSubmit}
        className={cn(open ? 'flex' : 'hidden', 'flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 lg:flex')}
      >
        <TextField type="search" label={t('gyms.list.search')} value={draft.q} onChange={(e) => change({ q: e.target.value }, false)} />
        <Select label={t('gyms.list.type')} value={draft.type} onChange={(e) => change({ type: e.target.value as Filters['type'] }, true)}>
          <option value="">{t('gyms.list.any')}</option>
          {gymTypes.map((code) => (
            <option key={code} value={code}>
              {typeLabel(t, code)}
            </option>
          ))}
        </Select>
        <Select label={t('gyms.list.category')} value={draft.category} onChange={(e) => change({ category: e.target.value as Filters['category'] }, true)}>
          <option value="">{t('gyms.list.any')}</option>
          {gymCategories.map((code) => (
            <option key={code} value={code}>
              {categoryLabel(t, code)}
            </option>
          ))}
        </Select>
        <fieldset className="flex flex-col">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('gyms.list.amenities')}</legend>
          {amenities.map((code) => (
            <Checkbox
              key={code}
              label={amenityLabel(t, code)}
              checked={draft.amenities.includes(code)}
              onChange={(e) => toggleAmenity(code, e.target.checked)}
            />
          ))}
        </fieldset>
        <PriceRange draft={draft} onChange={(patch) => change(patch, false)} />
        <Select label={t('gyms.list.minRating')} value={draft.minRating} onChange={(e) => change({ minRating: e.target.value }, true)}>
          <option value="">{t('gyms.list.any')}</option>
          {RATING_OPTIONS.map((rating) => (
            <option key={rating} value={rating}>
              {t('gyms.list.ratingOption', { rating })}
            </option>
          ))}
        </Select>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" className="flex-1">
            {t('gyms.list.apply')}
          </Button>
          <Button variant="ghost" onClick={() => change({ ...emptyFilters, sort: draft.sort }, true)}>
            {t('gyms.list.clear')}
          </Button>
        </div>
      </form>
    </aside>
  );
}

function PriceRange({ draft, onChange }: { draft: Filters; onChange: (patch: Partial<Filters>) => void }) {
  const { t } = useTranslation();
  const digits = (raw: string) => raw.replace(/\D/g, '');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('gyms.list.price')}</legend>
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label={t('gyms.list.minPrice')}
          inputMode="numeric"
          value={draft.minPrice}
          onChange={(e) => onChange({ minPrice: digits(e.target.value) })}
        />
        <TextField
          label={t('gyms.list.maxPrice')}
          inputMode="numeric"
          value={draft.maxPrice}
          onChange={(e) => onChange({ maxPrice: digits(e.target.value) })}
        />
      </div>
    </fieldset>
  );
}

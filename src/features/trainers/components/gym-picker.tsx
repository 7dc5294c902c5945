import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GymSummary } from '@contract/gyms/gyms';
import { FieldError, TextField } from '@/components/ui/field';
import { InlineLoader } from '@/components/ui/spinner';
import { findGyms } from '../api/register-trainer';

const MIN_QUERY = 2;

/** Finds a gym by name, area or city and picks one (a radio list: plain to use with keys and screen readers). */
export function GymPicker({ value, onChange, error }: { value: GymSummary | null; onChange: (gym: GymSummary) => void; error?: string | null | undefined }) {
  const { t } = useTranslation();
  const groupId = useId();
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const results = useQuery({ queryKey: ['trainers', 'gym-picker', q], queryFn: () => findGyms(q), enabled: q.length >= MIN_QUERY, staleTime: 60_000 });
  const gyms = results.data?.items ?? [];
  const options = value && !gyms.some((g) => g.id === value.id) ? [value, ...gyms] : gyms;

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${groupId}-error` : undefined}>
      <legend className="mb-1 text-base font-semibold text-slate-900">{t('trainers.registration.gym')}</legend>
      <TextField
        label={t('trainers.registration.gymSearch')}
        hint={t('trainers.registration.gymSearchHint')}
        type="search"
        maxLength={80}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {results.isFetching && <InlineLoader>{t('common.loading')}</InlineLoader>}
      {results.isError && <p className="text-sm text-red-700">{t('trainers.registration.gymSearchFailed')}</p>}
      {q.length >= MIN_QUERY && results.isSuccess && gyms.length === 0 && <p role="status" className="text-sm text-slate-600">{t('trainers.registration.gymNone')}</p>}
      {options.length > 0 && (
        <div role="radiogroup" aria-label={t('trainers.registration.gymResults')} className="flex max-h-72 flex-col gap-2 overflow-y-auto">
          {options.map((gym) => (
            <label
              key={gym.id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input type="radio" name={groupId} className="mt-1 h-4 w-4 accent-brand-600" checked={value?.id === gym.id} onChange={() => onChange(gym)} />
              <span>
                <span className="block font-semibold text-slate-900">{gym.name}</span>
                <span className="text-slate-600">{t('trainers.registration.gymPlace', { area: gym.area, city: gym.city })}</span>
              </span>
            </label>
          ))}
        </div>
      )}
      {error && (
<FieldError id={`${groupId}-error`}>{error}</FieldError>
      )}
    </fieldset>
  );
}

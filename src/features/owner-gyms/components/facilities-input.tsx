import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import '../strings';

type FacilitiesInputProps = { value: string[]; onChange: (next: string[]) => void; error?: string | undefined };

/** A list of free-text facilities: type one, press Enter or Add; each shows as a chip with a remove button. */
export function FacilitiesInput({ value, onChange, error }: FacilitiesInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const id = useId();

  const add = () => {
    const name = draft.trim().replace(/\s+/g, ' ');
    if (name && !value.some((v) => v.toLowerCase() === name.toLowerCase())) onChange([...value, name]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the facility instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('owner-gyms.fields.facilityInput')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={60}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          className="block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-500"
        />
        <Button variant="secondary" onClick={add} disabled={!draft.trim()}>
          {t('owner-gyms.fields.addFacility')}
        </Button>
      </div>
      {error ? (
<FieldError id={`${id}-error`}>{error}</FieldError>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t('owner-gyms.fields.facilitiesHint')}
        </p>
      )}
      {value.length > 0 ? (
        <ul aria-label={t('owner-gyms.fields.facilities')} className="flex flex-wrap gap-2">
          {value.map((name) => (
            <li key={name} className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800">
              {name}
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== name))}
                aria-label={t('owner-gyms.fields.removeFacility', { name })}
                className="flex h-7 w-7 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-900"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{t('owner-gyms.fields.noFacilities')}</p>
      )}
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { FieldError } from '@/components/ui/field';

type StarRatingInputProps = { value: number | undefined; onChange: (rating: number) => void; error?: string | undefined; name: string };

/** Five radio buttons drawn as stars: arrow keys move the rating, each star names its number. */
export function StarRatingInput({ value, onChange, error, name }: StarRatingInputProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined} className="flex flex-col gap-1.5">
      <legend className="text-sm font-medium text-slate-700">{t('reviews.form.rating')}</legend>
      <div className="flex flex-wrap gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="peer sr-only"
              aria-label={t('reviews.form.starOption', { count: stars })}
            />
            <span
              aria-hidden="true"
              className={cn(
                'flex h-11 w-11 items-center justify-center rounded-lg text-3xl leading-none peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600',
                value !== undefined && stars <= value ? 'text-amber-500' : 'text-slate-300 hover:text-amber-300',
              )}
            >
              ★
            </span>
          </label>
        ))}
        {value !== undefined && <span className="self-center whitespace-nowrap pl-2 text-sm text-slate-600">{t('reviews.form.starOption', { count: value })}</span>}
      </div>
      {error && (
<FieldError id={`${id}-error`}>{error}</FieldError>
      )}
    </fieldset>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_MIME_TYPES, photoFileProblem } from '@contract/gyms/uploads';
import { buttonClasses } from '@/components/ui/button';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';

/** A preview URL for the chosen file, revoked when it changes or the field goes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

type PhotoFieldProps = { file: File | null; onChange: (file: File | null) => void; currentUrl?: string | null | undefined; error?: string | null | undefined };

/** One photo: a preview, "Choose photo", and the size and type checks said at once (the server decides by the bytes). */
export function PhotoField({ file, onChange, currentUrl, error }: PhotoFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreview(file);
  const shown = preview ?? currentUrl ?? null;
  const message = problem ?? error ?? null;

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    const refused = photoFileProblem(chosen);
    setProblem(refused);
    onChange(refused ? null : chosen);
    // The same file may be chosen again after a refusal.
    if (input.current) input.current.value = '';
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-700">{t('trainers.photo.label')}</legend>
      <div className="flex items-center gap-4">
        <div className="h-20 w-20 shrink-0 overflow-hidden rounded-full bg-slate-100">
          {shown && <img src={shown} alt="" width={80} height={80} className="h-full w-full object-cover" />}
        </div>
        <div className="flex flex-wrap gap-2">
          <label htmlFor={id} className={buttonClasses('secondary', 'sm', 'cursor-pointer focus-within:outline focus-within:outline-3 focus-within:outline-brand-500')}>
            {shown ? t('trainers.photo.change') : t('trainers.photo.choose')}
            <input
              ref={input}
              id={id}
              type="file"
              accept={PHOTO_MIME_TYPES.join(',')}
              className="sr-only"
              aria-describedby={`${id}-hint`}
              aria-invalid={message ? true : undefined}
              onChange={(event) => pick(event.target.files?.[0])}
            />
          </label>
          {file && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              {t('trainers.photo.remove')}
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t('trainers.photo.hint')}
      </p>
      {message && (
<FieldError>{message}</FieldError>
      )}
    </fieldset>
  );
}

import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useValidationText } from '@/lib/validation-text';
import { cn } from './cn';

const control =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 disabled:bg-slate-100 disabled:text-slate-500';
const controlState = (error?: string) => (error ? 'border-red-500' : 'border-slate-300 focus:border-brand-500');

type FieldFrameProps = { id: string; label: ReactNode; error?: string | undefined; hint?: ReactNode; children: ReactNode; className?: string | undefined };

function FieldFrame({ id, label, error, hint, children, className }: FieldFrameProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/** A field's error under it, announced at once; the contract's English texts in the person's language. */
export function FieldError({ id, children }: { id?: string | undefined; children: string }) {
  const text = useValidationText();
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {text(children)}
    </p>
  );
}

/** The id and ARIA wiring every labelled control shares: its error, else its hint, describes it. */
function useControlProps(id: string | undefined, error?: string, hint?: ReactNode) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined,
  } as const;
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string | undefined; hint?: ReactNode; containerClassName?: string };

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, containerClassName, ...rest },
  ref,
) {
  const wiring = useControlProps(id, error, hint);
  return (
    <FieldFrame id={wiring.id} label={label} error={error} hint={hint} className={containerClassName}>
      <input
        ref={ref}
        {...wiring}
        className={cn(control, controlState(error), className)}
        {...rest}
      />
    </FieldFrame>
  );
});

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string | undefined; hint?: ReactNode };

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ label, error, hint, id, className, ...rest }, ref) {
  const wiring = useControlProps(id, error, hint);
  return (
    <FieldFrame id={wiring.id} label={label} error={error} hint={hint}>
      <textarea
        ref={ref}
        {...wiring}
        className={cn(control, controlState(error), 'min-h-28', className)}
        {...rest}
      />
    </FieldFrame>
  );
});

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; error?: string | undefined; hint?: ReactNode; containerClassName?: string };

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, error, hint, id, className, containerClassName, children, ...rest },
  ref,
) {
  const wiring = useControlProps(id, error, hint);
  return (
    <FieldFrame id={wiring.id} label={label} error={error} hint={hint} className={containerClassName}>
      <select
        ref={ref}
        {...wiring}
        className={cn(control, controlState(error), className)}
        {...rest}
      >
        {children}
      </select>
    </FieldFrame>
  );
});

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; error?: string | undefined };

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, error, id, className, ...rest }, ref) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={fieldId} className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-sm text-slate-700">
        <input
          ref={ref}
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-600"
          {...rest}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="-mt-1 pb-1 pl-8 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});

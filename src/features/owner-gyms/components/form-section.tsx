import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** One titled group of a long form: a fieldset, so screen readers announce the group with each field. */
type FormSectionProps = { legend: string; hint?: ReactNode; children: ReactNode; className?: string; columns?: 1 | 2 };

export function FormSection({ legend, hint, children, className, columns = 2 }: FormSectionProps) {
  return (
    <fieldset className={cn('min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}>
      <legend className="float-left w-full text-lg font-bold text-slate-900">{legend}</legend>
      {hint && <p className="clear-left pt-1 text-sm text-slate-600">{hint}</p>}
      <div className={cn('clear-left grid gap-4 pt-4', columns === 2 && 'sm:grid-cols-2')}>{children}</div>
    </fieldset>
  );
}

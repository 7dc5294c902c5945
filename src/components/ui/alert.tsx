import type { ReactNode } from 'react';
import { useValidationText } from '@/lib/validation-text';
import { cn } from './cn';

const tones = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-brand-200 bg-brand-50 text-brand-800',
} as const;

/** An inline message; errors are announced at once, the rest politely. A form's error text (the contract's English) is shown in the person's language. */
export function Alert({ tone = 'info', children, className }: { tone?: keyof typeof tones; children: ReactNode; className?: string }) {
  const text = useValidationText();
  if (tone === 'error' && typeof children === 'string') children = text(children);
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('rounded-lg border px-4 py-3 text-sm', tones[tone], className)}>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { cn } from './cn';

export function Spinner({ size = 'md', className }: { size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const dims = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-3', lg: 'h-12 w-12 border-4' }[size];
  return <span aria-hidden="true" className={cn('inline-block animate-spin rounded-full border-current border-r-transparent', dims, className)} />;
}

/** The full-screen loader every lazy route shows while its code arrives. */
export function FullScreenLoader({ message, tone = 'default' }: { message: string; tone?: 'default' | 'owner' }) {
  return (
    <div
      role="status"
      aria-live="polite"
      // The owner palette whatever the session's theme, so the orange always has AA contrast with white text.
      data-theme={tone === 'owner' ? 'owner' : undefined}
      className={cn(
        'flex min-h-screen flex-col items-center justify-center gap-4',
        tone === 'owner' ? 'bg-brand-600 text-white' : 'bg-slate-50 text-brand-600',
      )}
    >
      <Spinner size="lg" />
      <p className={cn('text-lg font-semibold', tone === 'owner' ? 'text-white' : 'text-slate-700')}>{message}</p>
    </div>
  );
}

/** A one-line "loading…" inside a page section, announced politely. */
export function InlineLoader({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 text-slate-600">
      <Spinner size="sm" className="text-brand-600" />
      {children}
    </p>
  );
}

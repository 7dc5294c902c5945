import { useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { useHydrated } from '@/lib/use-hydrated';

/** The small-screen menu: a toggle button and a panel that closes when a link in it is followed. */
export function CompactMenu({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Drawn before the app's code runs: a tap then would open nothing, so the toggle shows it is not ready yet.
  const ready = useHydrated();
  const panelId = useId();
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  return (
    <div className={className} onKeyDown={closeOnEscape}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!ready}
        aria-busy={!ready || undefined}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 disabled:opacity-60"
      >
        <MenuIcon open={open} />
        {open ? t('nav.closeMenu') : t('nav.menu')}
      </button>
      {open && (
        <div
          id={panelId}
          onClick={closeOnLink}
          className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 py-4 shadow-lg"
        >
          {children}
        </div>
      )}
    </div>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={cn('h-5 w-5')} fill="none" stroke="currentColor" strokeWidth="2">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

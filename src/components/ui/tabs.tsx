import { useRef, type KeyboardEvent } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from './cn';

type Tab<T extends string> = { id: T; label: string };

/** A WAI-ARIA tablist: arrow keys move between tabs; the caller renders the panel. */
export function Tabs<T extends string>({ tabs, value, onChange, label }: { tabs: Tab<T>[]; value: T; onChange: (id: T) => void; label: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  // Drawn before the app's code runs (the gym profile's timetable): a tap then would switch nothing, so the tabs show they wait.
  const ready = useHydrated();
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + tabs.length) % tabs.length;
    refs.current[next]?.focus();
    onChange(tabs[next]!.id);
  };
  return (
    <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200">
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(el) => {
            refs.current[index] = el;
          }}
          role="tab"
          type="button"
          id={`tab-${tab.id}`}
          aria-selected={tab.id === value}
          tabIndex={tab.id === value ? 0 : -1}
          disabled={!ready}
          aria-busy={!ready || undefined}
          onClick={() => onChange(tab.id)}
          onKeyDown={(e) => onKeyDown(e, index)}
          className={cn(
            'min-h-11 border-b-2 px-4 text-sm font-semibold disabled:cursor-wait disabled:opacity-60',
            tab.id === value ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
          )}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';

/** An owner screen's h1, its one-line purpose and, on the right, its main action. */
export function PageHeader({ title, subtitle, action }: { title: string; subtitle: string; action?: ReactNode }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 max-w-2xl text-base text-slate-600">{subtitle}</p>
      </div>
      {action}
    </header>
  );
}

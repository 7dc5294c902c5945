import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from './document-title';
import './area-strings';

/** A screen whose feature is not built yet: its title and one line saying what it will hold. */
export function PlaceholderPage({ title, summary, children }: { title: string; summary: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="max-w-3xl">
      <DocumentTitle title={title} />
      <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <p className="mt-3 text-base text-slate-600">{summary}</p>
      {children && <div className="mt-8">{children}</div>}
    </section>
  );
}

/** A route component for a placeholder whose texts live at nav.screens.<key>.title / .summary. */
export function placeholderScreen(key: string) {
  return function PlaceholderScreen() {
    const { t } = useTranslation();
    return <PlaceholderPage title={t(`nav.screens.${key}.title`)} summary={t(`nav.screens.${key}.summary`)} />;
  };
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { screensOf, type Area } from '@/components/layouts/area-nav';
import { DocumentTitle } from '@/components/layouts/document-title';
import { useSessionStore } from '@/stores/session-store';
import '../strings';

/** A welcome by first name and a card for every other screen of the area. */
export function AreaDashboard({ area }: { area: Area }) {
  const { t } = useTranslation();
  const firstName = useSessionStore((s) => s.user?.firstName?.trim());
  const title = firstName ? t('dashboard.welcome', { name: firstName }) : t('dashboard.welcomeNoName');
  return (
    <section aria-labelledby="dashboard-title">
      <DocumentTitle title={t(`nav.${area}.dashboard`)} />
      <h1 id="dashboard-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <p className="mt-2 text-slate-600">{t(`dashboard.${area}.intro`)}</p>
      <h2 className="sr-only">{t('dashboard.screensLabel')}</h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {screensOf(area).map((screen) => (
          <li key={screen.id}>
            <Link
              to={screen.to}
              className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50"
            >
              <span className="text-base font-semibold text-slate-900">{t(`nav.${area}.${screen.id}`)}</span>
              <span className="mt-1 text-sm text-slate-600">{t(`dashboard.${area}.cards.${screen.id}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

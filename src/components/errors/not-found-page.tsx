import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { DocumentTitle } from '@/components/layouts/document-title';
import { paths } from '@/config/paths';

/** Any unknown path; `homeTo` lets an area send people back to its own dashboard. */
export function NotFoundPage({ homeTo = paths.home }: { homeTo?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <DocumentTitle title={t('errors.notFound.title')} />
      <p aria-hidden="true" className="text-6xl font-extrabold text-brand-600">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-2xl font-bold text-slate-900">
        {t('errors.notFound.title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('errors.notFound.body')}</p>
      <ButtonLink to={homeTo} className="mt-8">
        {t('common.actions.home')}
      </ButtonLink>
    </section>
  );
}

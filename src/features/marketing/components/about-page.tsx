import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DocumentTitle } from '@/components/layouts/document-title';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';

const principles = ['listing', 'reviews', 'prices', 'signIn'] as const;

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <PageContainer className="max-w-3xl">
      <DocumentTitle title={t('marketing.about.title')} />
      <h1 className="text-3xl font-bold text-slate-900">{t('marketing.about.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('marketing.about.intro')}</p>
      <p className="mt-4 text-slate-700">{t('marketing.about.owners')}</p>
      <h2 className="mt-10 text-xl font-semibold text-slate-900">{t('marketing.about.principlesTitle')}</h2>
      <ul className="mt-3 grid list-disc gap-2 pl-5 text-slate-700">
        {principles.map((id) => (
          <li key={id}>{t(`marketing.about.principles.${id}`)}</li>
        ))}
      </ul>
      <p className="mt-10">
        <Link to={paths.contactUs} className="font-semibold text-brand-700 hover:underline">
          {t('marketing.about.contact')}
        </Link>
      </p>
    </PageContainer>
  );
}

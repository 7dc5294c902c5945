import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/components/layouts/document-title';
import { PageContainer } from '@/components/layouts/page-container';
import { SUPPORT_EMAIL } from '@/components/layouts/contact-details';
import '../strings';

type Section = { heading: string; body: string[] };

/** /terms and /privacy: a heading, a short intro and numbered sections, written for this product. */
export function PolicyPage({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const sections = t(`legal.${doc}.sections`, { returnObjects: true }) as Section[];
  return (
    <PageContainer className="max-w-3xl">
      <DocumentTitle title={t(`legal.${doc}.title`)} />
      <h1 className="text-3xl font-bold text-slate-900">{t(`legal.${doc}.title`)}</h1>
      <p className="mt-2 text-sm text-slate-500">{t('legal.updated')}</p>
      <p className="mt-4 text-lg text-slate-700">{t(`legal.${doc}.intro`)}</p>
      <ol className="mt-8 grid list-decimal gap-6 pl-6">
        {sections.map((section) => (
          <li key={section.heading} className="marker:font-semibold marker:text-slate-900">
            <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
            {section.body.map((paragraph) => (
              <p key={paragraph} className="mt-2 text-slate-700">
                {paragraph}
              </p>
            ))}
          </li>
        ))}
      </ol>
      <p className="mt-10 text-slate-700">{t('legal.contact', { email: SUPPORT_EMAIL })}</p>
    </PageContainer>
  );
}

export const TermsPage = () => <PolicyPage doc="terms" />;
export const PrivacyPage = () => <PolicyPage doc="privacy" />;

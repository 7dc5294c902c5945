import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DocumentTitle } from '@/components/layouts/document-title';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';
import { PassStrip } from './pass-strip';
import '../pages-strings';

const memberPoints = ['find', 'compare', 'book', 'visit', 'news'] as const;
const verifiedPoints = ['owners', 'reviews', 'prices'] as const;

/** /about-us: what Gymkhana is, and what its claims (verified gyms, flexible passes, pay online or at the gym) rest on. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <PageContainer className="max-w-4xl">
      <DocumentTitle title={t('marketing-pages.about.title')} />
      <h1 className="text-3xl font-bold text-slate-900">{t('marketing-pages.about.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('marketing-pages.about.intro')}</p>
      <p className="mt-4 text-slate-700">{t('marketing-pages.about.owners')}</p>

      <Section title={t('marketing-pages.about.membersTitle')}>
        <ul className="grid list-disc gap-2 pl-5 text-slate-700">
          {memberPoints.map((id) => (
            <li key={id}>{t(`marketing-pages.about.members.${id}`)}</li>
          ))}
        </ul>
      </Section>

      <Section title={t('marketing-pages.about.verifiedTitle')}>
        <ul className="grid gap-3">
          {verifiedPoints.map((id) => (
            <li key={id} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-700 shadow-sm">
              <span aria-hidden="true" className="font-bold text-brand-600">
                ✓
              </span>
              {t(`marketing-pages.about.verified.${id}`)}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('marketing-pages.about.passesTitle')}>
        <p className="mb-4 text-slate-700">{t('marketing-pages.about.passesText')}</p>
        <PassStrip />
      </Section>

      <Section title={t('marketing-pages.about.payTitle')}>
        <p className="text-slate-700">{t('marketing-pages.about.payText')}</p>
        <p className="mt-3 text-slate-700">{t('marketing-pages.about.signIn')}</p>
      </Section>

      <p className="mt-10">
        <Link to={paths.contactUs} className="font-semibold text-brand-700 hover:underline">
          {t('marketing-pages.about.contact')}
        </Link>
      </p>
    </PageContainer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="mb-3 text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DocumentTitle } from '@/components/layouts/document-title';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';

const memberPoints = ['search', 'compare', 'book', 'barcode', 'attendance', 'history'] as const;
const ownerPoints = ['gyms', 'bookings', 'trainers', 'payments', 'reviews', 'announcements', 'attendance'] as const;

export function FeaturesPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <DocumentTitle title={t('marketing.featuresPage.title')} />
      <h1 className="text-3xl font-bold text-slate-900">{t('marketing.featuresPage.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('marketing.featuresPage.intro')}</p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <PointList title={t('marketing.featuresPage.membersTitle')} points={memberPoints.map((id) => t(`marketing.featuresPage.members.${id}`))}>
          <ButtonLink to={paths.viewAllGyms}>{t('marketing.featuresPage.findGym')}</ButtonLink>
        </PointList>
        <PointList title={t('marketing.featuresPage.ownersTitle')} points={ownerPoints.map((id) => t(`marketing.featuresPage.owners.${id}`))}>
          <ButtonLink to={paths.ownerRegistration} variant="secondary">
            {t('marketing.featuresPage.listGym')}
          </ButtonLink>
        </PointList>
      </div>
    </PageContainer>
  );
}

function PointList({ title, points, children }: { title: string; points: string[]; children: ReactNode }) {
  return (
    <Card className="flex flex-col">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <ul className="mt-4 grid flex-1 gap-2 text-slate-700">
        {points.map((point) => (
          <li key={point} className="flex gap-2">
            <span aria-hidden="true" className="text-brand-600">
              ✓
            </span>
            {point}
          </li>
        ))}
      </ul>
      <div className="mt-6">{children}</div>
    </Card>
  );
}

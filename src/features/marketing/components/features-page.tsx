import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DocumentTitle } from '@/components/layouts/document-title';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';
import { PassStrip } from './pass-strip';
import '../pages-strings';

const memberPoints = ['search', 'compare', 'book', 'barcode', 'attendance', 'reviews', 'news', 'history'] as const;
const ownerPoints = ['gyms', 'bookings', 'trainers', 'payments', 'reviews', 'announcements', 'attendance'] as const;
const trustPoints = ['verified', 'reviews', 'payment'] as const;

/** /features: what the product does for members and for owners, each point something the app does today. */
export function FeaturesPage() {
  const { t } = useTranslation();
  const p = (key: string, options?: Record<string, unknown>) => t(`marketing-pages.featuresPage.${key}`, options);
  return (
    <PageContainer>
      <DocumentTitle title={p('title')} />
      <h1 className="text-3xl font-bold text-slate-900">{p('title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{p('intro')}</p>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <PointList title={p('membersTitle')} points={memberPoints.map((id) => p(`members.${id}`))}>
          <ButtonLink to={paths.viewAllGyms}>{p('findGym')}</ButtonLink>
        </PointList>
        <PointList title={p('ownersTitle')} points={ownerPoints.map((id) => p(`owners.${id}`))}>
          <ButtonLink to={paths.ownerRegistration} variant="secondary">
            {p('listGym')}
          </ButtonLink>
        </PointList>
      </div>

      <section className="mt-12">
        <h2 className="text-xl font-semibold text-slate-900">{p('trustTitle')}</h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {trustPoints.map((id) => (
            <li key={id}>
              <Card className="h-full">
                <h3 className="font-semibold text-slate-900">{p(`trust.${id}.title`)}</h3>
                <p className="mt-2 text-sm text-slate-600">{p(`trust.${id}.body`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-12">
        <h2 className="text-xl font-semibold text-slate-900">{p('passesTitle')}</h2>
        <p className="mb-4 mt-2 max-w-2xl text-slate-700">{p('passesText')}</p>
        <PassStrip />
      </section>
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

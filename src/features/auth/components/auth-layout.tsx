import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import '../strings';

const POINTS = ['verified', 'packages', 'timings', 'payment'] as const;

/** A centred card; from lg up a brand panel sits beside it. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:py-12 lg:grid-cols-2 lg:items-stretch lg:gap-10">
      <aside className="hidden flex-col justify-center rounded-2xl bg-brand-700 p-10 text-white lg:flex">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{t('auth.brand.eyebrow')}</p>
        <p className="mt-3 text-3xl font-bold leading-tight">{t('auth.brand.title')}</p>
        <p className="mt-4 text-brand-100">{t('auth.brand.body')}</p>
        <ul className="mt-8 space-y-3">
          {POINTS.map((point) => (
            <li key={point} className="flex items-center gap-3">
              <span aria-hidden="true" className="flex h-6 w-6 items-center justify-center rounded-full bg-white/20 text-sm">
                ✓
              </span>
              {t(`auth.brand.points.${point}`)}
            </li>
          ))}
        </ul>
        <p className="mt-10 text-sm text-brand-100">{t('auth.brand.ownerNote')}</p>
      </aside>
      <Card className="mx-auto w-full max-w-md p-6 sm:p-8 lg:max-w-none">{children}</Card>
    </div>
  );
}

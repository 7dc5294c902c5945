import type { ReactNode } from 'react';
import { numberFormat } from '@contract/calendar';
import { useTranslation } from 'react-i18next';
import type { PlatformOverview } from '@contract/admin/admin';
import { Card } from '@/components/ui/card';
import { ButtonLink } from '@/components/ui/button';
import { adminPaths } from '@/config/admin-paths';
import { appLocale, formatPaise } from '@/lib/format';
import { useOverview } from '../api/overview';
import { AdminPageHeader, formatDateTime, Loaded } from './admin-ui';

/** /admin: today's and this month's business, the team's queues and the SMS budget in use. */
export function AdminOverviewPage() {
  const { t } = useTranslation();
  const overview = useOverview();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <AdminPageHeader title={t('admin.overview.title')} subtitle={t('admin.overview.subtitle')} />
      <Loaded query={overview}>{(data) => <Figures data={data} />}</Loaded>
    </section>
  );
}

// Counts in Indian grouping, as the money is (10,000 rather than 10000).
const count = (n: number) => numberFormat(appLocale(), {}).format(n);

function Figures({ data }: { data: PlatformOverview }) {
  const { t } = useTranslation();
  const periods = [
    { id: 'today', label: t('admin.overview.today'), figures: data.today },
    { id: 'month', label: t('admin.overview.month'), figures: data.month },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        {periods.map((period) => (
          <Card key={period.id} className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold text-slate-900">{period.label}</h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <Figure label={t('admin.overview.bookings')} value={count(period.figures.bookings)} />
              <Figure label={t('admin.overview.gross')} value={formatPaise(period.figures.grossPaise)} />
              <Figure label={t('admin.overview.newGyms')} value={count(period.figures.newGyms)} />
            </dl>
          </Card>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Card className="flex flex-col gap-3">
          <dl>
            <Figure label={t('admin.overview.waiting')} value={count(data.gymsWaitingForVerification)} />
          </dl>
          <ButtonLink to={adminPaths.verification} variant="secondary" size="sm" className="self-start">
            {t('admin.overview.openQueue')}
          </ButtonLink>
        </Card>
        <Card className="flex flex-col gap-3">
          <dl>
            <Figure label={t('admin.overview.openReports')} value={count(data.openReports)} />
          </dl>
          <ButtonLink to={adminPaths.reports} variant="secondary" size="sm" className="self-start">
            {t('admin.overview.openReportsLink')}
          </ButtonLink>
        </Card>
        <Card className="flex flex-col gap-2">
          <h2 className="text-sm font-medium text-slate-600">{t('admin.overview.texts')}</h2>
          <p className="text-slate-900">{t('admin.overview.lastHour', { count: count(data.signInTexts.lastHour), budget: count(data.signInTexts.hourlyBudget) })}</p>
          <p className="text-slate-900">{t('admin.overview.lastDay', { count: count(data.signInTexts.last24Hours), budget: count(data.signInTexts.dailyBudget) })}</p>
        </Card>
      </div>
      <p className="text-xs text-slate-500">{t('admin.overview.updated', { time: formatDateTime(data.at) })}</p>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-words text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

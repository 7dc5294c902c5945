import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportReasonLabels, type ReportedItem } from '@contract/admin/admin';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePaging } from '@/components/ui/pagination';
import { RatingStars } from '@/components/ui/rating-stars';
import { notify } from '@/lib/notify';
import { useDecideReports, useReports } from '../api/reports';
import { AdminPageHeader, formatDateTime, PagedList, ReasonDialog } from './admin-ui';

const PAGE_SIZES = [12, 24, 48] as const;

/** /admin/reports: reported reviews and replies, one card per item with its reasons; hide or dismiss, with a reason. */
export function ReportsPage() {
  const { t } = useTranslation();
  const paging = usePaging(PAGE_SIZES);
  const reports = useReports(paging.page, paging.pageSize);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <AdminPageHeader title={t('admin.reports.title')} subtitle={t('admin.reports.subtitle')} />
      <PagedList
        query={reports}
        paging={paging}
        label={t('admin.reports.list')}
        className="flex flex-col gap-4"
        empty={t('admin.reports.empty')}
        emptyText={t('admin.reports.emptyText')}
        itemKey={(item) => `${item.target}:${item.reviewId}`}
      >
        {(item) => <ReportCard item={item} />}
      </PagedList>
    </section>
  );
}

const reasonLabel = (reason: string) => reportReasonLabels[reason as keyof typeof reportReasonLabels] ?? reason;

function ReportCard({ item }: { item: ReportedItem }) {
  const { t } = useTranslation();
  const decide = useDecideReports();
  const [open, setOpen] = useState<'hide' | 'dismiss' | null>(null);
  const what = t(`admin.reports.target.${item.target}`);
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{t('admin.reports.of', { what, gym: item.gymName })}</h2>
        <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-semibold text-red-800">{t('admin.reports.reports', { count: item.openReports })}</span>
      </div>
      {item.target === 'review' && <RatingStars rating={item.rating} size="sm" label={t('admin.reports.rating', { rating: item.rating })} />}
      <blockquote className="whitespace-pre-line break-words border-l-4 border-slate-300 pl-3 text-slate-800">{item.text}</blockquote>
      <div>
        <h3 className="text-sm font-medium text-slate-600">{t('admin.reports.reasons')}</h3>
        <ul className="mt-1 flex flex-wrap gap-2">
          {Object.entries(item.reasons).map(([reason, count]) => (
            <li key={reason} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
              {reasonLabel(reason)} × {count}
            </li>
          ))}
        </ul>
      </div>
      {item.notes.length > 0 && (
        <div>
          <h3 className="text-sm font-medium text-slate-600">{t('admin.reports.notes')}</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
            {item.notes.map((note, index) => (
              <li key={index} className="break-words">
                {note}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-xs text-slate-500">
        {t('admin.reports.first', { date: formatDateTime(item.firstReportedAt) })}
        {item.hidden && ` · ${t('admin.reports.hidden')}`}
      </p>
      <div className="flex flex-wrap gap-3">
        {!item.hidden && (
          <Button variant="danger" size="sm" onClick={() => setOpen('hide')}>
            {t('admin.reports.hide')}
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={() => setOpen('dismiss')}>
          {t('admin.reports.dismiss')}
        </Button>
      </div>
      <ReasonDialog
        open={open !== null}
        title={open === 'hide' ? t('admin.reports.hideTitle', { what: what.toLowerCase() }) : t('admin.reports.dismissTitle')}
        text={open === 'hide' ? t('admin.reports.hideText') : t('admin.reports.dismissText')}
        confirmLabel={open === 'hide' ? t('admin.reports.hide') : t('admin.reports.dismiss')}
        danger={open === 'hide'}
        onConfirm={async (reason) => {
          notify.success(await decide.mutateAsync({ reviewId: item.reviewId, target: item.target, reason, hide: open === 'hide' }));
        }}
        onClose={() => setOpen(null)}
      />
    </Card>
  );
}

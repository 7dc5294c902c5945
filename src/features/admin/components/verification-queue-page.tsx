import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { verificationStatuses, type VerificationQueueItem } from '@contract/admin/admin';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePaging } from '@/components/ui/pagination';
import { Tabs } from '@/components/ui/tabs';
import { adminPaths } from '@/config/admin-paths';
import { formatMobile } from '@/lib/format';
import { useQueue, type VerificationStatus } from '../api/verification';
import { AdminPageHeader, formatDateTime, PagedList } from './admin-ui';

const PAGE_SIZES = [12, 24, 48] as const;

/** The state a tab shows, kept in the URL so "Back to the queue" returns to it. */
export function statusFrom(value: string | null): VerificationStatus {
  return verificationStatuses.find((status) => status === value) ?? 'pending';
}

/** /admin/verification: submissions by state, oldest waiting first; each opens on its own page. */
export function VerificationQueuePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const paging = usePaging(PAGE_SIZES);
  const queue = useQueue({ status, page: paging.page, pageSize: paging.pageSize });
  const choose = (next: VerificationStatus) => {
    setParams(next === 'pending' ? {} : { status: next }, { replace: true });
    paging.onPageChange(1);
  };
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <AdminPageHeader title={t('admin.verification.title')} subtitle={t('admin.verification.subtitle')} />
      <div>
        <Tabs<VerificationStatus>
          label={t('admin.verification.tabs')}
          value={status}
          onChange={choose}
          tabs={verificationStatuses.map((id) => ({ id, label: t(`admin.verification.status.${id}`) }))}
        />
        <div role="tabpanel" aria-labelledby={`tab-${status}`} className="flex flex-col gap-4 pt-4">
          <PagedList
            query={queue}
            paging={paging}
            label={t('admin.verification.list')}
            className="grid gap-4 lg:grid-cols-2"
            empty={t('admin.verification.empty')}
            emptyText={status === 'pending' ? t('admin.verification.emptyPending') : null}
            itemKey={(item) => item.id}
          >
            {(item) => <QueueCard item={item} />}
          </PagedList>
        </div>
      </div>
    </section>
  );
}

function QueueCard({ item }: { item: VerificationQueueItem }) {
  const { t } = useTranslation();
  const owner = item.gym.ownerName ?? (item.gym.ownerMobile ? formatMobile(item.gym.ownerMobile) : t('admin.verification.noOwner'));
  return (
    <Card className="flex h-full flex-col gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{item.gym.name}</h2>
      <p className="text-sm text-slate-600">
        {item.gym.area}, {item.gym.city}, {item.gym.state}
      </p>
      <p className="text-sm text-slate-700">
        {t('admin.verification.owner')}: {owner}
      </p>
      <p className="text-sm text-slate-700">{t('admin.verification.cause', { cause: causeText(item.cause, t('admin.verification.causeSubmitted')) })}</p>
      <p className="text-xs text-slate-500">
        {t('admin.verification.submitted', { date: formatDateTime(item.submittedAt) })} · {t('admin.verification.documents', { count: item.documents.length })}
      </p>
      {item.status === 'rejected' && item.reason && <p className="text-sm text-red-700">{t('admin.verification.rejectedBecause', { reason: item.reason })}</p>}
      <Link
        to={`${adminPaths.submission(item.id)}?status=${item.status}`}
        aria-label={t('admin.verification.openLabel', { name: item.gym.name })}
        className={buttonClasses('primary', 'sm', 'mt-auto self-start')}
      >
        {t('admin.verification.open')}
      </Link>
    </Card>
  );
}

/** The server's cause is "submitted" for an owner's request, else the changed fields ("name, address"). */
export const causeText = (cause: string, submitted: string) => (cause === 'submitted' ? submitted : cause);

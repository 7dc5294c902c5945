import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement, AnnouncementStatus } from '@contract/community/announcements';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { paths } from '@/config/paths';
import { useAreaPath } from '@/components/owner/desk-access';
import { DocumentTitle } from '@/components/layouts/document-title';
import { OwnerGymScope } from '@/components/owner/owner-gym-scope';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { InlineLoader } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useAnnouncements, useDeleteAnnouncement } from '../api/owner-announcements';
import { formatDateTime } from '../schedule';
import { PriorityBadge } from './priority-badge';
import '../strings';

const tabs: AnnouncementStatus[] = ['published', 'draft', 'scheduled'];

/** /gym_owner/announcements: the current gym's announcements in tabs Published, Drafts, Scheduled. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const areaPath = useAreaPath();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('announcements.list.title')} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('announcements.list.title')}
          </h1>
          <p className="mt-2 text-slate-600">{t('announcements.list.subtitle')}</p>
        </div>
        <ButtonLink to={areaPath(paths.owner.createAnnouncement)}>{t('announcements.list.create')}</ButtonLink>
      </header>
      <OwnerGymScope>{(gym) => <GymAnnouncements key={gym.id} gym={gym} />}</OwnerGymScope>
    </section>
  );
}

function GymAnnouncements({ gym }: { gym: OwnerGym }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<AnnouncementStatus>('published');
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const announcements = useAnnouncements(gym.id);
  const remove = useDeleteAnnouncement();
  const count = (status: AnnouncementStatus) => announcements.data?.filter((a) => a.status === status).length;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      notify.success(await remove.mutateAsync(deleting.id));
      setDeleting(null);
    } catch (error) {
      notify.error(t('announcements.list.deleteFailed'), { description: errorMessage(error) });
    }
  };

  return (
    <div>
      <Tabs<AnnouncementStatus>
        label={t('announcements.list.tabsLabel')}
        value={tab}
        onChange={setTab}
        tabs={tabs.map((id) => {
          const n = count(id);
          return { id, label: n === undefined ? t(`announcements.tabs.${id}`) : t(`announcements.tabs.${id}Count`, { count: n }) };
        })}
      />
      <div role="tabpanel" aria-labelledby={`tab-${tab}`} className="pt-4">
        {announcements.isPending ? (
          <InlineLoader>{t('announcements.list.loading')}</InlineLoader>
        ) : announcements.isError ? (
          <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
            <span>{t('announcements.list.loadFailed')}</span>
            <Button variant="secondary" size="sm" onClick={() => void announcements.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </Alert>
        ) : (
          <AnnouncementList items={announcements.data.filter((a) => a.status === tab)} status={tab} onDelete={setDeleting} />
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('announcements.delete.title')}
        message={t('announcements.delete.message', { title: deleting?.title ?? '' })}
        confirmLabel={t('announcements.delete.confirm')}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

function AnnouncementList({ items, status, onDelete }: { items: Announcement[]; status: AnnouncementStatus; onDelete: (a: Announcement) => void }) {
  const { t } = useTranslation();
  const areaPath = useAreaPath();
  if (items.length === 0)
    return (
      <EmptyState title={t(`announcements.empty.${status}`)}>
        <ButtonLink to={areaPath(paths.owner.createAnnouncement)} variant="secondary" size="sm" className="mt-3">
          {t('announcements.list.create')}
        </ButtonLink>
      </EmptyState>
    );
  return (
    <ul className="flex flex-col gap-4" aria-label={t(`announcements.tabs.${status}`)}>
      {items.map((a) => (
        <li key={a.id}>
          <Card className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="mr-auto text-lg font-semibold text-slate-900">{a.title}</h2>
              <PriorityBadge priority={a.priority} />
            </div>
            <p className="whitespace-pre-line text-slate-700">{a.message}</p>
            <p className="text-sm text-slate-500">{whenText(t, a)}</p>
            <div className="flex flex-wrap gap-2">
              <ButtonLink to={areaPath(paths.owner.editAnnouncement(a.id))} variant="secondary" size="sm" aria-label={t('announcements.list.editLabel', { title: a.title })}>
                {t('announcements.list.edit')}
              </ButtonLink>
              <Button variant="ghost" size="sm" aria-label={t('announcements.list.deleteLabel', { title: a.title })} onClick={() => onDelete(a)}>
                {t('announcements.list.delete')}
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function whenText(t: (key: string, options?: Record<string, unknown>) => string, a: Announcement): string {
  if (a.status === 'published' && a.publishedAt) return t('announcements.when.published', { at: formatDateTime(a.publishedAt) });
  if (a.status === 'scheduled' && a.scheduleAt) return t('announcements.when.scheduled', { at: formatDateTime(a.scheduleAt) });
  return t('announcements.when.draft', { at: formatDateTime(a.updatedAt) });
}

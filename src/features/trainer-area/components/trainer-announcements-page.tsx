import { useTranslation } from 'react-i18next';
import { AnnouncementList, PriorityTag } from '@/components/announcements/announcement-list';
import { DocumentTitle } from '@/components/layouts/document-title';
import { formatDateTime } from '@/lib/format';
import { useTrainerFeed } from '../api/trainer-feed';
import '../strings';

/** /trainer/announcements: published news of the gyms that accepted the trainer, high priority first. */
export function TrainerAnnouncementsPage() {
  const { t } = useTranslation();
  const feed = useTrainerFeed();
  return (
    <section aria-labelledby="announcements-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('trainerArea.announcements.title')} />
      <h1 id="announcements-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('trainerArea.announcements.title')}
      </h1>
      <AnnouncementList
        feed={feed}
        text={{ loading: t('common.loading'), failed: t('trainerArea.announcements.loadFailed'), empty: t('trainerArea.announcements.empty'), list: t('trainerArea.announcements.listLabel') }}
        Heading="h2"
        priority={(priority) => <PriorityTag priority={priority}>{t(`trainerArea.announcements.priority.${priority}`)}</PriorityTag>}
        time={(iso) => formatDateTime(new Date(iso))}
      />
    </section>
  );
}

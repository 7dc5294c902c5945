import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementList } from '@/components/announcements/announcement-list';
import { useAnnouncementFeed } from '../api/announcement-feed';
import { formatDateTime } from '../schedule';
import { PriorityBadge } from './priority-badge';
import '../strings';

/** The member's dashboard: published announcements of the gyms they hold or held a booking at, high priority first. */
export function AnnouncementFeed() {
  const { t } = useTranslation();
  const headingId = useId();
  const feed = useAnnouncementFeed();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('announcements.feed.title')}
      </h2>
      <AnnouncementList
        feed={feed}
        text={{ loading: t('announcements.feed.loading'), failed: t('announcements.feed.loadFailed'), empty: t('announcements.feed.empty'), list: t('announcements.feed.title') }}
        Heading="h3"
        priority={(priority) => <PriorityBadge priority={priority} />}
        time={formatDateTime}
      />
    </section>
  );
}

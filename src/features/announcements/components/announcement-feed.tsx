import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InlineLoader } from '@/components/ui/spinner';
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
      {feed.isPending ? (
        <InlineLoader>{t('announcements.feed.loading')}</InlineLoader>
      ) : feed.isError ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('announcements.feed.loadFailed')}</span>
          <Button variant="secondary" size="sm" onClick={() => void feed.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Alert>
      ) : feed.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-sm text-slate-600">{t('announcements.feed.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('announcements.feed.title')}>
          {feed.data.map((item) => (
            <li key={item.id}>
              <article className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="mr-auto font-semibold text-slate-900">{item.title}</h3>
                  <PriorityBadge priority={item.priority} />
                </div>
                <p className="whitespace-pre-line text-slate-700">{item.message}</p>
                <p className="text-xs text-slate-500">
                  <Link to={paths.gymProfile(item.gymId)} className="font-semibold text-brand-700 hover:underline">
                    {item.gymName}
                  </Link>{' '}
                  · <time dateTime={item.publishedAt}>{formatDateTime(item.publishedAt)}</time>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

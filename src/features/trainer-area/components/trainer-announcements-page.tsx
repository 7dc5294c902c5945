import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FeedItem } from '@contract/announcements';
import { DocumentTitle } from '@/components/layouts/document-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useTrainerFeed } from '../api/trainer-feed';
import '../strings';

// Its own short list rather than the member dashboard's feed: sharing that module would split a new chunk whose
// name the first visit's code must carry, and the first visit has no bytes to spare.

const tones: Record<FeedItem['priority'], string> = { high: 'bg-red-100 text-red-800', medium: 'bg-amber-100 text-amber-900', low: 'bg-slate-100 text-slate-700' };

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
      {feed.isPending ? (
        <InlineLoader>{t('common.loading')}</InlineLoader>
      ) : feed.isError ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('trainerArea.announcements.loadFailed')}</span>
          <Button variant="secondary" size="sm" onClick={() => void feed.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Alert>
      ) : feed.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-sm text-slate-600">{t('trainerArea.announcements.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('trainerArea.announcements.listLabel')}>
          {feed.data.map((item) => (
            <li key={item.id}>
              <article className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="mr-auto font-semibold text-slate-900">{item.title}</h2>
                  <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[item.priority])}>{t(`trainerArea.announcements.priority.${item.priority}`)}</span>
                </div>
                <p className="whitespace-pre-line text-slate-700">{item.message}</p>
                <p className="text-xs text-slate-500">
                  <Link to={paths.gymProfile(item.gymId)} className="font-semibold text-brand-700 hover:underline">
                    {item.gymName}
                  </Link>{' '}
                  · <time dateTime={item.publishedAt}>{formatDateTime(new Date(item.publishedAt))}</time>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

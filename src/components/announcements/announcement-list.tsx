import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AnnouncementPriority, FeedItem } from '@contract/community/announcements';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

const tones: Record<AnnouncementPriority, string> = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-slate-100 text-slate-700',
};

/** An announcement's priority, coloured by it; the words are the caller's. */
export function PriorityTag({ priority, children }: { priority: AnnouncementPriority; children: ReactNode }) {
  return <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[priority])}>{children}</span>;
}

type AnnouncementListProps = {
  feed: UseQueryResult<FeedItem[]>;
  /** the words of the feature that shows it (its strings load with it) */
  text: { loading: string; failed: string; empty: string; list: string };
  /** the items' heading: h3 under a section's heading, h2 on a page of their own */
  Heading: 'h2' | 'h3';
  priority: (priority: AnnouncementPriority) => ReactNode;
  time: (iso: string) => string;
};

/** Published announcements of a person's gyms (the member's dashboard, the trainer's page): loading, failed with a retry, none, or the list. */
export function AnnouncementList({ feed, text, Heading, priority, time }: AnnouncementListProps) {
  const { t } = useTranslation();
  if (feed.isPending) return <InlineLoader>{text.loading}</InlineLoader>;
  if (feed.isError)
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{text.failed}</span>
        <Button variant="secondary" size="sm" onClick={() => void feed.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </Alert>
    );
  if (feed.data.length === 0) return <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-sm text-slate-600">{text.empty}</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label={text.list}>
      {feed.data.map((item) => (
        <li key={item.id}>
          <article className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Heading className="mr-auto font-semibold text-slate-900">{item.title}</Heading>
              {priority(item.priority)}
            </div>
            <p className="whitespace-pre-line text-slate-700">{item.message}</p>
            <p className="text-xs text-slate-500">
              <Link to={paths.gymProfile(item.gymId)} className="font-semibold text-brand-700 hover:underline">
                {item.gymName}
              </Link>{' '}
              · <time dateTime={item.publishedAt}>{time(item.publishedAt)}</time>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}

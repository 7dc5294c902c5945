import { useTranslation } from 'react-i18next';
import { dateFormat } from '@contract/calendar';
import type { Notification } from '@contract/messaging/notifications';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination, usePaging } from '@/components/ui/pagination';
import { InlineLoader } from '@/components/ui/spinner';
import { useMarkRead, useNotifications } from '../api/notifications';
import '../strings';
import { appLocale } from '@/lib/format';

const PAGE_SIZES = [20, 50] as const;
// When it arrived, on this device's clock; the text itself gives the slot in the gym's zone.
const formatArrival = (at: Date | number) => dateFormat(appLocale(), { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(at);

type Area = 'member' | 'owner' | 'trainer' | 'staff';
/** What each area's list holds, in its words (notifications.<key>). */
const words: Record<Area, { summary: string; emptyHint: string }> = {
  member: { summary: 'summary', emptyHint: 'emptyHint' },
  owner: { summary: 'ownerSummary', emptyHint: 'emptyHint' },
  trainer: { summary: 'trainerSummary', emptyHint: 'trainerEmptyHint' },
  staff: { summary: 'staffSummary', emptyHint: 'staffEmptyHint' },
};

/** Every message the app holds for the signed-in person, newest first; opening one marks it read. */
export function NotificationsPage({ area }: { area: Area }) {
  const { t } = useTranslation();
  const paging = usePaging(PAGE_SIZES);
  const list = useNotifications(paging.page, paging.pageSize);
  const markRead = useMarkRead();
  const unread = list.data?.unreadCount ?? 0;
  return (
    <section aria-labelledby="notifications-title" className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="notifications-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('notifications.title')}
          </h1>
          <p className="mt-1 text-slate-600">{t(`notifications.${words[area].summary}`)}</p>
        </div>
        {unread > 0 && (
          <Button variant="secondary" size="sm" disabled={markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
            {t('notifications.markAllRead')}
          </Button>
        )}
      </header>
      {list.isPending ? (
        <InlineLoader>{t('notifications.loading')}</InlineLoader>
      ) : list.isError ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('notifications.loadFailed')}</span>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Alert>
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('notifications.empty')}>{t(`notifications.${words[area].emptyHint}`)}</EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label={t('notifications.title')}>
            {list.data.items.map((item) => (
              <NotificationItem key={item.id} item={item} onRead={() => markRead.mutate({ ids: [item.id] })} />
            ))}
          </ul>
          <Pagination {...paging} totalPages={list.data.totalPages} />
        </>
      )}
    </section>
  );
}

function NotificationItem({ item, onRead }: { item: Notification; onRead: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <article className={cn('flex flex-col gap-2 rounded-2xl border p-4 shadow-sm sm:p-5', item.read ? 'border-slate-200 bg-white' : 'border-brand-200 bg-brand-50')}>
        <div className="flex flex-wrap items-center gap-2">
          {!item.read && <span className="size-2 rounded-full bg-brand-600" aria-hidden="true" />}
          <h2 className="mr-auto font-semibold text-slate-900">
            {t(`notifications.kinds.${item.kind}`)}
            {!item.read && <span className="sr-only"> ({t('notifications.unread')})</span>}
          </h2>
          <time dateTime={item.createdAt} className="text-xs text-slate-600">
            {formatArrival(new Date(item.createdAt))}
          </time>
        </div>
        <p className="text-slate-700">{item.text}</p>
        {!item.read && (
          <div>
            <Button variant="ghost" size="sm" onClick={onRead}>
              {t('notifications.markRead')}
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}

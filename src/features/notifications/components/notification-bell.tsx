import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '@/components/ui/cn';
import { useUnreadCount } from '../api/notifications';
import '../strings';

/** The header's bell: a link to the list, with how many are unread (99+ past that). */
export function NotificationBell({ to, className }: { to: string; className?: string }) {
  const { t } = useTranslation();
  const unread = useUnreadCount().data ?? 0;
  return (
    <Link
      to={to}
      aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
      className={cn('relative inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100', className)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 && (
        <span className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}

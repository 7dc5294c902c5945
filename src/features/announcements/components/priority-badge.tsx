import { useTranslation } from 'react-i18next';
import type { AnnouncementPriority } from '@contract/announcements';
import { cn } from '@/components/ui/cn';

const tones: Record<AnnouncementPriority, string> = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-slate-100 text-slate-700',
};

export function PriorityBadge({ priority }: { priority: AnnouncementPriority }) {
  const { t } = useTranslation();
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[priority])}>
      {t('announcements.priorityBadge', { priority: t(`announcements.priority.${priority}`) })}
    </span>
  );
}

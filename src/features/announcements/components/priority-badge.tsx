import { useTranslation } from 'react-i18next';
import type { AnnouncementPriority } from '@contract/community/announcements';
import { PriorityTag } from '@/components/announcements/announcement-list';

export function PriorityBadge({ priority }: { priority: AnnouncementPriority }) {
  const { t } = useTranslation();
  return <PriorityTag priority={priority}>{t('announcements.priorityBadge', { priority: t(`announcements.priority.${priority}`) })}</PriorityTag>;
}

import { AnnouncementsPage } from '@/features/announcements/components/announcements-page';

export const Component = AnnouncementsPage;

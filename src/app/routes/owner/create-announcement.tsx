import { CreateAnnouncementPage } from '@/features/announcements/components/announcement-editor-page';

export const Component = CreateAnnouncementPage;

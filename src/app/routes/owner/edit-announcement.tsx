import { useParams } from 'react-router-dom';
import { EditAnnouncementPage } from '@/features/announcements/components/announcement-editor-page';

export function Component() {
  const { id = '' } = useParams();
  return <EditAnnouncementPage key={id} id={id} />;
}

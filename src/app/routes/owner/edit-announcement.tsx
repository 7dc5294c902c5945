import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return <PlaceholderPage title={t('nav.screens.owner.editAnnouncement.title')} summary={t('nav.screens.owner.editAnnouncement.summary', { id })} />;
}

import { useTranslation } from 'react-i18next';
import { ContactDetails } from '@/components/layouts/contact-details';
import { PageContainer } from '@/components/layouts/page-container';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';
import { Card } from '@/components/ui/card';

export function Component() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PlaceholderPage title={t('nav.screens.contactUs.title')} summary={t('nav.screens.contactUs.summary')}>
        <Card className="max-w-md">
          <ContactDetails className="text-base" />
        </Card>
      </PlaceholderPage>
    </PageContainer>
  );
}

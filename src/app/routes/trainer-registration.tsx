import { PageContainer } from '@/components/layouts/page-container';
import { placeholderScreen } from '@/components/layouts/placeholder-page';

const Screen = placeholderScreen('trainerRegistration');

export function Component() {
  return (
    <PageContainer>
      <Screen />
    </PageContainer>
  );
}

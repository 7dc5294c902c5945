import { PageContainer } from '@/components/layouts/page-container';
import { TrainerRegistrationPage } from '@/features/trainers/components/trainer-registration-page';

export function Component() {
  return (
    <PageContainer>
      <TrainerRegistrationPage />
    </PageContainer>
  );
}

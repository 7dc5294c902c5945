import { DocumentTitle } from '@/components/layouts/document-title';
import { HeroSearch } from '@/features/gyms/components/hero-search';
import { AppDownloadSection } from '@/features/marketing/components/app-download-section';
import { FeaturesSection } from '@/features/marketing/components/features-section';

export function Component() {
  return (
    <>
      <DocumentTitle />
      <HeroSearch />
      <FeaturesSection />
      <AppDownloadSection />
    </>
  );
}

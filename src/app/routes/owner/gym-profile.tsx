import { lazy, Suspense } from 'react';
import { GymPhotoManager } from '@/features/gym-photos/components/gym-photo-manager';
import { GymEditorPage } from '@/features/owner-gyms/components/gym-editor-page';

// Its own chunk: its files are then listed here, not in the first visit's code, which has no bytes to spare.
const VerificationPanel = lazy(() => import('@/features/owner-gyms/components/verification-panel').then((module) => ({ default: module.VerificationPanel })));
// Its own chunk too: the promo form and its rules load while the editor draws, not before it.
const PromoCodesSection = lazy(() => import('@/features/promos/components/promo-codes-section').then((module) => ({ default: module.PromoCodesSection })));

// The gym's verification, photos and promo codes are sections of the editor, for the same gym the switcher picked.
export function Component() {
  return (
    <GymEditorPage
      sections={(gym) => (
        <>
          <Suspense fallback={null}>
            <VerificationPanel key={`verification-${gym.id}`} gymId={gym.id} />
          </Suspense>
          <GymPhotoManager key={gym.id} gymId={gym.id} />
          <Suspense fallback={null}>
            <PromoCodesSection key={`promos-${gym.id}`} gymId={gym.id} timeZone={gym.timeZone} />
          </Suspense>
        </>
      )}
    />
  );
}

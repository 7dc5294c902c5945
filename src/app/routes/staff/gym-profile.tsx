import { GymPhotoManager } from '@/features/gym-photos/components/gym-photo-manager';
import { GymEditorPage } from '@/features/owner-gyms/components/gym-editor-page';

// A manager edits the gym's profile, passes and photos; its verification and promo codes stay the owner's (issue 38).
export function Component() {
  return <GymEditorPage sections={(gym) => <GymPhotoManager key={gym.id} gymId={gym.id} />} />;
}

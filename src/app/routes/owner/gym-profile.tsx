import { GymPhotoManager } from '@/features/gym-photos/components/gym-photo-manager';
import { GymEditorPage } from '@/features/owner-gyms/components/gym-editor-page';

// The gym's photos are a section of the editor, for the same gym the switcher picked.
export function Component() {
  return <GymEditorPage sections={(gym) => <GymPhotoManager key={gym.id} gymId={gym.id} />} />;
}

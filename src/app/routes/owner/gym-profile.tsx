import { GymEditorPage } from '@/features/owner-gyms/components/gym-editor-page';

// The gym's photos (trainers/photos feature) join here as another section: sections={(gym) => <GymPhotos gymId={gym.id} />}.
export function Component() {
  return <GymEditorPage />;
}

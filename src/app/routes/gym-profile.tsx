import { useParams } from 'react-router-dom';
import { GymTimetable } from '@/features/classes/components/gym-timetable';
import { GymProfilePage } from '@/features/gyms/components/gym-profile-page';
import { MemberReviewPanel } from '@/features/reviews/components/member-review-panel';

export function Component() {
  const { gymId = '' } = useParams();
  // A new gym means a new page: no state carried over from the previous one.
  return <GymProfilePage key={gymId} gymId={gymId} timetableSlot={(gym) => <GymTimetable gymId={gymId} timeZone={gym.timeZone} />} reviewSlot={<MemberReviewPanel gymId={gymId} />} />;
}

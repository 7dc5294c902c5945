import { Route, Routes, useParams } from 'react-router-dom';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { TrainerLayout } from '@/components/layouts/trainer-layout';
import { trainerPaths } from '@/config/trainer-paths';
import { ProfilePage } from '@/features/auth/components/profile-page';
import { RosterPage } from '@/features/trainer-area/components/roster-page';
import { TrainerAnnouncementsPage } from '@/features/trainer-area/components/trainer-announcements-page';
import { TrainerHomePage } from '@/features/trainer-area/components/trainer-home-page';
import { MyGymsPage } from '@/features/trainers/components/my-gyms-page';
import { MyTrainerPhoto } from '@/features/trainers/components/my-photo';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';

/** Paths below /trainer/*, relative as descendant routes want them; e2e/route-table.ts lists each as /trainer/<path>. */
export const trainerRoutePaths = {
  session: trainerPaths.sessionPattern,
  gyms: trainerPaths.gyms.slice(trainerPaths.root.length + 1),
  announcements: trainerPaths.announcements.slice(trainerPaths.root.length + 1),
  notifications: trainerPaths.notifications.slice(trainerPaths.root.length + 1),
  profile: trainerPaths.profile.slice(trainerPaths.root.length + 1),
};

function Roster() {
  const { sessionId = '' } = useParams();
  return <RosterPage key={sessionId} sessionId={sessionId} />;
}

function Profile() {
  return (
    <>
      <ProfilePage />
      <MyTrainerPhoto />
    </>
  );
}

/** The trainer area's layout and pages, as descendant routes of router.tsx's one /trainer/* route. */
export function TrainerArea() {
  return (
    <Routes>
      <Route element={<TrainerLayout bell={<NotificationBell to={trainerPaths.notifications} />} />}>
        <Route index element={<TrainerHomePage />} />
        <Route path={trainerRoutePaths.session} element={<Roster />} />
        <Route path={trainerRoutePaths.gyms} element={<MyGymsPage />} />
        <Route path={trainerRoutePaths.announcements} element={<TrainerAnnouncementsPage />} />
        <Route path={trainerRoutePaths.notifications} element={<NotificationsPage area="trainer" />} />
        <Route path={trainerRoutePaths.profile} element={<Profile />} />
        <Route path="*" element={<NotFoundPage homeTo={trainerPaths.root} />} />
      </Route>
    </Routes>
  );
}

export default TrainerArea;

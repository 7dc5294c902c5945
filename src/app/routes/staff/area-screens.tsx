import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { StaffAction } from '@contract/gyms/staff-permissions';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { StaffLayout } from '@/components/layouts/staff-layout';
import { RoleGate } from '@/components/owner/role-gate';
import { RouteFallback } from '@/components/layouts/route-loader';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';
import { staffPaths, staffRoutePatterns as at, staffScreenNeeds as needs } from '@/config/staff-paths';

type Owned = () => Promise<{ Component: ComponentType }>;

// Each screen is the owner's own route module, loaded when first opened: a front desk's phone never fetches the
// manager's screens.
const screen = (load: Owned) => lazy(() => load().then((module) => ({ default: module.Component })));

const Home = screen(() => import('./desk-today'));
const Bookings = screen(() => import('../owner/booking-management'));
const ScanQr = screen(() => import('../owner/scan-qr'));
const AttendanceQr = screen(() => import('../owner/attendance-qr'));
const AddMember = screen(() => import('../owner/add-new-member'));
const Classes = screen(() => import('../owner/classes'));
const Members = screen(() => import('../owner/members-management'));
const Payments = screen(() => import('../owner/payments'));
const AttendanceReport = screen(() => import('../owner/attendance-report'));
const GymProfile = screen(() => import('./gym-profile'));
const Trainers = screen(() => import('../owner/trainers'));
const Reviews = screen(() => import('../owner/reviews'));
const Announcements = screen(() => import('../owner/announcements'));
const CreateAnnouncement = screen(() => import('../owner/create-announcement'));
const EditAnnouncement = screen(() => import('../owner/edit-announcement'));
const Profile = screen(() => import('../owner/profile'));
// The owner's module draws the owner's own notifications too (by its path): the staff area takes the log alone.
const Messages = lazy(() => import('@/features/messages/components/message-log-page').then((module) => ({ default: module.MessageLogPage })));

/** A screen the role at the current gym must allow (RoleGate), or any staff member's (`needs` left out). */
function Gated({ needs, Screen }: { needs?: StaffAction; Screen: ComponentType }) {
  const drawn = (
    <Suspense fallback={<RouteFallback />}>
      <Screen />
    </Suspense>
  );
  return needs ? <RoleGate needs={needs}>{drawn}</RoleGate> : drawn;
}

/** The staff area's layout and pages, as descendant routes of router.tsx's one /staff/* route; e2e/route-table.ts lists them. */
export function StaffArea() {
  return (
    <Routes>
      <Route element={<StaffLayout bell={<NotificationBell to={staffPaths.notifications} />} />}>
        <Route index element={<Gated Screen={Home} />} />
        <Route path={at.bookings} element={<Gated needs={needs.bookings} Screen={Bookings} />} />
        <Route path={at.scanQr} element={<Gated needs={needs.scanQr} Screen={ScanQr} />} />
        <Route path={at.attendanceQr} element={<Gated needs={needs.attendanceQr} Screen={AttendanceQr} />} />
        <Route path={at.addMember} element={<Gated needs={needs.addMember} Screen={AddMember} />} />
        <Route path={at.classes} element={<Gated needs={needs.classes} Screen={Classes} />} />
        <Route path={at.members} element={<Gated needs={needs.members} Screen={Members} />} />
        <Route path={at.payments} element={<Gated needs={needs.payments} Screen={Payments} />} />
        <Route path={at.attendanceReport} element={<Gated needs={needs.attendanceReport} Screen={AttendanceReport} />} />
        <Route path={at.gymProfile} element={<Gated needs={needs.gymProfile} Screen={GymProfile} />} />
        <Route path={at.trainers} element={<Gated needs={needs.trainers} Screen={Trainers} />} />
        <Route path={at.reviews} element={<Gated needs={needs.reviews} Screen={Reviews} />} />
        <Route path={at.announcements} element={<Gated needs={needs.announcements} Screen={Announcements} />} />
        <Route path={at.createAnnouncement} element={<Gated needs={needs.createAnnouncement} Screen={CreateAnnouncement} />} />
        <Route path={at.editAnnouncement} element={<Gated needs={needs.editAnnouncement} Screen={EditAnnouncement} />} />
        <Route path={at.profile} element={<Gated Screen={Profile} />} />
        <Route path={at.messages} element={<Gated needs={needs.messages} Screen={Messages} />} />
        <Route path={at.notifications} element={<NotificationsPage area="staff" />} />
        <Route path="*" element={<NotFoundPage homeTo={staffPaths.root} />} />
      </Route>
    </Routes>
  );
}

export default StaffArea;

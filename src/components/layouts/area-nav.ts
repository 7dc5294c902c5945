import { adminPaths } from '@/config/admin-paths';
import { paths } from '@/config/paths';
import './area-strings';

export type Area = 'member' | 'owner' | 'admin' | 'trainer' | 'staff';
export type NavItem = { id: string; to: string };
export type NavGroup = { id: string; items: NavItem[] };

const item = (id: string, to: string): NavItem => ({ id, to });

/** Every screen of the member area, grouped as the sidebar shows them; labels are nav.member.<id>. */
export const memberNav: NavGroup[] = [
  { id: 'overview', items: [item('dashboard', paths.member.root)] },
  {
    id: 'bookings',
    items: [
      item('gymBookings', paths.member.gymBookings),
      item('viewBookings', paths.member.viewBookings),
      item('classes', paths.member.classes),
      item('paymentsHistory', paths.member.paymentsHistory),
    ],
  },
  {
    id: 'attendance',
    items: [item('scanForAttendance', paths.member.scanForAttendance), item('attendanceReport', paths.member.attendanceReport)],
  },
  { id: 'account', items: [item('profile', paths.member.profile)] },
];

/** Every screen of the owner area (editing an announcement starts from its list); labels are nav.owner.<id>. */
export const ownerNav: NavGroup[] = [
  { id: 'overview', items: [item('dashboard', paths.owner.root)] },
  {
    id: 'gyms',
    items: [item('manageGyms', paths.owner.manageGyms), item('addGym', paths.owner.addGym), item('gymProfile', paths.owner.gymProfile)],
  },
  {
    id: 'people',
    items: [item('members', paths.owner.members), item('addMember', paths.owner.addMember), item('trainers', paths.owner.trainers), item('staff', paths.owner.staff)],
  },
  { id: 'bookings', items: [item('bookings', paths.owner.bookings), item('classes', paths.owner.classes), item('payments', paths.owner.payments)] },
  {
    id: 'attendance',
    items: [
      item('scanQr', paths.owner.scanQr),
      item('attendanceQr', paths.owner.attendanceQr),
      item('attendanceReport', paths.owner.attendanceReport),
    ],
  },
  {
    id: 'engagement',
    items: [
      item('reviews', paths.owner.reviews),
      item('announcements', paths.owner.announcements),
      item('createAnnouncement', paths.owner.createAnnouncement),
      item('messages', paths.owner.messages),
    ],
  },
  { id: 'account', items: [item('profile', paths.owner.profile)] },
];

/** The platform team's screens; labels are nav.admin.<id>. */
export const adminNav: NavGroup[] = [
  { id: 'overview', items: [item('dashboard', adminPaths.root)] },
  {
    id: 'platform',
    items: [item('verification', adminPaths.verification), item('reports', adminPaths.reports), item('accounts', adminPaths.accounts), item('audit', adminPaths.audit)],
  },
];

export const navFor = (area: Area): NavGroup[] => (area === 'owner' ? ownerNav : area === 'admin' ? adminNav : memberNav);

/** The area's screens other than its dashboard: what a dashboard links to. */
export const screensOf = (area: Area): NavItem[] =>
  navFor(area)
    .flatMap((group) => group.items)
    .filter((entry) => entry.id !== 'dashboard');

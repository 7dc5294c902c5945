import type { StaffAction } from '@contract/gyms/staff-permissions';
import { paths } from './paths';

// The staff area's URLs (issue 38): the owner's screens under /staff, so a shared screen's links map by their root
// (useAreaPath). Only the area's lazy module reads them: the first visit carries paths.staff.root alone.
const root = paths.staff.root;
const below = (ownerPath: string) => ownerPath.slice(paths.owner.root.length + 1);

/** The descendant routes of /staff/*, relative to it, named as the owner's paths they mirror. */
export const staffRoutePatterns = {
  bookings: below(paths.owner.bookings),
  scanQr: below(paths.owner.scanQr),
  attendanceQr: below(paths.owner.attendanceQr),
  addMember: below(paths.owner.addMember),
  classes: below(paths.owner.classes),
  members: below(paths.owner.members),
  payments: below(paths.owner.payments),
  attendanceReport: below(paths.owner.attendanceReport),
  gymProfile: below(paths.owner.gymProfile),
  trainers: below(paths.owner.trainers),
  reviews: below(paths.owner.reviews),
  announcements: below(paths.owner.announcements),
  createAnnouncement: below(paths.owner.createAnnouncement),
  editAnnouncement: `${below(paths.owner.createAnnouncement)}/:id`,
  profile: below(paths.owner.profile),
  notifications: below(paths.owner.notifications),
  messages: below(paths.owner.messages),
} as const;

type StaffScreen = Exclude<keyof typeof staffRoutePatterns, 'editAnnouncement'>;

export const staffPaths = {
  root,
  ...(Object.fromEntries(Object.entries(staffRoutePatterns).map(([id, pattern]) => [id, `${root}/${pattern}`])) as Record<StaffScreen, string>),
};

/** The call each staff screen needs the role to allow (none: every staff member's): the menu and the routes both read it. */
export const staffScreenNeeds: Partial<Record<keyof typeof staffRoutePatterns, StaffAction>> = {
  bookings: 'bookings.gym',
  scanQr: 'attendance.check-in',
  attendanceQr: 'attendance.gym-qr',
  addMember: 'members.add',
  classes: 'classes.roster',
  members: 'members.list',
  payments: 'payments.gym',
  attendanceReport: 'attendance.report',
  gymProfile: 'gyms.owned',
  trainers: 'trainers.list',
  reviews: 'reviews.pending',
  announcements: 'announcements.list',
  createAnnouncement: 'announcements.create',
  editAnnouncement: 'announcements.update',
  messages: 'messages.gym-log',
};

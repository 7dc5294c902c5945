import type { StaffRole } from './staff';

const DESK: readonly StaffRole[] = ['front_desk', 'manager'];
const MANAGER: readonly StaffRole[] = ['manager'];

/**
 * What staff may do (issue 38), keyed `resource.action`: each owner call a staff session may make and the roles
 * allowed. The server enforces it on every call (with where each call's gym comes from); the screens read it to show
 * only what the role may do. A gym_owner call missing here is the owner's alone (gyms' creation and deactivation,
 * staff, promo codes, verification documents).
 */
export const staffAllowed = {
  // The desk: today's and upcoming bookings, a booking by code, check-in and the gym's QR, walk-ins, paid at the desk, class marking.
  'bookings.gym': DESK,
  'bookings.get-by-code': DESK,
  'attendance.check-in': DESK,
  'attendance.gym-qr': DESK,
  'members.add': DESK,
  'payments.mark-paid': DESK,
  'classes.roster': DESK,
  'classes.mark': DESK,
  // The desk sells walk-ins their pass, so it reads the passes and prices; changing them is a manager's.
  'plans.list': DESK,
  // Managers: passes and prices, the gym's profile and photos, classes, trainers, announcements, review replies,
  // bookings' status, payments, reports and their CSV (the CSV is built from these lists).
  'plans.update': MANAGER,
  'gyms.owned': MANAGER,
  'gyms.update': MANAGER,
  'gyms.photos': MANAGER,
  'gyms.photo': MANAGER,
  'gyms.delete-photo': MANAGER,
  'gyms.cover': MANAGER,
  'classes.series': MANAGER,
  'classes.create': MANAGER,
  'classes.update': MANAGER,
  'classes.end': MANAGER,
  'classes.cancel-session': MANAGER,
  'classes.move-session': MANAGER,
  'classes.settings': MANAGER,
  'classes.waive': MANAGER,
  'trainers.list': MANAGER,
  'trainers.create': MANAGER,
  'trainers.update': MANAGER,
  'trainers.delete': MANAGER,
  'trainers.applications': MANAGER,
  'trainers.decide': MANAGER,
  'trainers.photo': MANAGER,
  'announcements.list': MANAGER,
  'announcements.get': MANAGER,
  'announcements.create': MANAGER,
  'announcements.update': MANAGER,
  'announcements.delete': MANAGER,
  'reviews.pending': MANAGER,
  'reviews.approve': MANAGER,
  'reviews.reply': MANAGER,
  'bookings.set-status': MANAGER,
  'payments.gym': MANAGER,
  'payments.earnings': MANAGER,
  'attendance.report': MANAGER,
  'dashboard.owner': MANAGER,
  'members.list': MANAGER,
  'messages.gym-log': MANAGER,
  'promos.list': MANAGER,
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAction = keyof typeof staffAllowed;
/** Who works a gym's screens: its owner, or a staff member in a role. */
export type GymRole = 'owner' | StaffRole;

/** Whether `role` may make the owner call `action` at its gym: the owner may make every one. */
export function gymRoleMay(role: GymRole, action: string): boolean {
  if (role === 'owner') return true;
  const roles: readonly StaffRole[] | undefined = (staffAllowed as Record<string, readonly StaffRole[]>)[action];
  return roles?.includes(role) ?? false;
}

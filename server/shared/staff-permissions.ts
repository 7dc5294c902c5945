import { and, eq, inArray } from 'drizzle-orm';
import { staffMessages, type StaffRole } from '@contract/gyms/staff';
import { staffRoles } from '@contract/gyms/staff-roles';
import type { Endpoint } from '@contract/endpoints';
import { staffAllowed, type StaffAction } from '@contract/gyms/staff-permissions';
import { announcements, bookings, classBookings, classSeries, classSessions, gymStaff, gyms, reviews, trainers } from '../db/schema';
import type { Executor } from './ownership';
import { forbidden, notFound } from './refusals';

/**
 * Where a call's gym is read from, so a staff session is checked against the gym the call touches, never one its
 * input merely names: a record's own gym is looked up (a booking code of the owner's other gym is that gym's).
 */
type GymLocator =
  | 'gymId'
  | 'bookingId'
  | 'bookingCode'
  | 'classSessionId'
  | 'classBookingId'
  | 'seriesId'
  | 'trainerId'
  | 'announcementId'
  | 'announcementGetId'
  | 'reviewId';

/** multipart: the gym is read from the form's text fields, so the route admits the call once it has read them (staffCaller). */
type StaffRule = { roles: readonly StaffRole[]; gym: GymLocator; multipart?: true };
type Locating = GymLocator | { gym: GymLocator; multipart: true };

/** Where each call of the contract's staff table (contract/gyms/staff-permissions.ts) reads its gym from. */
const GYM_OF: Record<StaffAction, Locating> = {
  'bookings.gym': 'gymId',
  'bookings.get-by-code': 'bookingCode',
  'attendance.check-in': 'gymId',
  'attendance.gym-qr': 'gymId',
  'members.add': 'gymId',
  'payments.mark-paid': 'bookingId',
  'classes.roster': 'classSessionId',
  'classes.mark': 'classBookingId',
  'plans.list': 'gymId',
  'plans.update': 'gymId',
  'gyms.owned': 'gymId',
  'gyms.update': 'gymId',
  'gyms.photos': 'gymId',
  'gyms.photo': { gym: 'gymId', multipart: true },
  'gyms.delete-photo': 'gymId',
  'gyms.cover': 'gymId',
  'classes.series': 'gymId',
  'classes.create': 'gymId',
  'classes.update': 'seriesId',
  'classes.end': 'seriesId',
  'classes.cancel-session': 'classSessionId',
  'classes.move-session': 'classSessionId',
  'classes.settings': 'gymId',
  'classes.waive': 'classBookingId',
  'trainers.list': 'gymId',
  'trainers.create': 'gymId',
  'trainers.update': 'trainerId',
  'trainers.delete': 'trainerId',
  'trainers.applications': 'gymId',
  'trainers.decide': 'trainerId',
  'trainers.photo': { gym: 'trainerId', multipart: true },
  'announcements.list': 'gymId',
  'announcements.get': 'announcementGetId',
  'announcements.create': 'gymId',
  'announcements.update': 'announcementId',
  'announcements.delete': 'announcementId',
  'reviews.pending': 'gymId',
  'reviews.approve': 'reviewId',
  'reviews.reply': 'reviewId',
  'bookings.set-status': 'bookingId',
  'payments.gym': 'gymId',
  'payments.earnings': 'gymId',
  'attendance.report': 'gymId',
  'dashboard.owner': 'gymId',
  'members.list': 'gymId',
  'messages.gym-log': 'gymId',
  'promos.list': 'gymId',
};

/** The rule of each call a staff session may make: the contract's roles and where its gym comes from. */
export const STAFF_PERMISSIONS: Readonly<Record<string, StaffRule>> = Object.fromEntries(
  (Object.keys(staffAllowed) as StaffAction[]).map((action) => {
    const locating = GYM_OF[action];
    const rule: StaffRule = typeof locating === 'string' ? { roles: staffAllowed[action], gym: locating } : { roles: staffAllowed[action], ...locating };
    return [action, rule];
  }),
);

/** Calls any signed-in person may make that a staff session still may not: they would act on the account, not as staff. */
const REFUSED_TO_STAFF = new Set(['owners.register']);
export const refusedToStaff = (endpoint: Pick<Endpoint, 'resource' | 'action'>) => REFUSED_TO_STAFF.has(`${endpoint.resource}.${endpoint.action}`);

export const staffRuleOf = (endpoint: Pick<Endpoint, 'resource' | 'action'>): StaffRule | undefined => STAFF_PERMISSIONS[`${endpoint.resource}.${endpoint.action}`];

const text = (input: unknown, key: string): string | undefined => {
  const value = input && typeof input === 'object' ? (input as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/** The gym the call's record belongs to; undefined when the input names none or the record does not exist. */
async function gymOfCall(db: Executor, locator: GymLocator, input: unknown): Promise<string | undefined> {
  const one = async (rows: Promise<{ gymId: string }[]>) => (await rows)[0]?.gymId;
  switch (locator) {
    case 'gymId':
      return text(input, 'gymId');
    case 'bookingId': {
      const id = text(input, 'bookingId');
      return id && one(db.select({ gymId: bookings.gymId }).from(bookings).where(eq(bookings.id, id)).limit(1));
    }
    case 'bookingCode': {
      const code = text(input, 'code') ?? text(input, 'bookingCode');
      return code && one(db.select({ gymId: bookings.gymId }).from(bookings).where(eq(bookings.code, code.trim().toUpperCase())).limit(1));
    }
    case 'classSessionId': {
      const id = text(input, 'sessionId');
      return id && one(db.select({ gymId: classSessions.gymId }).from(classSessions).where(eq(classSessions.id, id)).limit(1));
    }
    case 'classBookingId': {
      const id = text(input, 'classBookingId');
      return (
        id &&
        one(
          db
            .select({ gymId: classSessions.gymId })
            .from(classBookings)
            .innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
            .where(eq(classBookings.id, id))
            .limit(1),
        )
      );
    }
    case 'seriesId': {
      const id = text(input, 'seriesId');
      return id && one(db.select({ gymId: classSeries.gymId }).from(classSeries).where(eq(classSeries.id, id)).limit(1));
    }
    case 'trainerId': {
      const id = text(input, 'trainerId');
      const gymId = id && (await db.select({ gymId: trainers.gymId }).from(trainers).where(eq(trainers.id, id)).limit(1))[0]?.gymId;
      return gymId ?? undefined;
    }
    case 'announcementId':
    case 'announcementGetId': {
      const id = text(input, locator === 'announcementId' ? 'announcementId' : 'id');
      return id && one(db.select({ gymId: announcements.gymId }).from(announcements).where(eq(announcements.id, id)).limit(1));
    }
    case 'reviewId': {
      const id = text(input, 'reviewId');
      return id && one(db.select({ gymId: reviews.gymId }).from(reviews).where(eq(reviews.id, id)).limit(1));
    }
  }
}

export type StaffActing = { userId: string; staffId: string; role: StaffRole; gymId: string };

/**
 * A staff session's owner call, once its input is read: the gym it touches must be one where the person works, in a
 * role the table allows. The answer is who the call then acts as: the gym's owner, so every owner rule downstream
 * (requireOwnedGym and the owner's queries) holds unchanged, for this one gym. A gym or record the person does not work
 * at answers 404 as it does for an owner; a role the table does not allow answers 403 with the reason.
 */
export async function admitStaff(db: Executor, userId: string, rule: StaffRule, input: unknown): Promise<{ ownerId: string; staff: StaffActing }> {
  const gymId = await gymOfCall(db, rule.gym, input);
  // Lists across "every gym of the owner" (payments without a gymId) are the owner's: staff name their gym.
  if (!gymId) throw rule.gym === 'gymId' ? forbidden(staffMessages.chooseGym) : notFound();
  const [place] = await db
    .select({ staffId: gymStaff.id, role: gymStaff.role, ownerId: gyms.ownerId })
    .from(gymStaff)
    .innerJoin(gyms, eq(gyms.id, gymStaff.gymId))
    .where(and(eq(gymStaff.gymId, gymId), eq(gymStaff.userId, userId)))
    .limit(1);
  if (!place?.ownerId) throw notFound(rule.gym === 'gymId' ? 'Gym not found' : 'Not found');
  if (!rule.roles.includes(place.role)) throw forbidden(staffMessages.roleNotAllowed);
  return { ownerId: place.ownerId, staff: { userId, staffId: place.staffId, role: place.role, gymId } };
}

/**
 * Whether any of the person's places is in a role the rule allows: a front desk calling a manager's call hears 403
 * before their input is read (a bad body would otherwise answer 400 first), whichever gym it names.
 */
export async function holdsRoleFor(db: Executor, userId: string, rule: StaffRule): Promise<boolean> {
  if (staffRoles.every((role) => rule.roles.includes(role))) return true;
  const [place] = await db.select({ id: gymStaff.id }).from(gymStaff).where(and(eq(gymStaff.userId, userId), inArray(gymStaff.role, [...rule.roles]))).limit(1);
  return place !== undefined;
}

/** Whether the person works at the gym in any role: what a staff session may read of the gym beyond the table (a receipt). */
export async function worksAt(db: Executor, userId: string, gymId: string): Promise<boolean> {
  const [place] = await db.select({ id: gymStaff.id }).from(gymStaff).where(and(eq(gymStaff.gymId, gymId), eq(gymStaff.userId, userId))).limit(1);
  return place !== undefined;
}
